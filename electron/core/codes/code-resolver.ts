// Finds the operator code (nnt) of each imported row without one: this store's links by the
// pharmacy's code, then the barcodes dictionary, then the manager's confirmations. One pass over
// the rows with maps built once; the rows get their nnt in place. A big list reads the barcodes
// from the in-memory index by number, with no string, list or object per row (docs/performance.md,
// "Code resolution").
import type { CodeCounts, CodeNotice, CodeSource } from '@shared/ipc/channels/codes';
import { codeSourceSchema } from '@shared/ipc/channels/codes';
import { eachBarcode, NO_PRODUCT, onlyProduct, SEVERAL_PRODUCTS, type BarcodeIndex } from './barcode-index';
import { barcodeKeys, singleBarcodeNumber } from './barcode-text';
import type { BarcodeHit } from './code-lookups';
import { type ConfirmedCode } from './confirmations-repo';
import { SkuTable } from './sku-table';

/** The sources by number, as a resolution keeps them per row. */
export const codeSources = codeSourceSchema.options;
const FILE = 0;
const STORE_LINK = 1;
const BARCODE = 2;
const CONFIRMED = 3;
const NOT_FOUND = 4;

/** What a row has beyond its source and code (rare: only rows with something to say). */
export interface RowDetail {
  /** The store link and the barcode name different products. */
  conflict?: { linkNnt: number; barcodeNnt: number; chosen: 'store-link' | 'barcode' };
  /** A barcode (or a sku) naming several products: all of them, none chosen. */
  candidates?: number[];
  notices: CodeNotice[];
  overriddenNnt?: number;
}

/** The codes of a package's rows: per row its source and nnt (NaN when none), details where any. */
export interface Resolution {
  source: Uint8Array;
  nnt: Float64Array;
  details: Map<number, RowDetail>;
}

/** What the resolver reads: the store's links and confirmations by sku key, and barcodes by key. */
export interface ResolverInputs {
  /** Never changed once given: the resolver keeps its lookup table per map (the lookups hold one per links version). */
  links: ReadonlyMap<string, number[]>;
  confirmations: ReadonlyMap<string, ConfirmedCode>;
  barcodes: (keys: Iterable<string>) => Map<string, BarcodeHit[]>;
  /** The in-memory barcode index for a list of `count` barcodes, when that size warrants it. */
  barcodeIndex?: (count: number) => BarcodeIndex | undefined;
}

/** The links' table by each links map (the lookups hold one map per links version). */
const linkTables = new WeakMap<ReadonlyMap<string, number[]>, SkuTable<number[]>>();

/** What a row's barcodes name: one product (and whether by a retired barcode), several, or none. */
interface BarcodeAnswer {
  nnt: number | undefined;
  retired: boolean;
  candidates: number[] | undefined;
}

/** The products a row's barcode keys name, read from the in-memory index (the rare general case). */
function hitsFromIndex(index: BarcodeIndex, keys: readonly string[]): Map<string, BarcodeHit[]> {
  const hits = new Map<string, BarcodeHit[]>();
  for (const key of keys) {
    const list: BarcodeHit[] = [];
    eachBarcode(index, Number(key), (nnt, actual) => {
      const have = list.find((h) => h.nnt === nnt);
      if (have === undefined) list.push({ nnt, actual });
      else if (actual) have.actual = true;
    });
    if (list.length > 0) hits.set(key, list);
  }
  return hits;
}

/**
 * The one current product of a cell of several plain barcodes (digits split by `,` `;` spaces),
 * read by number; SEVERAL_PRODUCTS for anything else — a retired or ambiguous barcode, another
 * character — which the general path answers. Runs outside 8–14 digits are ignored, as there.
 */
function cellProduct(index: BarcodeIndex, cell: string): number {
  let found = NO_PRODUCT;
  let value = 0;
  let digits = 0;
  for (let i = 0; i <= cell.length; i++) {
    const c = i < cell.length ? cell.charCodeAt(i) : 32;
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits++;
      continue;
    }
    if (c !== 44 && c !== 59 && c !== 32 && c !== 9) return SEVERAL_PRODUCTS;
    if (digits >= 8 && digits <= 14) {
      const only = onlyProduct(index, value);
      if (only === SEVERAL_PRODUCTS || only <= -3 || (only >= 0 && found >= 0 && only !== found))
        return SEVERAL_PRODUCTS;
      if (only >= 0) found = only;
    }
    value = 0;
    digits = 0;
  }
  return found;
}

