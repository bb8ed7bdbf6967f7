import { Rng } from './random';

/**
 * One counter for every dictionary, like a database-wide rowversion: each write takes the next
 * value plus a small seeded gap, so versions are unique across dictionaries, strictly increasing,
 * and a client cannot assume they are dense. The start is above 2^32 so a client that keeps
 * `rvInt` in a 32-bit integer fails at once rather than in production.
 */
export class VersionClock {
  private last: number;
  private readonly gaps: Rng;

  constructor(seed: number, start = 5_000_000_000) {
    this.gaps = Rng.for(seed, 'version-gaps');
    this.last = start + this.gaps.int(1_000_000);
  }

  /** The next version. */
  next(): number {
    this.last += 1 + (this.gaps.u32() & 3);
    return this.last;
  }

  /** The latest version handed out. */
  current(): number {
    return this.last;
  }
}

/**
 * The version columns of one dictionary: `rvInt` and `actual` per row, and `order`, the row
 * indexes sorted by `rvInt`, which is the order chunks are served in. Rows are never removed.
 */
export class RowVersions {
  rvInt: Float64Array;
  actual: Uint8Array;
  order: Uint32Array;
  length = 0;

  constructor(capacity: number) {
    const cap = Math.max(16, capacity);
    this.rvInt = new Float64Array(cap);
    this.actual = new Uint8Array(cap);
    this.order = new Uint32Array(cap);
  }

  /** Appends a row with a fresh version; returns its index. */
  push(clock: VersionClock, actual: boolean): number {
    if (this.length === this.rvInt.length) this.grow();
    const row = this.length++;
    this.rvInt[row] = clock.next();
    this.actual[row] = actual ? 1 : 0;
    this.order[row] = row;
    return row;
  }

  /** Gives the rows new versions in the order given (each row at most once) and re-sorts. */
  touch(rows: readonly number[], clock: VersionClock): void {
    if (rows.length === 0) return;
    const moved = new Uint8Array(this.length);
    for (const row of rows) moved[row] = 1;
    let kept = 0;
    for (let k = 0; k < this.length; k++) {
      const row = this.order[k] as number;
      if (!moved[row]) this.order[kept++] = row;
    }
    for (const row of rows) {
      this.rvInt[row] = clock.next();
      this.order[kept++] = row;
    }
  }

  /** Position in `order` of the first row whose version is greater than `after`. */
  firstAfter(after: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.rvInt[this.order[mid] as number] as number) > after) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Highest version held, 0 for an empty dictionary. */
  max(): number {
    return this.length === 0 ? 0 : (this.rvInt[this.order[this.length - 1] as number] as number);
  }

  private grow(): void {
    const cap = this.rvInt.length * 2;
    const rv = new Float64Array(cap);
    rv.set(this.rvInt);
    const actual = new Uint8Array(cap);
    actual.set(this.actual);
    const order = new Uint32Array(cap);
    order.set(this.order);
    this.rvInt = rv;
    this.actual = actual;
    this.order = order;
  }
}

/** A growable Int32 column for row data that mutation can append to. */
export class IntColumn {
  data: Int32Array;
  length = 0;

  constructor(capacity: number) {
    this.data = new Int32Array(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  get(row: number): number {
    return this.data[row] as number;
  }

  set(row: number, value: number): void {
    this.data[row] = value;
  }
}

/** A growable Float64 column (EAN-13 codes, doubles). */
export class FloatColumn {
  data: Float64Array;
  length = 0;

  constructor(capacity: number) {
    this.data = new Float64Array(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  get(row: number): number {
    return this.data[row] as number;
  }

  set(row: number, value: number): void {
    this.data[row] = value;
  }
}
