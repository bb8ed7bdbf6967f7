import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeCounts } from '@shared/ipc/channels/codes';
import type { AcknowledgeableRule, GuardFinding } from '@shared/ipc/channels/uploads';
import { GuardRailDialog } from '@renderer/features/uploads';
import { Button } from '@renderer/ui/Button';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { DeskInvokeError } from '@renderer/lib/ipc';
import { saveDownload } from '@renderer/lib/save-download';
import { CodeRow } from './CodeRow';
import { LeftOutDialog, type LeftOutDetails } from './LeftOutDialog';
import {
  useExportMissing,
  useResolvedRows,
  useSendReady,
  type ChooseResult,
  type Resolution,
  type RowFilter,
} from './use-codes';
import './codes.css';

const PAGE = 100;
const filters: RowFilter[] = [
  'attention',
  'all',
  'not-found',
  'conflict',
  'store-link',
  'barcode',
  'confirmed',
  'file',
];
const countOrder: (keyof Omit<CodeCounts, 'total'>)[] = [
  'file',
  'storeLink',
  'barcode',
  'confirmed',
  'notFound',
  'conflicts',
  'ambiguous',
];

/** A refusal of `codes:send-ready` that only asks the manager to accept the rows left out. */
function leftOutOf(error: unknown): LeftOutDetails | undefined {
  if (!(error instanceof DeskInvokeError) || error.error.code !== 'guard-rail') return undefined;
  const details = error.error.details as (Partial<LeftOutDetails> & { reason?: string }) | undefined;
  if (!details) return undefined;
  return details.reason === 'rows-left-out' ? (details as LeftOutDetails) : undefined;
}

/** Any other guard rail of the upload (window, second full today, row drop…): its findings for the uploads' dialog. */
function guardFindingsOf(error: unknown): GuardFinding[] | undefined {
  if (!(error instanceof DeskInvokeError) || error.error.code !== 'guard-rail') return undefined;
  const details = error.error.details as { findings?: GuardFinding[] } | undefined;
  return details?.findings;
}

/**
 * The operator codes of an import: how each row's code was found, what needs the manager (rows
 * without a code, disagreements, ambiguous barcodes), the list for the operator's linking portal,
 * and sending the rows that have a code — never silently without the others.
 */
