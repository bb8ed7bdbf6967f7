import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AcknowledgeableRule, FilePreview, GuardFinding } from '../../../../shared/ipc/channels/uploads';
import { useCurrentStore } from '../../app/current-store';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FileIntake } from './FileIntake';
import { FileProblem } from './FileProblem';
import { DeskInvokeError, invoke } from '../../lib/ipc';
import { useStores } from '../stores';
import { DeleteStock } from './DeleteStock';
import { FilePreviewCard } from './FilePreviewCard';
import { GuardRailDialog } from './GuardRailDialog';
import { UploadDetail } from './UploadDetail';
import { Button } from '../../ui/Button';

type Kind = 'full' | 'changes';

/**
 * "Загрузка остатков": choose a file (FileIntake), see what it holds and what is wrong with it, choose full or
 * changes, answer the guard rails, send, and watch the operator's statuses.
 */
export function NewUploadPanel() {
  const { t } = useTranslation();
  const { profileId } = useCurrentStore();
  const stores = useStores();
  const store = stores.data?.find((s) => s.id === profileId);
  const kindName = useId();
  const [preview, setPreview] = useState<FilePreview>();
  const [kind, setKind] = useState<Kind>();
  const [findings, setFindings] = useState<GuardFinding[]>();
  const [sentId, setSentId] = useState<number>();

  const start = useMutation({
    mutationFn: (answer: { acknowledge: AcknowledgeableRule[]; whenAllowed: boolean }) =>
      invoke('uploads:start', {
        profileId: profileId!,
        previewId: preview!.previewId,
        kind: kind!,
        ...answer,
      }),
    onSuccess: (upload) => setSentId(upload.id),
    onError: (error) => {
      // The situation changed since the check (e.g. another upload went out): ask again.
      if (error instanceof DeskInvokeError && error.error.code === 'guard-rail') {
        const all = (error.error.details as { findings?: GuardFinding[] } | undefined)?.findings;
        if (all) setFindings(all);
      }
    },
  });

  const check = useMutation({
    mutationFn: () =>
      invoke('uploads:check-guard-rails', {
        profileId: profileId!,
        kind: kind!,
        previewId: preview!.previewId,
      }),
    onSuccess: ({ findings: found }) => {
      if (found.length === 0) start.mutate({ acknowledge: [], whenAllowed: false });
      else setFindings(found);
    },
  });

  const busy = check.isPending || start.isPending;
  const canSend =
    preview !== undefined &&
    kind !== undefined &&
    profileId !== undefined &&
    preview.rows !== null &&
    preview.encoding.sendable &&
    !busy;

  return (
    <div className="upl-new">
      <FileIntake
        hasPreview={preview !== undefined}
        onPreview={setPreview}
        onStart={() => {
          setPreview(undefined);
          setSentId(undefined);
        }}
      />

      {preview && <FilePreviewCard preview={preview} profileId={profileId} />}

      {preview && preview.rows !== null && (
        <section className="upl-card">
          <h2 className="upl-card__title">{t('uploads.kind.title')}</h2>
          <fieldset className="upl-kinds">
            <legend className="upl-sr-only">{t('uploads.kind.title')}</legend>
            {(['full', 'changes'] as const).map((k) => (
              <label key={k} className={kind === k ? 'upl-kind upl-kind--chosen' : 'upl-kind'}>
                <input type="radio" name={kindName} value={k} checked={kind === k} onChange={() => setKind(k)} />
                <span>
                  <strong>{t(`uploads.kind.${k}`)}</strong>
                  <span className="muted">{t(`uploads.kind.${k}Hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {store && <p className="muted">{t('uploads.send.to', { name: store.name })}</p>}
          <div className="upl-actions">
            <Button variant="primary" disabled={!canSend} onClick={() => check.mutate()}>
              {busy ? t('uploads.send.sending') : t('uploads.send.button')}
            </Button>
          </div>
          {check.isError && <ErrorMessage error={check.error} />}
          {start.isError && !(start.error instanceof DeskInvokeError && start.error.error.code === 'guard-rail') && (
            <FileProblem error={start.error} />
          )}
        </section>
      )}

      {sentId !== undefined && (
        <section className="upl-card" aria-live="polite">
          <p className="upl-note">{t('uploads.send.sent')}</p>
          <UploadDetail uploadId={sentId} />
        </section>
      )}

      {findings && (
        <GuardRailDialog
          findings={findings}
          onCancel={() => setFindings(undefined)}
          onConfirm={(acknowledge, whenAllowed) => {
            setFindings(undefined);
            start.mutate({ acknowledge, whenAllowed });
          }}
        />
      )}

      {store && <DeleteStock profileId={store.id} storeName={store.name} />}
    </div>
  );
}
