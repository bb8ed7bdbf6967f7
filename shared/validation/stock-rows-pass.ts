// The row checker's pass over a parsed `stocks` array, a slice at a time: what it counts and which
// rows fail, warn or repeat a prtId. A plain method, not the check's generator loop: V8 optimizes
// a loop inside a generator late or not at all (the same 100,000 rows took 41 ms there, 16–22 ms here).
import { FirstSeen, type KeyHash } from './first-seen';
import { checkRow, lastRow, setRowPrototypeClean } from './stock-row-check';

/** The prtId of a row given to FirstSeen (a string: only such rows are). */
const prtIdOf = (row: unknown) => (row as { prtId: string }).prtId;

/** What the rows checked so far hold. */
export class RowsPass {
  /** Offending fields, counted as the validator lists them. */
  rowErrors = 0;
  /** Keys of the object rows (with the package's own: compared with the pre-scan's members). */
  members = 0;
  /** Warnings of the rows (nulls where the spec is silent, unknown fields). */
  warningCount = 0;
  /** Rows that are not JSON objects. */
  nonObjectRows = 0;
  /** Rows with an error (at most maxErrors of them), in order. */
  readonly failing: number[] = [];
  /** Rows with a warning (at most maxWarnings of them), in order. */
  readonly warned: number[] = [];
  /** Each row whose prtId repeats an earlier one → that first row. */
  readonly repeats = new Map<number, number>();
  private readonly firstOf: FirstSeen<unknown>;

  constructor(
    private readonly stocks: readonly unknown[],
    private readonly checkRetail: boolean,
    private readonly maxErrors: number,
    private readonly maxWarnings: number,
    /** The prtId table's hash (the tests give one that always collides). */
    hash?: KeyHash,
  ) {
    this.firstOf = new FirstSeen(stocks, prtIdOf, hash);
    setRowPrototypeClean();
  }

  /** Checks rows `from` to `to` (exclusive). */
  run(from: number, to: number): void {
    const { stocks, checkRetail, maxErrors, maxWarnings, failing, warned, firstOf, repeats } = this;
    // The prtIds of the slice first, in a loop of their own (its table lookups do not wait on the
    // row checks; one loop for both measured the same within noise), then the row checker.
    let repeatsHere = 0;
    let fast = firstOf.fastPath(to - from, to);
    let placed = 0;
    for (let i = from; i < to; i++) {
      const row = stocks[i];
      const prtId = typeof row === 'object' && row !== null ? (row as { prtId?: unknown }).prtId : undefined;
      if (typeof prtId !== 'string') continue;
      if (fast !== null) {
        // FirstSeen's common case written out here (through its method the pass measured 3 ms longer).
        const h = fast.hash(prtId, fast.seed) | 1;
        const slot = (h >>> 1) & fast.mask;
        if (fast.table[slot] === 0) {
          fast.table[slot] = h;
          fast.rowHashes[i] = h;
          placed++;
          continue;
        }
      }
      firstOf.added(placed);
      placed = 0;
      // Every repeat is an error naming the first row.
      const first = firstOf.firstOrAdd(prtId, i);
      // The table may have given up on its hash (a Map from now on): no more writing into it.
      if (firstOf.usesMap) fast = null;
      if (first < 0) continue;
      repeats.set(i, first);
      repeatsHere++;
    }
    firstOf.added(placed);
    let { rowErrors, members, warningCount, nonObjectRows } = this;
    for (let i = from; i < to; i++) {
      const row = stocks[i];
      if (typeof row !== 'object' || row === null || Array.isArray(row)) nonObjectRows++;
      const bad = checkRow(row, checkRetail, repeatsHere > 0 && repeats.has(i));
      members += lastRow.keys;
      warningCount += lastRow.warnings;
      if (lastRow.warnings > 0 && warned.length < maxWarnings) warned.push(i);
      if (bad === 0) continue;
      rowErrors += bad;
      if (failing.length < maxErrors) failing.push(i);
    }
    this.rowErrors = rowErrors;
    this.members = members;
    this.warningCount = warningCount;
    this.nonObjectRows = nonObjectRows;
  }
}