export function CodesPanel({ profileId, resolution }: { profileId: number; resolution: Resolution }) {
  const { t, i18n } = useTranslation();
  const id = resolution.resolutionId;
  // Counts as of the manager's last choice (each choice answers with the new counts).
  const [counts, setCounts] = useState(resolution.counts);
  // The last choice is said here, not in its row: a row that no longer needs attention leaves the list.
  const [lastChoice, setLastChoice] = useState<ChooseResult>();
  const chosen = (result: ChooseResult) => {
    setCounts(result.counts);
    setLastChoice(result);
  };
  const hasAttention = counts.notFound + counts.conflicts + counts.ambiguous > 0;
  const [filter, setFilter] = useState<RowFilter>(hasAttention ? 'attention' : 'all');
  const [limit, setLimit] = useState(PAGE);
  const rows = useResolvedRows(id, filter, limit);
  const exportMissing = useExportMissing(id);
  const send = useSendReady(profileId, id);
  const leftOut = leftOutOf(send.error);
  const guard = leftOut ? undefined : guardFindingsOf(send.error);
  // What the manager has agreed to so far: each answer adds to it, and the next try carries it all.
  const [answer, setAnswer] = useState({ leftOutAcknowledged: false, acknowledge: [] as AcknowledgeableRule[] });
  const sendWith = (next: typeof answer) => {
    setAnswer(next);
    send.mutate(next);
  };
  const ready = counts.total - counts.notFound;

  const download = (format: 'csv' | 'xlsx') =>
    exportMissing.mutate(
      { format, language: i18n.language === 'en' ? 'en' : 'ru' },
      { onSuccess: (file) => saveDownload(file) },
    );

  return (
    <section className="upl-card cds-panel" aria-labelledby="cds-title" data-testid="codes-panel">
      <h2 className="upl-card__title" id="cds-title">
        {t('codes.title')}
      </h2>
      <p className="muted">{t('codes.intro')}</p>
      <h3 className="cds-subtitle">{t('codes.counts.title')}</h3>
      <dl className="cds-counts" data-testid="code-counts">
        {countOrder
          .filter((k) => counts[k] > 0 || k === 'notFound')
          .map((k) => (
            <div key={k} className={`cds-count cds-count--${k}`} data-count={k}>
              <dt>{t(`codes.counts.${k}`)}</dt>
              <dd>{counts[k]}</dd>
            </div>
          ))}
      </dl>

      <div className="dk-field cds-filter">
        <label htmlFor="cds-filter">{t('codes.filter.label')}</label>
        <select
          id="cds-filter"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as RowFilter);
            setLimit(PAGE);
          }}
        >
          {filters.map((f) => (
            <option key={f} value={f}>
              {t(`codes.filter.${f}`)}
            </option>
          ))}
        </select>
      </div>
      {lastChoice && (
        <p className="upl-note upl-note--good" role="status" data-testid="code-chosen">
          {t('codes.chosen', { nnt: lastChoice.row.nnt, row: lastChoice.row.sourceRow })}
          {lastChoice.alsoApplied > 0 && ` ${t('codes.chosenAlso', { count: lastChoice.alsoApplied })}`}
        </p>
      )}
      {rows.isError && <ErrorMessage error={rows.error} />}
      {rows.data && rows.data.total === 0 && <p className="muted">{t('codes.table.empty')}</p>}
      {rows.data && rows.data.total > 0 && (
        <div className="cds-table-wrap" tabIndex={0} role="region" aria-labelledby="cds-title">
          <table className="cds-table" data-testid="code-rows">
            <thead>
              <tr>
                <th scope="col">{t('codes.table.row')}</th>
                <th scope="col">{t('codes.table.sku')}</th>
                <th scope="col">{t('codes.table.barcode')}</th>
                <th scope="col">{t('codes.table.name')}</th>
                <th scope="col">{t('codes.table.source')}</th>
                <th scope="col">{t('codes.table.product')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.data.rows.map((row) => (
                <CodeRow key={row.index} row={row} profileId={profileId} resolutionId={id} onChosen={chosen} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.data && rows.data.total > 0 && (
        <p className="muted">
          {t('codes.table.shown', { shown: rows.data.rows.length, total: rows.data.total })}{' '}
          {rows.data.rows.length < rows.data.total && (
            <Button variant="ghost" onClick={() => setLimit((l) => l + PAGE)}>
              {t('codes.table.more')}
            </Button>
          )}
        </p>
      )}

      <h3 className="cds-subtitle">{t('codes.export.title')}</h3>
      <p className="muted">{t('codes.export.hint')}</p>
      <div className="upl-actions">
        <Button busy={exportMissing.isPending} onClick={() => download('csv')} data-testid="codes-export-csv">
          {t('codes.export.csv')}
        </Button>
        <Button busy={exportMissing.isPending} onClick={() => download('xlsx')} data-testid="codes-export-xlsx">
          {t('codes.export.xlsx')}
        </Button>
      </div>
      {exportMissing.isError && <ErrorMessage error={exportMissing.error} />}

      <h3 className="cds-subtitle">{t('codes.send.title')}</h3>
      <p data-testid="codes-ready">{t('codes.send.ready', { ready, total: counts.total })}</p>
      {ready === 0 && <p className="muted">{t('codes.send.nothing')}</p>}
      <div className="upl-actions">
        <Button
          variant="primary"
          // Rows without a code are left out (and named first); any other error of the ready rows is the
          // upload pipeline's guard rail (invalid-package), asked in its dialog before anything is sent.
          disabled={ready === 0 || send.isSuccess}
          busy={send.isPending}
          onClick={() => sendWith(answer)}
          data-testid="codes-send"
        >
          {t('codes.send.button')}
        </Button>
      </div>
      {send.isError && !leftOut && !guard && <ErrorMessage error={send.error} />}
      {send.data && (
        <p className="upl-note upl-note--good" role="status" data-testid="codes-sent">
          {t('codes.send.sent', { id: send.data.upload.id, sent: send.data.sent, leftOut: send.data.leftOut })}
        </p>
      )}
      {leftOut && (
        <LeftOutDialog
          details={leftOut}
          busy={send.isPending}
          onConfirm={() => sendWith({ ...answer, leftOutAcknowledged: true })}
          onCancel={() => send.reset()}
        />
      )}
      {guard && (
        <GuardRailDialog
          findings={guard}
          onCancel={() => send.reset()}
          onConfirm={(acknowledge) => sendWith({ ...answer, acknowledge: [...answer.acknowledge, ...acknowledge] })}
        />
      )}
    </section>
  );
}
