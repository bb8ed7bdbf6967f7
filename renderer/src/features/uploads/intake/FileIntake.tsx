import { packageAccept } from '@shared/import/file-types';
import { useCallback, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PASTED_TEXT_BYTES, type FileRefInfo } from '@shared/ipc/channels/upload-intake';
import { useOpenedFiles } from '@renderer/lib/opened-files';
import { RecentFiles, useRememberRecent } from '@renderer/features/recent-files';
import { useDropAnywhere } from '@renderer/lib/use-drop-anywhere';
import { MAX_UPLOAD_FILE_BYTES, type FilePreview } from '@shared/ipc/channels/uploads';
import { Button } from '@renderer/ui/Button';
import { FilePicker } from '@renderer/ui/FilePicker';
import { formatBytes } from '@renderer/ui/format';
import { CheckProgressBar } from './CheckProgressBar';
import { FileProblem } from './FileProblem';
import { PasteJsonDialog } from './PasteJsonDialog';
import { useFileCheck } from './use-file-check';

/**
 * How a package gets onto the upload screen: a drop zone, the file chooser, pasted JSON text and
 * "check again" for the last file (read from disk again). A file goes to core by reference
 * (`window.desk.refFile`), never as bytes read here; the check shows determinate progress and
 * can be stopped.
 */
export function FileIntake({
  hasPreview,
  onPreview,
  onStart,
}: {
  hasPreview: boolean;
  onPreview: (preview: FilePreview) => void;
  /** A new check began: the screen drops the previous preview and sending state. */
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const intake = useFileCheck(onPreview, onStart);
  const busy = intake.running !== undefined;
  const { checkOpened } = intake;
  // Every file checked by reference joins the store's recent files.
  useRememberRecent(intake.last?.fileRef);
  // "Open with", a double-click or a second launch with a package: checked as if dropped here.
  useOpenedFiles(
    'uploads',
    useCallback((file: FileRefInfo) => void checkOpened(file), [checkOpened]),
  );

  const takeDropped = (files: FileList) => {
    if (busy) return;
    setTooMany(files.length > 1);
    if (files.length === 1) void intake.checkFile(files[0]!);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    takeDropped(event.dataTransfer.files);
  };
  // A package dropped anywhere on the upload screen is taken as if dropped on the zone.
  useDropAnywhere(takeDropped);

  return (
    <section className="upl-card">
      <h2 className="upl-card__title">{t('uploads.pick.title')}</h2>
      <p className="muted">{t('uploads.pick.hint')}</p>
      <div
        className={over ? 'upl-drop upl-drop--over' : 'upl-drop'}
        data-testid="drop-zone"
        aria-describedby={hintId}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p className="upl-drop__label">{over ? t('uploadIntake.drop.over') : t('uploadIntake.drop.label')}</p>
        <p className="muted" id={hintId}>
          {t('uploadIntake.drop.accepts')}
        </p>
        <div className="upl-actions">
          <FilePicker
            variant="primary"
            accept={packageAccept}
            testId="file-input"
            disabled={busy}
            onFile={(file) => {
              setTooMany(false);
              void intake.checkFile(file);
            }}
          >
            {hasPreview ? t('uploads.pick.another') : t('uploads.pick.button')}
          </FilePicker>
          <Button variant="secondary" disabled={busy} onClick={() => setPasting(true)} data-testid="paste-json">
            {t('uploadIntake.paste.button')}
          </Button>
          {intake.last && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={intake.checkAgain}
              title={t('uploadIntake.again.hint', { fileName: intake.last.fileName })}
              data-testid="check-again"
            >
              {t('uploadIntake.again.button')}
            </Button>
          )}
        </div>
      </div>
      <p className="muted" data-testid="file-limits">
        {t('uploads.pick.limits', { max: formatBytes(MAX_UPLOAD_FILE_BYTES, i18n.language) })}
      </p>
      <RecentFiles screen="uploads" />
      {intake.running && <CheckProgressBar running={intake.running} onCancel={intake.cancel} />}
      {tooMany && (
        <p className="upl-note" role="status">
          {t('uploadIntake.drop.onlyOne')}
        </p>
      )}
      {intake.cancelled && (
        <p className="upl-note" role="status" data-testid="check-cancelled">
          {t('uploadIntake.progress.cancelled')}
        </p>
      )}
      {intake.error !== undefined && <FileProblem error={intake.error} />}
      {pasting && (
        <PasteJsonDialog
          maxLabel={formatBytes(MAX_PASTED_TEXT_BYTES, i18n.language)}
          onClose={() => setPasting(false)}
          onCheck={(bytes) => {
            setPasting(false);
            void intake.checkText(t('uploadIntake.paste.fileName'), bytes);
          }}
        />
      )}
    </section>
  );
}
