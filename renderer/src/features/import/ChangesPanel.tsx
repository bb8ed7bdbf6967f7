import { anyChosenAccept } from '@shared/import/file-types';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskInvokeError, invoke } from '@renderer/lib/ipc';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { Button } from '@renderer/ui/Button';
import { FilePicker } from '@renderer/ui/FilePicker';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatDateTime, formatNumber } from '@renderer/ui/format';
import { ChangeRowsTable } from './ChangeRowsTable';
import { ImportFindingsList } from './ImportFindingsList';
import { SendPackage } from './SendPackage';
import { fileSourceOf } from '@renderer/lib/file-source';
import { chooseFile, type ChosenFile } from './use-import';
import { errorFault } from '@shared/i18n/error-fault';

type Against = 'snapshot' | 'last-full';

/** A base that is missing or refused, told in the user's words by its reason. */
function ChangesProblem({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const details =
    error instanceof DeskInvokeError ? (error.error.details as { reason?: unknown } | undefined) : undefined;
  const key = typeof details?.reason === 'string' ? `import.changes.errors.${details.reason}` : '';
  // A named fault (a JSON file broken at a line and symbol) says more than the reason's sentence.
  const fault = error instanceof DeskInvokeError && 'fault' in (details ?? {}) ? errorFault(error.error) : null;
  if (!fault && (key === '' || !i18n.exists(key))) return <ErrorMessage error={error} />;
  return (
    <div className="error-box" role="alert" data-testid="import-changes-problem">
      <p>{fault ? t(runtimeKey(fault.key), fault.params) : t(runtimeKey(key))}</p>
    </div>
  );
}

/**
 * A new full stock list (JSON, CSV or XLSX) against what the operator holds: counts and every
 * row of the changes package first, a warning when the base is older than the last upload, then
 * the package sent as changes (PUT) through the uploads pipeline.
 */
export function ChangesPanel({ profileId }: { profileId: number }) {
  const { t, i18n } = useTranslation();
  const againstName = useId();
  const [file, setFile] = useState<ChosenFile>();
  const [against, setAgainst] = useState<Against>('snapshot');
  const build = useMutation({
    mutationFn: async (input: { file: ChosenFile; against: Against }) => {
      const changes = await invoke('import:changes-preview', {
        profileId,
        ...fileSourceOf(input.file),
        against: input.against,
      });
      // Nothing to send when nothing changed (the protocol sends no empty changes).
      const preview =
        changes.rows.length === 0
          ? undefined
          : await invoke('uploads:preview-file', { fileName: changes.packageFileName, bytes: changes.packageBytes });
      return { changes, preview };
    },
  });
  const pick = useMutation({ mutationFn: chooseFile, onSuccess: (chosen) => (setFile(chosen), build.reset()) });
  const result = build.data?.changes;
  const counts = result?.counts;

  return (
    <div className="imp-panel">
      <section className="upl-card">
        <h2 className="upl-card__title">{t('import.changes.title')}</h2>
        <p className="muted">{t('import.changes.hint')}</p>
        <FilePicker
          variant={file ? 'secondary' : 'primary'}
          accept={anyChosenAccept}
          testId="changes-file-input"
          onFile={(picked) => pick.mutate(picked)}
        >
          {file ? t('import.pick.another') : t('import.pick.button')}
        </FilePicker>
        {file && <p data-testid="changes-file-name">{t('import.pick.chosen', { name: file.name })}</p>}
        {pick.isError && <ErrorMessage error={pick.error} />}
        <fieldset className="imp-against">
          <legend>{t('import.changes.against')}</legend>
          {(['snapshot', 'last-full'] as const).map((a) => (
            <label key={a}>
              <input
                type="radio"
                name={againstName}
                checked={against === a}
                onChange={() => (setAgainst(a), build.reset())}
              />{' '}
              {t(a === 'snapshot' ? 'import.changes.againstSnapshot' : 'import.changes.againstLastFull')}
            </label>
          ))}
        </fieldset>
        <div className="upl-actions">
          <Button
            variant="primary"
            disabled={!file || build.isPending}
            onClick={() => build.mutate({ file: file!, against })}
          >
            {build.isPending ? t('import.changes.building') : t('import.changes.build')}
          </Button>
        </div>
        {build.isError && <ChangesProblem error={build.error} />}
      </section>

      {result && counts && (
        <section className="upl-card" aria-label={t('import.changes.table')} data-testid="changes-result">
          <dl className="imp-counts" data-testid="changes-counts">
            {(['added', 'changed', 'runOut', 'unchanged'] as const).map((k) => (
              <div key={k} data-testid={`changes-count-${k}`}>
                <dt>{t(`import.changes.counts.${k}`)}</dt>
                <dd>{formatNumber(counts[k], i18n.language, 0)}</dd>
              </div>
            ))}
          </dl>
          <p className="muted">
            {t('import.changes.baseTakenAt', { at: formatDateTime(result.baseTakenAt, i18n.language) })}
          </p>
          {result.newerUpload && (
            <p className="upl-note upl-note--warn" role="alert" data-testid="changes-stale">
              {t('import.changes.stale', {
                id: result.newerUpload.id,
                at: formatDateTime(result.newerUpload.startedAt, i18n.language),
              })}
            </p>
          )}
          {(result.errorCount > 0 || result.warningCount > 0) && (
            <ImportFindingsList
              findings={result.findings}
              errorCount={result.errorCount}
              warningCount={result.warningCount}
            />
          )}
          {result.rows.length === 0 ? (
            <p className="upl-note upl-note--good" data-testid="changes-none">
              {t('import.changes.noChanges')}
            </p>
          ) : (
            <ChangeRowsTable changesId={result.changesId} total={counts.added + counts.changed + counts.runOut} />
          )}
        </section>
      )}

      {result && result.errorCount > 0 && (
        <p className="upl-note upl-note--error" role="alert" data-testid="import-fix-first">
          {t('import.actions.fixFirst')}
        </p>
      )}
      {build.data?.preview && result?.errorCount === 0 && (
        <SendPackage
          key={build.data.preview.previewId}
          preview={build.data.preview}
          profileId={profileId}
          kinds={['changes']}
        />
      )}
    </div>
  );
}
