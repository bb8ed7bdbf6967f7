import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadHistorySort } from '@shared/ipc/channels/upload-history';
import { uploadKindSchema, uploadOutcomeSchema } from '@shared/ipc/channels/uploads';
import { useCurrentStore } from '@renderer/app/current-store';
import { Button } from '@renderer/ui/Button';
import { ColumnResizer } from '@renderer/ui/ColumnResizer';
import { useTableLayout } from '@renderer/ui/table-layout';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatNumber } from '@renderer/ui/format';
import { useDebounced } from '@renderer/ui/use-debounced';
import { storeDisplayName, useStores } from '../../stores';
import { statusText } from '../format';
import { saveDownload } from '@renderer/lib/save-download';
import { fetchAllHistory, historyCsv } from './history-csv';
import {
  emptyHistoryForm,
  isFiltered,
  rangeIsReversed,
  toHistoryFilter,
  type HistoryForm,
  type HistorySortState,
} from './history-filter';
import { OutcomeBadge } from '../OutcomeBadge';
import { useUploadHistory } from '../use-uploads';
import { When } from '../When';
import './history.css';
import { moscowDayIso, moscowDayNumber } from '@shared/time/moscow-time';
import { coreNow } from '@renderer/lib/core-clock';

// uPlot is loaded only when the chart is opened: the first screen does not carry it.
const UploadChart = lazy(() => import('./UploadChart').then((m) => ({ default: m.UploadChart })));

const PAGE_SIZE = 50;

/** What the history remembers while the manager looks at an upload's details and comes back. */
export interface HistoryState {
  form: HistoryForm;
  sort: HistorySortState;
  offset: number;
  chart: boolean;
}

export const initialHistoryState: HistoryState = {
  form: emptyHistoryForm,
  sort: { by: 'startedAt', desc: true },
  offset: 0,
  chart: false,
};

