import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileRefInfo } from '@shared/ipc/channels/upload-intake';
import { MAX_UPLOAD_FILE_BYTES, type FilePreview } from '@shared/ipc/channels/uploads';
import type { EventPayload } from '@shared/ipc/contract';
import { DeskInvokeError, invoke } from '@renderer/lib/ipc';

export type CheckProgress = EventPayload<'uploads:check-progress'>;

/** The check running now: which file, and its latest progress event. */
export interface RunningCheck {
  checkId: string;
  fileName: string;
  progress?: CheckProgress;
}

/**
 * Getting a package into core: a File by reference (`window.desk.refFile`: the page never reads
 * its bytes), pasted text as bytes, "check again" by the last reference; progress events of the
 * running check and its cancellation. `onPreview` gets each finished preview.
 */
export function useFileCheck(onPreview: (preview: FilePreview) => void, onStart: () => void) {
  const [running, setRunning] = useState<RunningCheck>();
  const [last, setLast] = useState<FileRefInfo>();
  const [error, setError] = useState<unknown>();
  const [cancelled, setCancelled] = useState(false);
  const current = useRef<string | undefined>(undefined);
  // Asked to stop before core began the check (the file was still being handed over): honoured after.
  const stopAsked = useRef<string | undefined>(undefined);

  useEffect(
    () =>
      window.desk.on('uploads:check-progress', (progress) => {
        if (progress.checkId !== current.current) return;
        setRunning((r) => (r && r.checkId === progress.checkId ? { ...r, progress } : r));
      }),
    [],
  );

  const settle = useCallback(
    async (checkId: string, fileName: string, work: () => Promise<FilePreview>) => {
      current.current = checkId;
      setRunning({ checkId, fileName });
      setError(undefined);
      setCancelled(false);
      onStart();
      try {
        const preview = await work();
        if (current.current === checkId) onPreview(preview);
      } catch (e) {
        if (current.current !== checkId) return;
        if (e instanceof DeskInvokeError && e.error.code === 'cancelled') setCancelled(true);
        else setError(e);
      } finally {
        if (current.current === checkId) {
          current.current = undefined;
          setRunning(undefined);
        }
      }
    },
    [onPreview, onStart],
  );

  const checkRef = useCallback(
    (info: FileRefInfo) => {
      const checkId = crypto.randomUUID();
      return settle(checkId, info.fileName, () => invoke('uploads:preview-ref', { fileRef: info.fileRef, checkId }));
    },
    [settle],
  );

  const checkFile = useCallback(
    async (file: File) => {
      if (file.size > MAX_UPLOAD_FILE_BYTES) {
        setError(
          new DeskInvokeError({
            code: 'file-invalid',
            message: 'too large',
            details: { reason: 'too-large', fileName: file.name, bytes: file.size },
          }),
        );
        return;
      }
      const checkId = crypto.randomUUID();
      await settle(checkId, file.name, async () => {
        const ref = await window.desk.refFile(file);
        if (!ref.ok) throw new DeskInvokeError(ref.error);
        setLast(ref.data);
        if (stopAsked.current === checkId)
          throw new DeskInvokeError({ code: 'cancelled', message: 'Stopped before the check began.' });
        return invoke('uploads:preview-ref', { fileRef: ref.data.fileRef, checkId });
      });
    },
    [settle],
  );

  const checkText = useCallback(
    (fileName: string, bytes: Uint8Array) =>
      settle(crypto.randomUUID(), fileName, () => invoke('uploads:preview-file', { fileName, bytes })),
    [settle],
  );

  const cancel = useCallback(() => {
    const checkId = current.current;
    if (!checkId) return;
    stopAsked.current = checkId;
    void invoke('uploads:cancel-check', { checkId }).catch(() => undefined);
  }, []);

  return {
    running,
    last,
    error,
    cancelled,
    checkFile,
    checkText,
    checkAgain: () => last && void checkRef(last),
    cancel,
  };
}
