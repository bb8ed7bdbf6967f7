import { useEffect, useState } from 'react';
import type { EventPayload } from '@shared/ipc/contract';
import { deliverOpenedFile } from '@renderer/lib/opened-files';

/** What the shell tells the manager: a file it could not simply open, diagnostics copied, a menu command failed. */
export type ShellNotice =
  | { kind: 'refused'; fileName: string; reasonKey: string }
  | { kind: 'table'; fileName: string }
  | { kind: 'copied' }
  | { kind: 'failed' };

// The file register's refusal reasons, worded by the shared fault table (errorFaults.file-invalid.*).
const reasonKeys: Record<Extract<EventPayload<'shell:navigate'>, { to: 'refused-file' }>['reason'], string> = {
  'not-absolute': 'errorFaults.file-invalid.not-absolute',
  missing: 'errorFaults.file-invalid.missing',
  'not-a-file': 'errorFaults.file-invalid.not-a-file',
  extension: 'errorFaults.file-invalid.extension',
  'app-data': 'errorFaults.file-invalid.app-data',
  'linked-app-data': 'errorFaults.file-invalid.linked-app-data',
  unreadable: 'errorFaults.file-invalid.unreadable',
};

/**
 * Follows main's `shell:navigate`: a notification click opens Uploads for that store; a file from
 * the OS ("Open with", a second launch) goes to the screen that reads it; a refusal is shown.
 */
export function useShellNavigation(go: (section: string) => void, selectStore: (profileId: number) => void) {
  const [notice, setNotice] = useState<ShellNotice | null>(null);
  useEffect(
    () =>
      window.desk.on('shell:navigate', (payload) => {
        if (payload.to === 'upload') {
          selectStore(payload.profileId);
          go('uploads');
          setNotice(null);
        } else if (payload.to === 'file') {
          const screen = deliverOpenedFile(payload.file);
          go(screen);
          // Tables are read on the Import screen from a chosen file (its reader takes bytes, not references).
          setNotice(screen === 'import' ? { kind: 'table', fileName: payload.file.fileName } : null);
        } else {
          setNotice({ kind: 'refused', fileName: payload.fileName, reasonKey: reasonKeys[payload.reason] });
        }
      }),
    [go, selectStore],
  );
  return { notice, setNotice, dismiss: () => setNotice(null) };
}