/** Puts what `byBarcode` found into the row's (reused) answer. */
function answerOf(out: BarcodeAnswer, bc: ReturnType<typeof byBarcode>): void {
  out.nnt = bc !== null && 'nnt' in bc ? bc.nnt : undefined;
  out.retired = bc !== null && 'retired' in bc && bc.retired;
  out.candidates = bc !== null && 'candidates' in bc ? bc.candidates : undefined;
}

/** The one product a row's barcodes name: current barcodes before retired ones; several → none, listed. */
function byBarcode(
  keys: readonly string[],
  hits: Map<string, BarcodeHit[]>,
): { nnt: number; retired: boolean } | { candidates: number[] } | null {
  // One barcode naming one product (the usual row): no lists.
  if (keys.length === 1) {
    const only = hits.get(keys[0]!);
    if (only === undefined) return null;
    if (only.length === 1) return { nnt: only[0]!.nnt, retired: !only[0]!.actual };
  }
  const current: number[] = [];
  const retired: number[] = [];
  for (const key of keys) {
    for (const h of hits.get(key) ?? []) {
      const list = h.actual ? current : retired;
      if (!list.includes(h.nnt)) list.push(h.nnt);
    }
  }
  const found = current.length > 0 ? current : retired;
  if (found.length === 0) return null;
  if (found.length > 1) return { candidates: found.sort((a, b) => a - b) };
  return { nnt: found[0]!, retired: current.length === 0 };
}

/**
 * Resolves the codes of `rows` in place (a found nnt is set on the row). `barcodeCells` holds each
 * row's barcode cell (absent when no barcode column was mapped).
 */
