// An operator's barcodes held in memory as sorted numbers, for resolving big lists: a binary search
// per barcode instead of a B-tree probe through SQLite per spelling (100,000 rows × 4 spellings
// took 1.8 s that way; docs/performance.md, "Code resolution").

/** Barcodes sorted by their numeric key (leading zeros dropped), each with its product and currency. */
export interface BarcodeIndex {
  keys: Float64Array;
  nnt: Float64Array;
  actual: Uint8Array;
}

/**
 * Builds the index from (numeric key, nnt, actual) rows: the caller's SQL leaves out what is not
 * 8–14 digits and casts the rest (no regex or string per barcode here: 300,000 of them).
 */
export function buildBarcodeIndex(rows: Iterable<[number, number, number]>): BarcodeIndex {
  let keys = new Float64Array(1 << 16);
  let nnt = new Float64Array(1 << 16);
  let actual = new Uint8Array(1 << 16);
  let n = 0;
  for (const [key, code, current] of rows) {
    if (n === keys.length) {
      const grow = <T extends Float64Array | Uint8Array>(a: T, make: (size: number) => T): T => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      keys = grow(keys, (s) => new Float64Array(s));
      nnt = grow(nnt, (s) => new Float64Array(s));
      actual = grow(actual, (s) => new Uint8Array(s));
    }
    keys[n] = key;
    nnt[n] = code;
    actual[n] = current;
    n++;
  }
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => keys[a]! - keys[b]!);
  const out: BarcodeIndex = { keys: new Float64Array(n), nnt: new Float64Array(n), actual: new Uint8Array(n) };
  for (let i = 0; i < n; i++) {
    const j = order[i]!;
    out.keys[i] = keys[j]!;
    out.nnt[i] = nnt[j]!;
    out.actual[i] = actual[j]!;
  }
  return out;
}

/** Calls `found` for each entry of the index whose key is `key`. */
export function eachBarcode(index: BarcodeIndex, key: number, found: (nnt: number, actual: boolean) => void): void {
  for (let i = firstOf(index, key); i < index.keys.length && index.keys[i] === key; i++)
    found(index.nnt[i]!, index.actual[i] === 1);
}

/** The position of the first entry whose key is `key` or greater (a binary search). */
export function firstOf(index: BarcodeIndex, key: number): number {
  let lo = 0;
  let hi = index.keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** What `onlyProduct` answers when a key names no product, or several (then the general path lists them). */
export const NO_PRODUCT = -1;
export const SEVERAL_PRODUCTS = -2;

/**
 * The one product `key` names, current barcodes before retired ones, without allocating: its nnt
 * (negated minus one when only a retired barcode names it), NO_PRODUCT or SEVERAL_PRODUCTS.
 */
export function onlyProduct(index: BarcodeIndex, key: number): number {
  let current = NO_PRODUCT;
  let retired = NO_PRODUCT;
  for (let i = firstOf(index, key); i < index.keys.length && index.keys[i] === key; i++) {
    const nnt = index.nnt[i]!;
    if (index.actual[i] === 1) {
      if (current === NO_PRODUCT) current = nnt;
      else if (current !== nnt) return SEVERAL_PRODUCTS;
    } else if (retired === NO_PRODUCT) retired = nnt;
    else if (retired !== nnt) retired = SEVERAL_PRODUCTS;
  }
  if (current !== NO_PRODUCT) return current;
  return retired >= 0 ? -retired - 3 : retired;
}
