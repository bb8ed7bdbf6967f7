import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilePreview } from '@shared/ipc/channels/uploads';
import { FilePreviewCard, SendControls, UploadDetail, UploadKindChoice, type PackageKind } from '../uploads';

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
  kinds: readonly PackageKind[];
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PackageKind | undefined>(kinds.length === 1 ? kinds[0] : undefined);
  const [sentId, setSentId] = useState<number>();

  return (
    <>
      <FilePreviewCard preview={preview} profileId={profileId} />
      <section className="upl-card" aria-label={t('import.send.title')}>
        <h2 className="upl-card__title">{t('import.send.title')}</h2>
        {kinds.length > 1 && <UploadKindChoice kinds={kinds} kind={kind} onChange={setKind} />}
        {kinds.length === 1 && <p className="muted">{t(`uploads.kind.${kinds[0]!}Hint`)}</p>}
        {sentId === undefined && (
          <SendControls preview={preview} kind={kind} profileId={profileId} onSent={(upload) => setSentId(upload.id)} />
        )}
      </section>
      {sentId !== undefined && (
        <section className="upl-card">
          <UploadDetail uploadId={sentId} focusOnArrival />
        </section>
      )}
    </>
  );
}
