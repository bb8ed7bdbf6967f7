// An operator's barcodes held in memory as a hash table of numbers, for resolving big lists: one
// probe per barcode instead of a B-tree probe through SQLite per spelling (100,000 rows × 4
// spellings took 1.8 s that way), and instead of a binary search over sorted keys (18 cache
// misses per barcode, and a sort to build; docs/performance.md, "Code resolution").

/** Numbers per entry in `entries`: key, code (nnt × 2 + actual), next entry of the same key. */
const STRIDE = 3;

/**
 * Barcodes by their numeric key (leading zeros dropped): open addressing over the distinct keys,
 * each slot naming its key's first entry; a key's entries are chained in the order they were given.
 */
export interface BarcodeIndex {
  /** Per entry: its key, its code (`packCode`), the next entry of the same key (−1: none). */
  entries: Float64Array;
  /** Entry + 1 of the first entry of the key that hashed here (or probed on to here); 0: empty. */
  slots: Int32Array;
  /** How many entries the index holds. */
  size: number;
}

/** A product and whether the barcode is current for it, as one number (what the SQL computes too). */
export const packCode = (nnt: number, actual: boolean): number => nnt * 2 + (actual ? 1 : 0);

/**
 * The slot a key hashes to: blocks of 8 consecutive keys are spread over the table by a hash of
 * their two 32-bit halves (keys are integers below 10^14), and keep their order inside the block —
 * a list in barcode order then reads neighbouring slots, as a binary search over sorted keys did,
 * while runs of consecutive barcodes (a manufacturer's range) do not pile up in one stretch.
 */
function slotOf(key: number, mask: number): number {
  const block = Math.floor(key / 8);
  const h = Math.imul((block >>> 0) ^ Math.imul((block / 4294967296) | 0, 0x85ebca6b), 0x9e3779b1);
  return (((h ^ (h >>> 16)) << 3) | (key - block * 8)) & mask;
}

/**
 * Builds the index from two columns in one order: each entry's numeric key (null: no barcode,
 * left out — the caller's SQL filters and casts, no regex or string per barcode here) and its
 * code (`packCode`). Entries of one key keep that order.
 */
export function buildBarcodeIndex(keys: ArrayLike<number | null>, codes: ArrayLike<number>): BarcodeIndex {
  if (keys.length !== codes.length) throw new Error(`barcode index: ${keys.length} keys but ${codes.length} codes`);
  let size = 0;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== null) size++;
  // At most two thirds full when every key is distinct: probes stay short.
  let capacity = 16;
  while (capacity < size + (size >>> 1)) capacity *= 2;
  const mask = capacity - 1;
  const slots = new Int32Array(capacity);
  const entries = new Float64Array(size * STRIDE);
  // Backwards, each entry put in front of its key's chain: the chains come out in the given order.
  let e = size;
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i]!;
    if (key === null) continue;
    e--;
    const at = e * STRIDE;
    entries[at] = key;
    entries[at + 1] = codes[i]!;
    entries[at + 2] = -1;
    for (let s = slotOf(key, mask); ; s = (s + 1) & mask) {
      const head = slots[s]!;
      if (head !== 0 && entries[(head - 1) * STRIDE] !== key) continue;
      if (head !== 0) entries[at + 2] = head - 1;
      slots[s] = e + 1;
      break;
    }
  }
  return { entries, slots, size };
}

/** The first entry whose key is `key` (its chain holds the rest), or −1. */
export function firstEntry(index: BarcodeIndex, key: number): number {
  const { slots, entries } = index;
  const mask = slots.length - 1;
  for (let s = slotOf(key, mask); ; s = (s + 1) & mask) {
    const head = slots[s]!;
    if (head === 0) return -1;
    if (entries[(head - 1) * STRIDE] === key) return head - 1;
  }
}

/** Calls `found` for each entry of the index whose key is `key`, in the order they were given. */
export function eachBarcode(index: BarcodeIndex, key: number, found: (nnt: number, actual: boolean) => void): void {
  const { entries } = index;
  for (let e = firstEntry(index, key); e >= 0; e = entries[e * STRIDE + 2]!) {
    const code = entries[e * STRIDE + 1]!;
    const nnt = Math.floor(code / 2);
    found(nnt, code - nnt * 2 === 1);
  }
}

/** What `onlyProduct` answers when a key names no product, or several (then the general path lists them). */
export const NO_PRODUCT = -1;
export const SEVERAL_PRODUCTS = -2;

/**
 * The one product `key` names, current barcodes before retired ones, without allocating: its nnt
 * (negated minus three when only a retired barcode names it), NO_PRODUCT or SEVERAL_PRODUCTS.
 */
export function onlyProduct(index: BarcodeIndex, key: number): number {
  const { entries } = index;
  let current = NO_PRODUCT;
  let retired = NO_PRODUCT;
  for (let e = firstEntry(index, key); e >= 0; e = entries[e * STRIDE + 2]!) {
    const code = entries[e * STRIDE + 1]!;
    const nnt = Math.floor(code / 2);
    if (code - nnt * 2 === 1) {
      if (current === NO_PRODUCT) current = nnt;
      else if (current !== nnt) return SEVERAL_PRODUCTS;
    } else if (retired === NO_PRODUCT) retired = nnt;
    else if (retired !== nnt) retired = SEVERAL_PRODUCTS;
  }
  if (current !== NO_PRODUCT) return current;
  return retired >= 0 ? -retired - 3 : retired;
}
