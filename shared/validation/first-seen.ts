// The first row of each key (a package's prtIds), for the uniqueness rule. A Map<string, number>
// does the same; this table is used instead because on 100,000 rows the Map's get + set and its
// growing tables cost 12–20 ms, about what checking the rows costs, and this about half of that
// (docs/performance.md, bench/validate). first-seen.test.ts proves it answers as a Map on
// thousands of generated key lists, colliding ones included.

/** Probes or back-scanned rows allowed per key on average before the table gives up on its hash and becomes a Map. */
const BUDGET = 8;

/** A 32-bit FNV-1a of every UTF-16 unit from a seed, mixed so every bit depends on every unit. */
export type KeyHash = (key: string, seed: number) => number;

export const fnvHash: KeyHash = (key, seed) => {
  let h = seed ^ key.length;
  for (let k = 0; k < key.length; k++) h = Math.imul(h ^ key.charCodeAt(k), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
};

/**
 * Remembers the first row of every key it is given. The open-addressing table holds only each
 * key's 32-bit hash (4 bytes a slot, so it stays in the cache while the rows stream past); the
 * hash of every row is kept in row order, and a key whose hash is already in the table is looked
 * for there, from the first row, comparing the strings. Keys that share a hash are thus told
 * apart; when probing or those searches run over their budget (keys made to collide), the rest
 * goes to a Map, so a hostile file costs what it cost before.
 */
export class FirstSeen<T> {
  /** Open addressing: a key's hash (odd, so never 0) or 0 for an empty slot. */
  private table: Int32Array;
  private mask: number;
  /** Each row's hash (0: no key given for it). */
  private rowHashes: Int32Array;
  private size = 0;
  private work = 0;
  private map: Map<string, number> | null = null;
  /** Random per table: the slots of a key are not known in advance to whoever wrote the file. */
  private readonly seed = (Math.random() * 0x7fffffff) | 0;

  constructor(
    /** The rows: the key given with a row is read back from it when its hash matches a new key's. */
    private readonly rows: readonly T[],
    /**
     * A row's key. One function for every table (not a closure per package): optimized code that
     * inlined a closure is thrown away when that closure dies, so a new closure each time cost a
     * deoptimization per package.
     */
    private readonly keyOf: (row: T) => string,
    private readonly hash: KeyHash = fnvHash,
  ) {
    const expected = rows.length;
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.mask = capacity - 1;
    this.table = new Int32Array(capacity);
    this.rowHashes = new Int32Array(Math.max(16, expected));
  }

  /** The first row given `key`; if this is the first, records `row` and answers -1. Rows come in increasing order. */
  firstOrAdd(key: string, row: number): number {
    if (this.map !== null) return mapFirstOrAdd(this.map, key, row);
    const h = this.hash(key, this.seed) | 1;
    const { table, mask } = this;
    let slot = (h >>> 1) & mask;
    for (;;) {
      const at = table[slot]!;
      if (at === 0) {
        table[slot] = h;
        if (++this.size * 2 > mask + 1) this.grow();
        break;
      }
      if (at === h) {
        // This hash was given before: the same key, or another that shares its hash.
        const first = this.firstWith(h, key, row);
        if (first >= 0 || this.map !== null) return first;
        break;
      }
      slot = (slot + 1) & mask;
      if (++this.work > BUDGET * this.size + 1024) return this.giveUp(key, row);
    }
    if (row >= this.rowHashes.length) this.rowHashes = grown(this.rowHashes, row);
    this.rowHashes[row] = h;
    return -1;
  }

  /**
   * The tables, for a caller that writes out the common case (an empty slot at the first probe)
   * in its own loop over `count` more rows up to row `end` (exclusive) — or null when that slice
   * might need them to grow or the table has become a Map: then every key goes through
   * firstOrAdd. After the loop the caller reports what it added (added()).
   */
  fastPath(
    count: number,
    end: number,
  ): { table: Int32Array; mask: number; rowHashes: Int32Array; seed: number; hash: KeyHash } | null {
    if (this.map !== null || end > this.rowHashes.length || (this.size + count) * 2 > this.mask + 1) return null;
    return { table: this.table, mask: this.mask, rowHashes: this.rowHashes, seed: this.seed, hash: this.hash };
  }

  /** Counts keys a caller placed through fastPath. */
  added(count: number): void {
    this.size += count;
  }

  /** Whether the table gave up on its hash (for the tests). */
  get usesMap(): boolean {
    return this.map !== null;
  }

  /** The first row before `row` whose hash is `h` and whose key is `key`, or -1. */
  private firstWith(h: number, key: string, row: number): number {
    const rowHashes = this.rowHashes;
    const end = Math.min(row, rowHashes.length);
    for (let k = 0; k < end; k++) if (rowHashes[k] === h && this.keyOf(this.rows[k]!) === key) return k;
    this.work += end;
    if (this.work > BUDGET * this.size + 1024) return this.giveUp(key, row);
    return -1;
  }

  /** From now on a Map, holding each key's first row so far. */
  private giveUp(key: string, row: number): number {
    const map = new Map<string, number>();
    const end = Math.min(row, this.rowHashes.length);
    for (let k = 0; k < end; k++) {
      if (this.rowHashes[k] === 0) continue;
      const known = this.keyOf(this.rows[k]!);
      if (!map.has(known)) map.set(known, k);
    }
    this.map = map;
    return mapFirstOrAdd(map, key, row);
  }

  private grow(): void {
    const old = this.table;
    this.mask = old.length * 2 - 1;
    this.table = new Int32Array(old.length * 2);
    for (const h of old) {
      if (h === 0) continue;
      let slot = (h >>> 1) & this.mask;
      while (this.table[slot] !== 0) slot = (slot + 1) & this.mask;
      this.table[slot] = h;
    }
  }
}

function mapFirstOrAdd(map: Map<string, number>, key: string, row: number): number {
  const first = map.get(key);
  if (first !== undefined) return first;
  map.set(key, row);
  return -1;
}

function grown(array: Int32Array, atLeast: number): Int32Array {
  let length = array.length * 2;
  while (length <= atLeast) length *= 2;
  const out = new Int32Array(length);
  out.set(array);
  return out;
}
