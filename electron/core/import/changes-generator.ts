// A changes package (PUT, an upsert by prtId) from a new full stock list and what the operator
// holds: new and changed batches as they are now, and `qnt: 0` for batches gone from the list.
import { stockRowFields, type StockRowField } from '@shared/protocol/stocks';

/** A base row: the operator's copy of a batch (the read-back snapshot), absent fields null. */
export type BaseRow = Partial<Record<StockRowField, unknown>> & { prtId: string | null };

export type ChangeKind = 'added' | 'changed' | 'run-out';

export interface ChangesResult {
  counts: { added: number; changed: number; runOut: number; unchanged: number };
  /** The package rows, in order: the new list's added and changed rows, then the run-out ones. */
  rows: Record<string, unknown>[];
  /** What each package row is; for changed rows, the fields that differ. */
  kinds: { kind: ChangeKind; fields: string[] }[];
}

/** Two field values the same for the operator: dates compared as instants, absent = null. */
function same(a: unknown, b: unknown): boolean {
  const x = a ?? null;
  const y = b ?? null;
  if (x === y) return true;
  if (typeof x === 'string' && typeof y === 'string' && /^\d{4}-\d\d-\d\dT/.test(x) && /^\d{4}-\d\d-\d\dT/.test(y))
    return Date.parse(x) === Date.parse(y);
  return false;
}

/** The base row as an upload row: only upload fields, without empty ones, with `qnt: 0`. */
function runOutRow(base: BaseRow): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of stockRowFields) {
    const value = base[field];
    if (value !== null && value !== undefined) row[field] = value;
  }
  row.qnt = 0;
  return row;
}

/**
 * The row as it may go in a changes package: a PUT is an upsert, so a `null` would erase what the
 * operator holds. A field the base holds is never sent as null or undefined; it is left out and
 * stays as the operator has it (protocol notes: "Changes never erase").
 */
function withoutErasures(row: Record<string, unknown>, was: BaseRow): Record<string, unknown> {
  let kept: Record<string, unknown> | null = null;
  for (const field of Object.keys(row)) {
    if (row[field] !== null && row[field] !== undefined) continue;
    if (was[field as StockRowField] === null || was[field as StockRowField] === undefined) continue;
    kept ??= { ...row };
    delete kept[field];
  }
  return kept ?? row;
}

/**
 * Compares the new list to the base by prtId. A row counts as changed when any field it
 * carries differs from the base (fields it does not carry, or carries empty while the base holds
 * a value, are left as the operator has them). Base batches already at zero that left the list
 * are not sent again.
 */
export function buildChanges(next: readonly Record<string, unknown>[], base: readonly BaseRow[]): ChangesResult {
  const byPrtId = new Map<string, BaseRow>();
  for (const row of base) if (row.prtId !== null) byPrtId.set(row.prtId, row);
  const result: ChangesResult = { counts: { added: 0, changed: 0, runOut: 0, unchanged: 0 }, rows: [], kinds: [] };
  const seen = new Set<string>();
  for (const row of next) {
    const prtId = typeof row.prtId === 'string' ? row.prtId : null;
    const was = prtId === null ? undefined : byPrtId.get(prtId);
    if (prtId !== null) seen.add(prtId);
    if (was === undefined) {
      result.counts.added++;
      result.rows.push(row);
      result.kinds.push({ kind: 'added', fields: [] });
      continue;
    }
    const sent = withoutErasures(row, was);
    const fields = Object.keys(sent).filter((f) => !same(sent[f], was[f as StockRowField]));
    if (fields.length === 0) {
      result.counts.unchanged++;
      continue;
    }
    result.counts.changed++;
    result.rows.push(sent);
    result.kinds.push({ kind: 'changed', fields });
  }
  for (const row of base) {
    if (row.prtId === null || seen.has(row.prtId) || row.qnt === 0) continue;
    seen.add(row.prtId);
    result.counts.runOut++;
    result.rows.push(runOutRow(row));
    result.kinds.push({ kind: 'run-out', fields: ['qnt'] });
  }
  return result;
}
