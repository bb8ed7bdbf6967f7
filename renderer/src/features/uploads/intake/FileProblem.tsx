import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_FILE_BYTES } from '@shared/ipc/channels/uploads';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { DeskInvokeError } from '@renderer/lib/ipc';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatBytes } from '@renderer/ui/format';

/** A file problem told in the user's words when core gave a reason; other errors as usual. */
export function FileProblem({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const details =
    error instanceof DeskInvokeError ? (error.error.details as Record<string, unknown> | undefined) : undefined;
  const reason = typeof details?.reason === 'string' ? details.reason : undefined;
  // Reasons of reading a file by reference live with the intake's strings; the rest with the uploads'.
  const key = [`uploads.fileErrors.${reason}`, `uploadIntake.fileErrors.${reason}`].find(
    (k) => reason && i18n.exists(k),
  );
  if (!key) return <ErrorMessage error={error} />;
  const size = typeof details?.bytes === 'number' ? formatBytes(details.bytes, i18n.language) : '';
  return (
    <div className="error-box" role="alert" data-testid="file-problem">
      <p>
        {t(runtimeKey(key), {
          fileName: details?.fileName ?? '',
          size,
          max: formatBytes(MAX_UPLOAD_FILE_BYTES, i18n.language),
        })}
      </p>
    </div>
  );
}