export function resolveCodes(
  rows: Record<string, unknown>[],
  barcodeCells: readonly (string | null)[] | undefined,
  inputs: ResolverInputs,
): Resolution {
  const n = rows.length;
  const source = new Uint8Array(n);
  const nnt = new Float64Array(n).fill(NaN);
  const details = new Map<number, RowDetail>();
  let withCells = 0;
  if (barcodeCells !== undefined)
    for (let i = 0; i < n; i++) if (barcodeCells[i] != null && typeof rows[i]!.nnt !== 'number') withCells++;
  const index = withCells > 0 ? inputs.barcodeIndex?.(withCells) : undefined;
  // Without the index: barcode keys per row, and every distinct key, for one batched lookup.
  const keysOf: (string[] | null)[] = new Array<string[] | null>(index === undefined ? n : 0).fill(null);
  const distinct = new Set<string>();
  for (let i = 0; i < keysOf.length; i++) {
    if (typeof rows[i]!.nnt === 'number') continue;
    const keys = barcodeKeys(barcodeCells?.[i] ?? null);
    if (keys.length === 0) continue;
    keysOf[i] = keys;
    for (const k of keys) distinct.add(k);
  }
  const hits = distinct.size > 0 ? inputs.barcodes(distinct) : new Map<string, BarcodeHit[]>();
  // The row's code is looked up as written, folded while hashed (sku-table.ts): no key string per row.
  let links = linkTables.get(inputs.links);
  if (links === undefined) linkTables.set(inputs.links, (links = new SkuTable(inputs.links)));
  const confirmations = inputs.confirmations.size === 0 ? null : new SkuTable(inputs.confirmations);
  const bc: BarcodeAnswer = { nnt: undefined, retired: false, candidates: undefined };
  /** What row i's barcodes name, into `bc`. */
  const barcodeOfRow = (i: number) => {
    bc.nnt = undefined;
    bc.retired = false;
    bc.candidates = undefined;
    if (index === undefined) {
      const keys = keysOf[i];
      if (keys !== null) answerOf(bc, byBarcode(keys, hits));
      return;
    }
    const cell = barcodeCells![i];
    if (cell == null) return;
    // The usual cell, one barcode (or several naming one current product): straight from the index.
    const key = singleBarcodeNumber(cell);
    const only = Number.isNaN(key) ? cellProduct(index, cell) : onlyProduct(index, key);
    if (only >= 0) bc.nnt = only;
    else if (only <= -3) {
      bc.nnt = -only - 3;
      bc.retired = true;
    } else if (only === SEVERAL_PRODUCTS) {
      const keys = barcodeKeys(cell);
      if (keys.length > 0) answerOf(bc, byBarcode(keys, hitsFromIndex(index, keys)));
    }
  };
  const detail = (i: number) => {
    let d = details.get(i);
    if (d === undefined) details.set(i, (d = { notices: [] }));
    return d;
  };

  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    const given = row.nnt;
    if (typeof given === 'number') {
      nnt[i] = given;
      source[i] = FILE;
      continue;
    }
    const sku = row.sku;
    const linked = typeof sku === 'string' ? links.get(sku) : undefined;
    const confirmed = typeof sku === 'string' && confirmations !== null ? confirmations.get(sku) : undefined;
    barcodeOfRow(i);
    const bcNnt = bc.nnt;
    let found: number | undefined;
    let from = NOT_FOUND;

    if (linked !== undefined && linked.length > 1) detail(i).notices.push('sku-linked-twice');
    const link = linked?.length === 1 ? linked[0] : undefined;
    if (link !== undefined) {
      if (confirmed !== undefined && confirmed.againstLinkNnt === link && confirmed.nnt !== link) {
        // The manager chose otherwise against this very link: the choice stands while the link does.
        found = confirmed.nnt;
        from = CONFIRMED;
      } else {
        found = link;
        from = STORE_LINK;
        if (confirmed !== undefined && confirmed.nnt !== link) {
          const d = detail(i);
          d.notices.push('confirmation-overridden');
          d.overriddenNnt = confirmed.nnt;
        }
      }
      if (bcNnt !== undefined && bcNnt !== link)
        detail(i).conflict = { linkNnt: link, barcodeNnt: bcNnt, chosen: found === bcNnt ? 'barcode' : 'store-link' };
    } else if (bcNnt !== undefined) {
      found = bcNnt;
      from = BARCODE;
      if (bc.retired) detail(i).notices.push('retired-barcode');
      if (confirmed !== undefined && confirmed.nnt !== bcNnt) {
        const d = detail(i);
        d.notices.push('confirmation-overridden');
        d.overriddenNnt = confirmed.nnt;
      }
    } else if (confirmed !== undefined) {
      found = confirmed.nnt;
      from = CONFIRMED;
    }
    if (bc.candidates !== undefined && from !== STORE_LINK) {
      const d = detail(i);
      d.candidates = bc.candidates;
      if (from === NOT_FOUND) d.notices.push('barcode-ambiguous');
    } else if (linked !== undefined && linked.length > 1 && from === NOT_FOUND) detail(i).candidates = [...linked];

    source[i] = from;
    if (found !== undefined) {
      nnt[i] = found;
      row.nnt = found;
    }
  }
  return { source, nnt, details };
}

/** Sets a row's code as the manager chose it (the held resolution and its package row). */
export function chooseCode(resolution: Resolution, rows: Record<string, unknown>[], i: number, code: number): void {
  const d = resolution.details.get(i);
  if (d?.conflict !== undefined) d.conflict.chosen = code === d.conflict.barcodeNnt ? 'barcode' : 'store-link';
  if (d !== undefined) d.notices = d.notices.filter((x) => x !== 'barcode-ambiguous');
  resolution.source[i] = d?.conflict !== undefined && code === d.conflict.linkNnt ? STORE_LINK : CONFIRMED;
  resolution.nnt[i] = code;
  rows[i]!.nnt = code;
}

/** Rows per source, conflicts and ambiguous barcodes. */
export function countCodes(resolution: Resolution): CodeCounts {
  const by = [0, 0, 0, 0, 0];
  for (const s of resolution.source) by[s]!++;
  let conflicts = 0;
  let ambiguous = 0;
  for (const d of resolution.details.values()) {
    if (d.conflict !== undefined) conflicts++;
    if (d.notices.includes('barcode-ambiguous')) ambiguous++;
  }
  return {
    total: resolution.source.length,
    file: by[FILE]!,
    storeLink: by[STORE_LINK]!,
    barcode: by[BARCODE]!,
    confirmed: by[CONFIRMED]!,
    notFound: by[NOT_FOUND]!,
    conflicts,
    ambiguous,
  };
}

/** The source of row `i` by name. */
export const sourceOf = (resolution: Resolution, i: number): CodeSource => codeSources[resolution.source[i]!]!;
