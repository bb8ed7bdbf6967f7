import { useCallback, useEffect, useState } from 'react';
import type { FileRefInfo } from '@shared/ipc/channels/upload-intake';
import type { EventPayload } from '@shared/ipc/contract';
import { deliverOpenedFile } from '@renderer/lib/opened-files';
import { deliverOpenedUpload } from '@renderer/lib/opened-uploads';

/** What the shell tells the manager: a file it could not simply open, diagnostics copied, a menu command failed. */
export type ShellNotice =
  { kind: 'refused'; fileName: string; reasonKey: string } | { kind: 'copied' } | { kind: 'failed' };

// The file register's refusal reasons, worded by the shared fault table (errorFaults.file-invalid.*).
const reasonKeys: Record<Extract<EventPayload<'shell:navigate'>, { to: 'refused-file' }>['reason'], string> = {
  'not-absolute': 'errorFaults.file-invalid.not-absolute',
  missing: 'errorFaults.file-invalid.missing',
  'not-a-file': 'errorFaults.file-invalid.not-a-file',
  extension: 'errorFaults.file-invalid.extension',
  'app-data': 'errorFaults.file-invalid.app-data',
  'linked-app-data': 'errorFaults.file-invalid.linked-app-data',
  unreadable: 'errorFaults.file-invalid.unreadable',
  'recent-missing': 'shell.recentMissing',
};

/**
 * Follows main's `shell:navigate`: a notification click opens that upload's timeline in its store; a file from
 * the OS ("Open with", a second launch) goes to the screen that reads it; a refusal is shown.
 */
export function useShellNavigation(go: (section: string) => void, selectStore: (profileId: number) => void) {
  const [notice, setNotice] = useState<ShellNotice | null>(null);
  // Packages are checked on Uploads, tables read on Import: both by reference, from disk. One path
  // for a file from the OS or File → Open (main) and one chosen with Ctrl+O in the page.
  const openFile = useCallback(
    (file: FileRefInfo) => {
      go(deliverOpenedFile(file));
      setNotice(null);
    },
    [go],
  );
  useEffect(
    () =>
      window.desk.on('shell:navigate', (payload) => {
        if (payload.to === 'upload') {
          selectStore(payload.profileId);
          go('uploads');
          deliverOpenedUpload(payload.uploadId);
          setNotice(null);
        } else if (payload.to === 'file') {
          openFile(payload.file);
        } else {
          setNotice({ kind: 'refused', fileName: payload.fileName, reasonKey: reasonKeys[payload.reason] });
        }
      }),
    [go, selectStore, openFile],
  );
  /** A file the page's own chooser gave (Ctrl+O): registered by reference, then opened as above. */
  const openChosen = useCallback(
    async (file: File) => {
      const ref = await window.desk.refFile(file);
      if (ref.ok) return openFile(ref.data);
      const reason = (ref.error.details as { reason?: string } | undefined)?.reason;
      const key = reason !== undefined && reason in reasonKeys ? (reason as keyof typeof reasonKeys) : 'unreadable';
      setNotice({ kind: 'refused', fileName: file.name, reasonKey: reasonKeys[key] });
    },
    [openFile],
  );
  return { notice, setNotice, openChosen, dismiss: () => setNotice(null) };
}
