import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilePreview } from '@shared/ipc/channels/uploads';
import { useCurrentStore } from '@renderer/app/current-store';
import { FileIntake } from './FileIntake';
import { storeDisplayName, useStores } from '../../stores';
import { DeleteStock } from '../send/DeleteStock';
import { FilePreviewCard } from './FilePreviewCard';
import { SendControls } from '../send/SendControls';
import { UploadKindChoice, type PackageKind } from '../send/UploadKindChoice';

const BOTH_KINDS: readonly PackageKind[] = ['full', 'changes'];

/**
 * "Загрузка остатков": choose a file, see what it holds and what is wrong with it, choose full or
 * changes, then send (SendControls); `onSent` shows the upload's timeline.
 */
export function NewUploadPanel({ onSent }: { onSent?: (uploadId: number) => void }) {
  const { t } = useTranslation();
  const { profileId } = useCurrentStore();
  const stores = useStores();
  const store = stores.data?.find((s) => s.id === profileId);
  const [preview, setPreview] = useState<FilePreview>();
  const [kind, setKind] = useState<PackageKind>();

  return (
    <div className="upl-new">
      <FileIntake hasPreview={preview !== undefined} onPreview={setPreview} onStart={() => setPreview(undefined)} />

      {preview && <FilePreviewCard preview={preview} profileId={profileId} />}

      {preview && preview.rows !== null && (
        <section className="upl-card">
          <h2 className="upl-card__title">{t('uploads.kind.title')}</h2>
          <UploadKindChoice kinds={BOTH_KINDS} kind={kind} onChange={setKind} />
          {store && <p className="muted">{t('uploads.send.to', { name: storeDisplayName(t, store) })}</p>}
          <SendControls preview={preview} kind={kind} profileId={profileId} onSent={(upload) => onSent?.(upload.id)} />
        </section>
      )}

      {store && <DeleteStock profileId={store.id} storeName={storeDisplayName(t, store)} />}
    </div>
  );
}