/** The upload ledger: filtered, searched and sorted in core; exported to CSV; drawn over time. */
export function UploadHistory({
  state,
  onChange,
  onOpen,
}: {
  state: HistoryState;
  onChange: (next: HistoryState) => void;
  onOpen: (uploadId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { profileId } = useCurrentStore();
  const stores = useStores();
  const { form, sort, offset } = state;
  const search = useDebounced(form.search, 250);
  const reversed = rangeIsReversed(form);
  const filter = toHistoryFilter({ ...form, search, ...(reversed ? { from: '', to: '' } : {}) }, profileId);
  // "Current store" before the stores have loaded: wait, rather than ask for every store's uploads.
  const list = useUploadHistory(
    filter,
    sort.by,
    sort.desc,
    offset,
    PAGE_SIZE,
    form.store !== 'current' || profileId !== undefined,
  );
  // A page past the end (another store picked in the shell, rows gone): back to the first page.
  const total = list.data?.total;
  useEffect(() => {
    if (total !== undefined && offset > 0 && offset >= total) onChange({ ...state, offset: 0 });
  }, [total, offset, state, onChange]);
  const [exported, setExported] = useState<{ file: string; count: number } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  // Column widths set on a header's edge, remembered like the kit tables' (table id "upload-history").
  const layout = useTableLayout('upload-history');

  const setForm = (patch: Partial<HistoryForm>) => onChange({ ...state, form: { ...form, ...patch }, offset: 0 });
  const storeName = (id: number) => {
    const store = stores.data?.find((s) => s.id === id);
    return store ? storeDisplayName(t, store) : `#${id}`;
  };
  const showStore = form.store === 'all';

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const items = await fetchAllHistory(filter, sort);
      // Dated by the Moscow day on core's clock, as every date of the ledger (not the UTC day).
      const day = moscowDayIso(moscowDayNumber(coreNow())).slice(0, 10);
      const file = `${t('uploadHistory.exportFile')}-${day}.csv`;
      const csv = await historyCsv(items, storeName, t, i18n.language);
      saveDownload({ fileName: file, mimeType: 'text/csv;charset=utf-8', bytes: new TextEncoder().encode(csv) });
      setExported({ file, count: items.length });
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  const header = (by: UploadHistorySort, label: string, className?: string) => {
    const active = sort.by === by;
    const width = layout.layout.widths[by];
    return (
      <th
        className={className}
        style={width === undefined ? undefined : { width, minWidth: width }}
        aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
      >
        <button
          type="button"
          className="upl-sort"
          title={t('uploadHistory.sortBy', { column: label })}
          onClick={() =>
            onChange({ ...state, offset: 0, sort: { by, desc: active ? !sort.desc : by === 'startedAt' } })
          }
        >
          {label}
          <span aria-hidden="true">{active ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
        </button>
        {/* Named «Ширина столбца «Вид»», not a second control named like the "Вид" filter above. */}
        <ColumnResizer
          label={t('uploadHistory.columnWidth', { column: label })}
          width={width}
          onResize={(px) => layout.setWidth(by, px)}
        />
      </th>
    );
  };

  return (
    <div className="upl-history">
      <form className="upl-filters" aria-label={t('uploadHistory.filters.label')} onSubmit={(e) => e.preventDefault()}>
        <label className="dk-field">
          {t('uploadHistory.filters.store')}
          <select
            value={String(form.store)}
            onChange={(e) => {
              const v = e.target.value;
              setForm({ store: v === 'current' || v === 'all' ? v : Number(v) });
            }}
          >
            <option value="current">{t('uploadHistory.filters.storeCurrent')}</option>
            <option value="all">{t('uploadHistory.filters.storeAll')}</option>
            {stores.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {storeDisplayName(t, s)}
              </option>
            ))}
          </select>
        </label>
        <label className="dk-field">
          {t('uploadHistory.filters.kind')}
          <select value={form.kind} onChange={(e) => setForm({ kind: e.target.value as HistoryForm['kind'] })}>
            <option value="">{t('uploadHistory.filters.any')}</option>
            {uploadKindSchema.options.map((k) => (
              <option key={k} value={k}>
                {t(`uploads.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="dk-field">
          {t('uploadHistory.filters.outcome')}
          <select value={form.outcome} onChange={(e) => setForm({ outcome: e.target.value as HistoryForm['outcome'] })}>
            <option value="">{t('uploadHistory.filters.any')}</option>
            {uploadOutcomeSchema.options.map((o) => (
              <option key={o} value={o}>
                {t(`outcomes.badge.${o}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="dk-field">
          {t('uploadHistory.filters.from')}
          <input type="date" value={form.from} onChange={(e) => setForm({ from: e.target.value })} />
        </label>
        <label className="dk-field">
          {t('uploadHistory.filters.to')}
          <input type="date" value={form.to} onChange={(e) => setForm({ to: e.target.value })} />
        </label>
        <label className="dk-field upl-filters__search">
          {t('uploadHistory.filters.search')}
          <input
            type="search"
            value={form.search}
            placeholder={t('uploadHistory.filters.searchPlaceholder')}
            onChange={(e) => setForm({ search: e.target.value })}
          />
        </label>
        <Button onClick={() => onChange({ ...state, form: emptyHistoryForm, offset: 0 })} disabled={!isFiltered(form)}>
          {t('uploadHistory.filters.reset')}
        </Button>
      </form>
      {reversed && (
        <p className="upl-note upl-note--warn" role="alert">
          {t('uploadHistory.filters.badRange')}
        </p>
      )}

      <div className="upl-history__bar">
        <span role="status" data-testid="history-count">
          {list.data ? t('uploadHistory.found', { count: list.data.total }) : t('common.loading')}
        </span>
        <Button
          onClick={() => void exportCsv()}
          busy={exporting}
          disabled={!list.data || list.data.total === 0}
          data-testid="history-export"
        >
          {exporting ? t('uploadHistory.exporting') : t('uploadHistory.export')}
        </Button>
        <Button onClick={() => onChange({ ...state, chart: !state.chart })} aria-expanded={state.chart}>
          {state.chart ? t('uploadHistory.chartHide') : t('uploadHistory.chartShow')}
        </Button>
        <span className="muted" role="status">
          {exported && t('uploadHistory.exported', exported)}
        </span>
      </div>
      {exportError !== null && <ErrorMessage error={exportError} />}

      {state.chart && (
        <Suspense fallback={<p className="muted">{t('uploadHistory.chartLoading')}</p>}>
          <UploadChart filter={filter} />
        </Suspense>
      )}

      {list.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : list.isError ? (
        <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <p className="upl-empty" data-testid="history-empty">
          {isFiltered(form) || form.store !== 'current'
            ? t('uploadHistory.emptyFiltered')
            : t('uploadHistory.emptyStart')}
        </p>
      ) : (
        <>
          {/* A scroll region of its own: focusable, so the keyboard can scroll it (axe scrollable-region-focusable). */}
          <div className="upl-table-wrap" tabIndex={0} role="region" aria-label={t('uploads.tabs.history')}>
            <table className="upl-table" data-testid="upload-history" aria-busy={list.isFetching || undefined}>
              <thead>
                <tr>
                  {header('startedAt', t('uploads.history.started'))}
                  {showStore && header('store', t('uploadHistory.store'))}
                  {header('kind', t('uploads.history.kind'))}
                  {header('fileName', t('uploads.history.file'))}
                  {header('rows', t('uploads.history.rows'), 'num')}
                  {header('outcome', t('uploads.history.outcome'))}
                  <th>{t('uploads.history.operatorStatus')}</th>
                  {header('minutesToProcessed', t('uploadHistory.minutes'), 'num')}
                  <th>
                    <span className="upl-sr-only">{t('uploads.history.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((u) => (
                  <tr key={u.id} data-testid="upload-row">
                    <td>
                      <When iso={u.startedAt} />
                    </td>
                    {showStore && <td>{storeName(u.profileId)}</td>}
                    <td>{t(`uploads.kinds.${u.kind}`)}</td>
                    <td className="upl-file">{u.fileName ?? '—'}</td>
                    <td className="num">{u.rows === null ? '—' : formatNumber(u.rows, i18n.language)}</td>
                    <td>
                      <OutcomeBadge upload={u} />
                    </td>
                    <td>
                      {u.statusId !== null
                        ? statusText(t, u.statusId)
                        : u.tracking === 'active'
                          ? t('uploads.tracking.active')
                          : '—'}
                    </td>
                    <td className="num">
                      {u.minutesToProcessed === null ? '—' : formatNumber(u.minutesToProcessed, i18n.language, 1)}
                    </td>
                    <td>
                      <Button variant="ghost" onClick={() => onOpen(u.id)}>
                        {t('uploads.history.open')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.data.total > PAGE_SIZE && (
            <div className="upl-pager">
              <Button
                disabled={offset === 0}
                onClick={() => onChange({ ...state, offset: Math.max(0, offset - PAGE_SIZE) })}
              >
                {t('uploads.history.prev')}
              </Button>
              <span>
                {t('uploads.history.page', {
                  from: offset + 1,
                  to: Math.min(list.data.total, offset + PAGE_SIZE),
                  total: list.data.total,
                })}
              </span>
              <Button
                disabled={offset + PAGE_SIZE >= list.data.total}
                onClick={() => onChange({ ...state, offset: offset + PAGE_SIZE })}
              >
                {t('uploads.history.next')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
