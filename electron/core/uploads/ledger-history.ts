import type {
  UploadChartPoint,
  UploadHistoryFilter,
  UploadHistoryItem,
  UploadHistorySort,
} from '@shared/ipc/channels/upload-history';
import { MAX_CHART_POINTS } from '@shared/ipc/channels/upload-history';
import { foldKey } from '../db/fold-key';
import type { Db } from '../db/open-database';
import { toSummary, type LedgerRow } from './ledger-rows';

/**
 * When this PC first saw Processed (status 2), and the minutes from sending to then; both clocks
 * are this PC's (the core clock), so the difference never mixes the operator's clock with ours.
 */
const PROCESSED_AT = `(SELECT MIN(t.observed_at) FROM upload_status_timeline t WHERE t.upload_id = l.id AND t.status_id = 2)`;
const MINUTES = `ROUND((julianday(${PROCESSED_AT}) - julianday(COALESCE(l.request_started_at, l.started_at))) * 1440, 1)`;

/** Sort columns → SQL (whitelisted: only these strings ever reach the ORDER BY). */
const ORDER: Record<UploadHistorySort, string> = {
  startedAt: 'l.started_at',
  store: 'p.name',
  kind: 'l.kind',
  fileName: 'desk_fold(l.file_name)',
  rows: 'l.rows',
  outcome: 'l.outcome',
  minutesToProcessed: 'minutes_to_processed',
};

/** `%`, `_` and the escape itself are literal in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause and its parameters for a filter (every condition bound, never spliced). */
function where(filter: UploadHistoryFilter): { sql: string; params: (string | number)[] } {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  const oneOf = (column: string, values: readonly (string | number)[] | undefined) => {
    if (!values || values.length === 0) return;
    parts.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  oneOf('l.profile_id', filter.profileIds);
  oneOf('l.kind', filter.kinds);
  oneOf('l.outcome', filter.outcomes);
  // Stored times are UTC ISO text, so the bounds are compared as UTC ISO text too.
  if (filter.from) {
    parts.push('l.started_at >= ?');
    params.push(new Date(filter.from).toISOString());
  }
  if (filter.to) {
    parts.push('l.started_at < ?');
    params.push(new Date(filter.to).toISOString());
  }
  const search = filter.search?.trim();
  if (search) {
    parts.push("(desk_fold(l.file_name) LIKE ? ESCAPE '\\' OR lower(l.message_id) LIKE ? ESCAPE '\\')");
    params.push(likePattern(foldKey(search)), likePattern(search.toLowerCase()));
  }
  return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', params };
}

type HistoryRow = LedgerRow & { processed_at: string | null; minutes_to_processed: number | null };

/** The history of uploads: filtered, searched and sorted in SQL; and the chart's points. */
export function createLedgerHistory(db: Db) {
  return {
    /** A page of the filtered history; ties broken by id so pages never overlap. */
    historyPage(
      filter: UploadHistoryFilter,
      sort: UploadHistorySort,
      desc: boolean,
      offset: number,
      limit: number,
    ): { total: number; items: UploadHistoryItem[] } {
      const w = where(filter);
      const from = 'FROM upload_ledger l JOIN store_profiles p ON p.id = l.profile_id';
      const total = db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n ${from} ${w.sql}`).get(...w.params)!.n;
      const dir = desc ? 'DESC' : 'ASC';
      // Unprocessed uploads (no minutes) sort last in either direction.
      const nullsLast = sort === 'minutesToProcessed' || sort === 'rows' ? `${ORDER[sort]} IS NULL, ` : '';
      const items = db
        .prepare<unknown[], HistoryRow>(
          `SELECT l.*, (SELECT COUNT(*) FROM upload_errors e WHERE e.upload_id = l.id) AS error_count,
             ${PROCESSED_AT} AS processed_at, ${MINUTES} AS minutes_to_processed
           ${from} ${w.sql}
           ORDER BY ${nullsLast}${ORDER[sort]} ${dir}, l.id ${dir} LIMIT ? OFFSET ?`,
        )
        .all(...w.params, limit, offset)
        .map((row) => ({
          ...toSummary(row),
          processedAt: row.processed_at,
          minutesToProcessed: row.minutes_to_processed,
        }));
      return { total, items };
    },

    /** The newest matching uploads (at most MAX_CHART_POINTS), oldest first, for the chart. */
    historyChart(filter: UploadHistoryFilter): { points: UploadChartPoint[]; total: number } {
      const w = where(filter);
      const total = db
        .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM upload_ledger l ${w.sql}`)
        .get(...w.params)!.n;
      const points = db
        .prepare<
          unknown[],
          Omit<UploadChartPoint, 'startedAt' | 'minutesToProcessed'> & { startedAt: string; minutes: number | null }
        >(
          `SELECT id, kind, outcome, startedAt, rows, minutes FROM (
             SELECT l.id, l.kind, l.outcome, l.started_at AS startedAt, l.rows, ${MINUTES} AS minutes
             FROM upload_ledger l ${w.sql} ORDER BY l.started_at DESC, l.id DESC LIMIT ?
           ) ORDER BY startedAt, id`,
        )
        .all(...w.params, MAX_CHART_POINTS)
        .map(({ minutes, ...p }) => ({ ...p, minutesToProcessed: minutes }));
      return { points, total };
    },
  };
}
