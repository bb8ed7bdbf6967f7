// A store's links (or confirmations) by the pharmacy's code, looked up with the code as the file
// spells it: the key is folded character by character while it is hashed and compared, so a row
// costs neither a lower-case copy of its code (1C codes such as «ЦБ-000123» have capitals) nor
// V8 hashing that fresh string for a Map (docs/performance.md, "Code resolution").
import { skuKey } from './confirmations-repo';

/**
 * The lower case of a character that `toLowerCase` maps alone (ASCII and the basic Cyrillic
 * block, U+0400–U+045F), or −1 for any other character above ASCII: those take `skuKey`.
 */
function folded(c: number): number {
  if (c < 128) return c >= 65 && c <= 90 ? c + 32 : c;
  if (c < 0x400 || c > 0x45f) return -1;
  if (c < 0x410) return c + 0x50;
  return c < 0x430 ? c + 0x20 : c;
}

const UNSIMPLE = -1;

/**
 * The hash of a code as its key: UNSIMPLE when it needs `skuKey` (a character outside ASCII and
 * basic Cyrillic, a space or control character at either end — `trim` may remove it).
 */
function hashOf(text: string): number {
  const n = text.length;
  if (n === 0 || text.charCodeAt(0) <= 32 || text.charCodeAt(n - 1) <= 32) return UNSIMPLE;
  let h = 0x811c9dc5;
  for (let i = 0; i < n; i++) {
    const c = folded(text.charCodeAt(i));
    if (c < 0) return UNSIMPLE;
    h = Math.imul(h ^ c, 0x01000193);
  }
  return h >>> 1; // never UNSIMPLE
}

/** True when `text`, folded, is `key`. */
function sameFolded(text: string, key: string): boolean {
  if (text.length !== key.length) return false;
  for (let i = 0; i < text.length; i++) if (folded(text.charCodeAt(i)) !== key.charCodeAt(i)) return false;
  return true;
}

/** Values by sku key (`skuKey`), read with a code as written: `get(sku)` is `map.get(skuKey(sku))`. */
export class SkuTable<V> {
  private readonly keys: string[] = [];
  private readonly values: V[] = [];
  /** Per slot: entry + 1 (0: empty) and the key's hash, side by side — a probe compares hashes before keys (strings elsewhere in memory). */
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** Keys the fold cannot reach (characters beyond basic Cyrillic): read through `skuKey` and a Map. */
  private readonly other = new Map<string, V>();

  constructor(byKey: ReadonlyMap<string, V>) {
    let capacity = 16;
    while (capacity < byKey.size * 2) capacity *= 2;
    this.slots = new Int32Array(capacity * 2);
    this.mask = capacity - 1;
    for (const [key, value] of byKey) {
      const h = hashOf(key);
      // A key is already folded: one that does not hash (or is not its own fold) is looked up as a string.
      if (h === UNSIMPLE || !sameFolded(key, key)) {
        this.other.set(key, value);
        continue;
      }
      let s = h & this.mask;
      while (this.slots[s * 2] !== 0) s = (s + 1) & this.mask;
      this.keys.push(key);
      this.values.push(value);
      this.slots[s * 2] = this.keys.length;
      this.slots[s * 2 + 1] = h;
    }
  }

  get size(): number {
    return this.keys.length + this.other.size;
  }

  /** The value of a code as the file spells it (any case, spaces around); undefined for an empty code. */
  get(sku: string): V | undefined {
    const h = hashOf(sku);
    if (h === UNSIMPLE) {
      const key = skuKey(sku);
      if (key === '') return undefined;
      return hashOf(key) === UNSIMPLE ? this.other.get(key) : this.getSimple(key, hashOf(key));
    }
    return this.getSimple(sku, h);
  }

  private getSimple(sku: string, h: number): V | undefined {
    for (let s = h & this.mask; ; s = (s + 1) & this.mask) {
      const e = this.slots[s * 2]!;
      if (e === 0) return undefined;
      if (this.slots[s * 2 + 1] === h && sameFolded(sku, this.keys[e - 1]!)) return this.values[e - 1];
    }
  }
}
