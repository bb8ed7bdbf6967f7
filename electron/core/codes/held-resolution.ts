import type { CodeProduct, ResolvedRow } from '@shared/ipc/channels/codes';
import { type codeRowFilterSchema } from '@shared/ipc/channels/codes';
import type { z } from 'zod';
import type { ConvertResult } from '../import/import-convert';
import { codeSources, sourceOf, type Resolution } from './code-resolver';
import type { CodeProducts } from './code-products';

/** A converted list and its codes, held in core between the codes screen's calls. */
export interface HeldResolution {
  id: string;
  profileId: number;
  src: number;
  fileName: string;
  result: ConvertResult;
  resolution: Resolution;
}

export type CodeRowFilter = z.infer<typeof codeRowFilterSchema>;

const NOT_FOUND = codeSources.indexOf('not-found');

/** True for a row the manager should look at: no code, a conflict, a notice. */
export function needsAttention(held: HeldResolution, i: number): boolean {
  return (
    held.resolution.source[i] === NOT_FOUND ||
    (held.resolution.details.get(i)?.notices.length ?? 0) > 0 ||
    held.resolution.details.get(i)?.conflict !== undefined
  );
}

/** The package rows a filter shows, in order ('attention' rows first for 'all'). */
export function indexesOf(held: HeldResolution, filter: CodeRowFilter): number[] {
  const n = held.resolution.source.length;
  const out: number[] = [];
  if (filter === 'all') {
    const rest: number[] = [];
    for (let i = 0; i < n; i++) (needsAttention(held, i) ? out : rest).push(i);
    return out.concat(rest);
  }
  for (let i = 0; i < n; i++) {
    const keep =
      filter === 'attention'
        ? needsAttention(held, i)
        : filter === 'conflict'
          ? held.resolution.details.get(i)?.conflict !== undefined
          : sourceOf(held.resolution, i) === filter;
    if (keep) out.push(i);
  }
  return out;
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The rows at `indexes` as the codes screen shows them, their products named in one batch. */
export function rowViews(held: HeldResolution, indexes: readonly number[], products: CodeProducts): ResolvedRow[] {
  const { resolution, result } = held;
  const wanted: number[] = [];
  for (const i of indexes) {
    if (!Number.isNaN(resolution.nnt[i]!)) wanted.push(resolution.nnt[i]!);
    const d = resolution.details.get(i);
    if (d?.conflict) wanted.push(d.conflict.linkNnt, d.conflict.barcodeNnt);
    for (const c of d?.candidates ?? []) wanted.push(c);
  }
  const named = products.products(held.src, held.profileId, wanted);
  const product = (nnt: number): CodeProduct => named.get(nnt)!;
  return indexes.map((i) => {
    const row = result.pkg.stocks[i]!;
    const d = resolution.details.get(i);
    const code = resolution.nnt[i]!;
    const notices = [...(d?.notices ?? [])];
    if (!Number.isNaN(code) && product(code).name === null) notices.push('product-not-in-dictionary');
    const price =
      typeof row.prcRet === 'number' ? row.prcRet : typeof row.prcOptNds === 'number' ? row.prcOptNds : null;
    return {
      index: i,
      sourceRow: result.sourceRows[i]!,
      prtId: text(row.prtId),
      sku: text(row.sku),
      barcode: result.unsent.barcode?.[i] ?? null,
      name: result.unsent.name?.[i] ?? null,
      nnt: Number.isNaN(code) ? null : code,
      source: sourceOf(resolution, i),
      product: Number.isNaN(code) ? null : product(code),
      conflict: d?.conflict
        ? {
            storeLink: product(d.conflict.linkNnt),
            barcode: product(d.conflict.barcodeNnt),
            rowPrice: price,
            chosen: d.conflict.chosen,
          }
        : null,
      candidates: (d?.candidates ?? []).map(product),
      notices,
      overriddenNnt: d?.overriddenNnt ?? null,
    };
  });
}
