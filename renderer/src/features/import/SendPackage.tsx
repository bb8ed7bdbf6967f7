import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilePreview } from '../../../../shared/ipc/channels/uploads';
import { FilePreviewCard, SendControls, UploadDetail } from '../uploads';

type Kind = 'full' | 'changes';

/**
 * The upload pipeline for a package the import built: the uploads feature's own preview card
 * (schema check, operator check, preflight), its send controls (disabled while there are errors,
 * "send with N errors" explicit, guard rails) and the timeline — the same parts, not a copy.
 */
export function SendPackage({
  preview,
  profileId,
  kinds,
}: {
  preview: FilePreview;
  profileId: number;
  kinds: readonly Kind[];
}) {
  const { t } = useTranslation();
  const kindName = useId();
  const [kind, setKind] = useState<Kind | undefined>(kinds.length === 1 ? kinds[0] : undefined);
  const [sentId, setSentId] = useState<number>();

  return (
    <>
      <FilePreviewCard preview={preview} profileId={profileId} />
      <section className="upl-card" aria-label={t('import.send.title')}>
        <h2 className="upl-card__title">{t('import.send.title')}</h2>
        {kinds.length > 1 && (
          <fieldset className="upl-kinds">
            <legend className="upl-sr-only">{t('uploads.kind.title')}</legend>
            {kinds.map((k) => (
              <label key={k} className={kind === k ? 'upl-kind upl-kind--chosen' : 'upl-kind'}>
                <input type="radio" name={kindName} value={k} checked={kind === k} onChange={() => setKind(k)} />
                <span>
                  <strong>{t(`uploads.kind.${k}`)}</strong>
                  <span className="muted">{t(`uploads.kind.${k}Hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {kinds.length === 1 && <p className="muted">{t(`uploads.kind.${kinds[0]!}Hint`)}</p>}
        {sentId === undefined && (
          <SendControls preview={preview} kind={kind} profileId={profileId} onSent={(upload) => setSentId(upload.id)} />
        )}
      </section>
      {sentId !== undefined && (
        <section className="upl-card">
          <UploadDetail uploadId={sentId} justSent />
        </section>
      )}
    </>
  );
}
