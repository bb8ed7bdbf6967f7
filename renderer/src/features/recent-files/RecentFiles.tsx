import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentStore } from '@renderer/app/current-store';
import { DeskInvokeError, invoke } from '@renderer/lib/ipc';
import { deliverOpenedFile, screenForFile, type OpenedFileScreen } from '@renderer/lib/opened-files';
import { Button } from '@renderer/ui/Button';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatDateTime } from '@renderer/ui/format';
import { useRecentFiles } from './use-recent-files';
import './recent-files.css';

/**
 * The current store's recent files that this screen reads (packages on Uploads, tables on Import):
 * one click opens a file again, by a new vetted reference, exactly as "Open with" would; a file no
 * longer on disk is removed from the list by core and the manager is told which one.
 */
export function RecentFiles({ screen }: { screen: OpenedFileScreen }) {
  const { t, i18n } = useTranslation();
  const { profileId } = useCurrentStore();
  const recent = useRecentFiles(profileId);
  const open = useMutation({
    mutationFn: (id: number) => invoke('files:open-recent', { profileId: profileId!, id }),
    // Handed to this screen's own taker, as a file from the OS.
    onSuccess: (file) => void deliverOpenedFile(file),
  });
  const files = (recent.data ?? []).filter((file) => screenForFile(file.fileName) === screen);
  const missing = missingFile(open.error);
  if (files.length === 0 && !open.isError) return null;
  return (
    <section className="recent-files" aria-labelledby={`recent-files-${screen}`} data-testid="recent-files">
      <h3 id={`recent-files-${screen}`} className="recent-files__title">
        {t('recentFiles.title')}
      </h3>
      <ul className="recent-files__list">
        {files.map((file) => (
          <li key={file.id}>
            <Button
              variant="ghost"
              disabled={open.isPending}
              aria-label={t('recentFiles.open', {
                fileName: file.fileName,
                when: formatDateTime(file.openedAt, i18n.language),
              })}
              onClick={() => open.mutate(file.id)}
            >
              {file.fileName}
            </Button>
          </li>
        ))}
      </ul>
      {missing !== undefined ? (
        <p className="upl-note upl-note--warn" role="status" data-testid="recent-missing">
          {t('shell.refused', { fileName: missing })} {t('shell.recentMissing')}
        </p>
      ) : (
        open.isError && <ErrorMessage error={open.error} />
      )}
    </section>
  );
}

/** The file name when core removed a vanished recent file (`recent-missing`). */
function missingFile(error: unknown): string | undefined {
  if (!(error instanceof DeskInvokeError)) return undefined;
  const details = error.error.details as { reason?: unknown; fileName?: unknown } | undefined;
  return details?.reason === 'recent-missing' && typeof details.fileName === 'string' ? details.fileName : undefined;
}
