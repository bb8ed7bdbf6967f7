import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_UPLOAD_FILE_BYTES,
  type AcknowledgeableRule,
  type FilePreview,
  type GuardFinding,
} from '../../../../shared/ipc/channels/uploads';
import { useCurrentStore } from '../../app/current-store';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { DeskInvokeError, invoke } from '../../lib/ipc';
import { useStores } from '../stores';
import { DeleteStock } from './DeleteStock';
import { FilePreviewCard } from './FilePreviewCard';
import { formatBytes } from '../../ui/format';
import { GuardRailDialog } from './GuardRailDialog';
import { UploadDetail } from './UploadDetail';
import { Button, buttonClass } from '../../ui/Button';
import { runtimeKey } from '../../i18n/runtime-key';

type Kind = 'full' | 'changes';

/** A file problem told in the user's words when main gave a reason; other errors as usual. */
function FileProblem({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const details =
    error instanceof DeskInvokeError ? (error.error.details as Record<string, unknown> | undefined) : undefined;
  const reason = typeof details?.reason === 'string' ? details.reason : undefined;
  if (!reason || !i18n.exists(`uploads.fileErrors.${reason}`)) return <ErrorMessage error={error} />;
  const size = typeof details?.bytes === 'number' ? formatBytes(details.bytes, i18n.language) : '';
  return (
    <div className="error-box" role="alert" data-testid="file-problem">
      <p>
        {t(runtimeKey(`uploads.fileErrors.${reason}`), {
          fileName: details?.fileName ?? '',
          size,
          max: formatBytes(MAX_UPLOAD_FILE_BYTES, i18n.language),
        })}
      </p>
    </div>
  );
}

/**
 * "Загрузка остатков": choose a file, see what it holds and what is wrong with it, choose full or
 * changes, answer the guard rails, send, and watch the operator's statuses.
 */
export function NewUploadPanel() {
  const { t, i18n } = useTranslation();
  const { profileId } = useCurrentStore();
  const stores = useStores();
  const store = stores.data?.find((s) => s.id === profileId);
  const inputRef = useRef<HTMLInputElement>(null);
  const kindName = useId();
  const [preview, setPreview] = useState<FilePreview>();
  const [kind, setKind] = useState<Kind>();
  const [findings, setFindings] = useState<GuardFinding[]>();
  const [sentId, setSentId] = useState<number>();

  const read = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_UPLOAD_FILE_BYTES) {
        throw new DeskInvokeError({
          code: 'file-invalid',
          message: 'too large',
          details: {
            reason: 'too-large',
            fileName: file.name,
            bytes: file.size,
          },
        });
      }
      // The bytes, not file.text(): decoding here would turn a Windows-1251 file into U+FFFD unseen.
      return invoke('uploads:preview-file', {
        fileName: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
    },
    onMutate: () => {
      setPreview(undefined);
      setSentId(undefined);
    },
    onSuccess: setPreview,
  });

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
      <section className="upl-card">
        <h2 className="upl-card__title">{t('uploads.pick.title')}</h2>
        <p className="muted">{t('uploads.pick.hint')}</p>
        <p className="muted" data-testid="file-limits">
          {t('uploads.pick.limits', { max: formatBytes(MAX_UPLOAD_FILE_BYTES, i18n.language) })}
        </p>
        <label className={buttonClass('primary', 'upl-file-button')}>
          {preview ? t('uploads.pick.another') : t('uploads.pick.button')}
          <input
            ref={inputRef}
            type="file"
            accept=".json,application/json"
            className="upl-file-input"
            data-testid="file-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              // Cleared so that choosing the same (corrected) file again is noticed.
              e.target.value = '';
              if (file) read.mutate(file);
            }}
          />
        </label>
        {read.isPending && <p className="muted">{t('uploads.pick.reading')}</p>}
        {read.isError && <FileProblem error={read.error} />}
      </section>

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
