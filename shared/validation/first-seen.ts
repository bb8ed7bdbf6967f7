// The first row of each key (a package's prtIds), for the uniqueness rule. A Map<string, number>
// does the same; this open-addressing table is used instead because on 100,000 rows the Map's
// get + set and its growing tables cost as much as checking the rows (docs/performance.md,
// bench/validate). first-seen.test.ts proves it answers as a Map on thousands of generated keys.

/** Probes allowed per key on average before the table gives up on its hash and becomes a Map. */
const PROBE_BUDGET = 8;

/** A 32-bit FNV-1a of every UTF-16 unit, then mixed (the low bits pick the slot), from a seed. */
export type KeyHash = (key: string, seed: number) => number;

export const fnvHash: KeyHash = (key, seed) => {
  let h = seed ^ key.length;
  for (let k = 0; k < key.length; k++) h = Math.imul(h ^ key.charCodeAt(k), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
};

/**
 * Remembers the first row of every key it is given. Keys that share a hash are told apart by
 * comparing the strings; when probing runs over its budget (keys made to collide) the rest goes
 * to a Map, so a hostile file costs what it cost before.
 */
export class FirstSeen {
  private slots: Int32Array;
  private mask: number;
  private size = 0;
  private probes = 0;
  private map: Map<string, number> | null = null;
  /** Random per table: the slots of a key are not known in advance to whoever wrote the file. */
  private readonly seed = (Math.random() * 0x7fffffff) | 0;

  constructor(
    /** How many keys are expected (the rows): the table is sized for them once. */
    expected: number,
    /** The key given with a row (read back only when two keys share a hash: no copy of them is kept). */
    private readonly keyOf: (row: number) => string,
    private readonly hash: KeyHash = fnvHash,
  ) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.mask = capacity - 1;
    // Per slot: the key's hash and its first row + 1 (0: empty).
    this.slots = new Int32Array(capacity * 2);
  }

  /** The first row given `key`; if this is the first, records `row` and answers -1. */
  firstOrAdd(key: string, row: number): number {
    if (this.map !== null) return mapFirstOrAdd(this.map, key, row);
    const h = this.hash(key, this.seed) | 0;
    const { slots, mask } = this;
    let slot = h & mask;
    for (;;) {
      const at = slots[slot * 2 + 1]!;
      if (at === 0) break;
      if (slots[slot * 2] === h && this.keyOf(at - 1) === key) return at - 1;
      slot = (slot + 1) & mask;
      if (++this.probes > PROBE_BUDGET * this.size + 1024) {
        this.map = this.toMap();
        return mapFirstOrAdd(this.map, key, row);
      }
    }
    slots[slot * 2] = h;
    slots[slot * 2 + 1] = row + 1;
    if (++this.size * 2 > mask + 1) this.grow();
    return -1;
  }

  /** Whether the table gave up on its hash (for the tests). */
  get usesMap(): boolean {
    return this.map !== null;
  }

  private toMap(): Map<string, number> {
    const map = new Map<string, number>();
    for (let slot = 0; slot <= this.mask; slot++) {
      const at = this.slots[slot * 2 + 1]!;
      if (at !== 0) map.set(this.keyOf(at - 1), at - 1);
    }
    return map;
  }

  private grow(): void {
    const old = { slots: this.slots, mask: this.mask };
    const capacity = (this.mask + 1) * 2;
    this.mask = capacity - 1;
    this.slots = new Int32Array(capacity * 2);
    for (let slot = 0; slot <= old.mask; slot++) {
      const at = old.slots[slot * 2 + 1]!;
      if (at === 0) continue;
      const h = old.slots[slot * 2]!;
      let to = h & this.mask;
      while (this.slots[to * 2 + 1] !== 0) to = (to + 1) & this.mask;
      this.slots[to * 2] = h;
      this.slots[to * 2 + 1] = at;
    }
  }
}

function mapFirstOrAdd(map: Map<string, number>, key: string, row: number): number {
  const first = map.get(key);
  if (first !== undefined) return first;
  map.set(key, row);
  return -1;
}
