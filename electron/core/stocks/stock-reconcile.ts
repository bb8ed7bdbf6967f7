import type { Reconciliation, StockSnapshotRow } from '@shared/ipc/channels/stocks';
import { operatorInstant } from '@shared/protocol/operator-date-time';
import { isStockRowField } from '@shared/protocol/stock-fields';
import { DeskError } from '../errors';
import { stockColumns, type ColumnKind } from './stock-columns';

/** Lists in a reconciliation stop at this many rows; totals count them all. */
export const RECONCILE_LIST_LIMIT = 1000;

/** The upload fields compared (2.3 without prtId, the key; server-only fields are not ours to compare). */
const compared = stockColumns.filter((c) => isStockRowField(c.field) && c.field !== 'prtId');

type Cell = string | number | boolean | null;
type Row = Record<string, unknown>;

/** A stock package read leniently: rows are compared as they are, even when the package would not pass validation. */
export function readPackage(text: string, fileName: string): { date: string | null; rows: Row[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new DeskError(
      'file-invalid',
      `${fileName} is not JSON (${(error as Error).message}); choose the stock package file that was uploaded.`,
      {
        reason: 'not-a-package',
        fileName,
      },
    );
  }
  const stocks = typeof parsed === 'object' && parsed !== null ? (parsed as { stocks?: unknown }).stocks : undefined;
  if (!Array.isArray(stocks)) {
    throw new DeskError('file-invalid', `${fileName} is not a stock package: it has no "stocks" array.`, {
      reason: 'not-a-package',
      fileName,
    });
  }
  const date = (parsed as { date?: unknown }).date;
  return {
    date: typeof date === 'string' ? date : null,
    rows: stocks.filter((r): r is Row => typeof r === 'object' && r !== null && !Array.isArray(r)),
  };
}

/** Whether our value and the server's are the same, for a field of this kind. */
function same(kind: ColumnKind, ours: unknown, theirs: unknown): boolean {
  const a = ours ?? null;
  const b = theirs ?? null;
  if (a === null || b === null) return a === b;
  if (kind === 'number' && typeof a === 'number' && typeof b === 'number')
    return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
  if (kind === 'date' && typeof a === 'string' && typeof b === 'string') {
    // Date-times compare as instants, by the one rule for operator dates (no offset = UTC).
    const ta = operatorInstant(a);
    const tb = operatorInstant(b);
    return Number.isNaN(ta) || Number.isNaN(tb) ? a === b : ta === tb;
  }
  return a === b;
}

const asCell = (v: unknown): Cell =>
  v === undefined || v === null
    ? null
    : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
      ? v
      : JSON.stringify(v);

const ref = (row: Row) => ({
  prtId: typeof row.prtId === 'string' ? row.prtId : null,
  nnt: typeof row.nnt === 'number' ? row.nnt : null,
  sku: typeof row.sku === 'string' ? row.sku : null,
  qnt: typeof row.qnt === 'number' ? row.qnt : null,
});

/**
 * Compares a package with the server's read-back, row by row. Rows pair by prtId; when the
 * server's rows carry no prtId (the spec's sample omits it), by nnt + sku + series. A field we
 * did not send is not compared: the server may fill defaults we made no claim about.
 */
export function reconcile(input: {
  fileName: string;
  kind: 'full' | 'changes';
  packageDate: string | null;
  ours: readonly Row[];
  theirs: readonly StockSnapshotRow[];
  snapshotPulledAt: string;
}): Reconciliation {
  const serverHasPrtId = input.theirs.every((r) => typeof r.prtId === 'string' && r.prtId !== '');
  const matchedBy = serverHasPrtId ? 'prtId' : 'nnt+sku+series';
  const keyOf = (row: Row): string | null => {
    if (matchedBy === 'prtId') return typeof row.prtId === 'string' && row.prtId !== '' ? row.prtId : null;
    if (typeof row.nnt !== 'number') return null;
    return JSON.stringify([row.nnt, row.sku ?? null, row.series ?? null]);
  };

  const server = new Map<string, StockSnapshotRow>();
  for (const row of input.theirs) {
    const key = keyOf(row as unknown as Row);
    if (key !== null && !server.has(key)) server.set(key, row);
  }

  const missing: ReturnType<typeof ref>[] = [];
  const differing: (ReturnType<typeof ref> & { fields: { field: string; ours: Cell; theirs: Cell }[] })[] = [];
  const seen = new Set<string>();
  let ourWithoutKey = 0;
  let ourDuplicates = 0;
  let matched = 0;
  let missingTotal = 0;
  let differingTotal = 0;

  for (const row of input.ours) {
    const key = keyOf(row);
    if (key === null) {
      ourWithoutKey++;
      continue;
    }
    if (seen.has(key)) {
      ourDuplicates++;
      continue;
    }
    seen.add(key);
    const theirs = server.get(key) as unknown as Row | undefined;
    if (!theirs) {
      // A run-out batch (qnt 0) in a changes package may well be gone from the server.
      if (input.kind === 'changes' && row.qnt === 0) continue;
      missingTotal++;
      if (missing.length < RECONCILE_LIST_LIMIT) missing.push(ref(row));
      continue;
    }
    matched++;
    const fields = compared
      .filter((c) => c.field in row && !same(c.kind, row[c.field], theirs[c.field]))
      .map((c) => ({ field: c.field, ours: asCell(row[c.field]), theirs: asCell(theirs[c.field]) }));
    if (fields.length > 0) {
      differingTotal++;
      if (differing.length < RECONCILE_LIST_LIMIT) differing.push({ ...ref(row), fields });
    }
  }

  const onlyOnServer: ReturnType<typeof ref>[] = [];
  let onlyTotal = 0;
  if (input.kind === 'full') {
    for (const [key, row] of server) {
      if (seen.has(key)) continue;
      onlyTotal++;
      if (onlyOnServer.length < RECONCILE_LIST_LIMIT) onlyOnServer.push(ref(row as unknown as Row));
    }
  }

  return {
    fileName: input.fileName,
    kind: input.kind,
    packageDate: input.packageDate,
    ourRows: input.ours.length,
    serverRows: input.theirs.length,
    matched,
    matchedBy,
    snapshotPulledAt: input.snapshotPulledAt,
    ourWithoutKey,
    ourDuplicates,
    missingOnServer: { total: missingTotal, rows: missing },
    onlyOnServer: { total: onlyTotal, rows: onlyOnServer },
    differing: { total: differingTotal, rows: differing },
    listLimit: RECONCILE_LIST_LIMIT,
  };
}
