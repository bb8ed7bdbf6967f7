import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AcknowledgeableRule, FilePreview, GuardFinding } from '../../../../shared/ipc/channels/uploads';
import { DeskInvokeError, invoke } from '../../lib/ipc';
import { Button } from '../../ui/Button';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FilePreviewCard, GuardRailDialog, UploadDetail } from '../uploads';

type Kind = 'full' | 'changes';

/**
 * The upload pipeline for a package the import built: the uploads feature's own preview card
 * (schema check, operator check, preflight), its guard-rail dialog and timeline, over its channels.
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
  const [findings, setFindings] = useState<GuardFinding[]>();
  const [sentId, setSentId] = useState<number>();

  const start = useMutation({
    mutationFn: (answer: { acknowledge: AcknowledgeableRule[]; whenAllowed: boolean }) =>
      invoke('uploads:start', { profileId, previewId: preview.previewId, kind: kind!, ...answer }),
    onSuccess: (upload) => setSentId(upload.id),
    onError: (error) => {
      // The situation changed since the check (another upload went out): ask again.
      if (error instanceof DeskInvokeError && error.error.code === 'guard-rail') {
        const all = (error.error.details as { findings?: GuardFinding[] } | undefined)?.findings;
        if (all) setFindings(all);
      }
    },
  });
  const check = useMutation({
    mutationFn: () => invoke('uploads:check-guard-rails', { profileId, kind: kind!, previewId: preview.previewId }),
    onSuccess: ({ findings: found }) => {
      if (found.length === 0) start.mutate({ acknowledge: [], whenAllowed: false });
      else setFindings(found);
    },
  });
  const busy = check.isPending || start.isPending;
  const canSend = kind !== undefined && preview.rows !== null && preview.encoding.sendable && !busy && !sentId;

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
        <div className="upl-actions">
          <Button variant="primary" disabled={!canSend} onClick={() => check.mutate()}>
            {busy ? t('uploads.send.sending') : t('uploads.send.button')}
          </Button>
        </div>
        {check.isError && <ErrorMessage error={check.error} />}
        {start.isError && !(start.error instanceof DeskInvokeError && start.error.error.code === 'guard-rail') && (
          <ErrorMessage error={start.error} />
        )}
      </section>
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
    </>
  );
}
