import {
  preflightChecksNeeding,
  preflightSeverityOf,
  type FindingFacts,
  type FindingSeverity,
  type PreflightCode,
} from '@shared/ipc/channels/preflight';
import { regulatedPriceProblems } from '@shared/protocol/operator-rules';
import type { GoodsFacts, StoreLinks } from './dictionary-facts';
import type { PreflightSettings } from './preflight-settings';

/** A finding before the product name and message are attached (those are added per page). */
export interface RawFinding {
  /** 1-based; null for the package. */
  row: number | null;
  prtId: string | null;
  field: string | null;
  nnt: number | null;
  severity: FindingSeverity;
  code: PreflightCode;
  facts: FindingFacts;
}

/** The severity of each code (fixed: the renderer and CLI sort and count by it). */
export const severityOf = preflightSeverityOf;

/** Checks that need the goods dictionary, and those that need this store's links. */
export const goodsChecks: readonly PreflightCode[] = preflightChecksNeeding('goods');
export const linkChecks: readonly PreflightCode[] = preflightChecksNeeding('links');

const DAY_MS = 86_400_000;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The row's nnt when it is a whole number (the schema check reports anything else). */
export function rowNnt(row: Record<string, unknown>): number | null {
  const v = row.nnt;
  return typeof v === 'number' && Number.isInteger(v) ? v : null;
}

/** What the row checks may read: dictionary facts (absent when skipped) and settings. */
export interface RowCheckContext {
  goods: Map<number, GoodsFacts> | null;
  links: StoreLinks | null;
  settings: PreflightSettings;
  nowMs: number;
  /** Parsed expiry dates of this run: a package repeats a few hundred dates over many rows. */
  expiryCache: Map<string, number>;
}

/**
 * Checks one row (index is 0-based) and pushes what it finds. Fields of a wrong type are left to
 * the schema check, which already reports them.
 */
export function checkRow(row: Record<string, unknown>, index: number, ctx: RowCheckContext, out: RawFinding[]): void {
  const nnt = rowNnt(row);
  const rawPrt = row.prtId;
  const prtId = typeof rawPrt === 'string' ? rawPrt : typeof rawPrt === 'number' ? String(rawPrt) : null;
  const r = index + 1;
  // No closure per row: this runs 100,000 times per package.
  const add = push;
  const prcRet = num(row.prcRet);

  const product = nnt !== null && ctx.goods ? ctx.goods.get(nnt) : undefined;
  if (nnt !== null && ctx.goods) {
    if (!product) add(out, r, prtId, nnt, 'nnt', 'unknown-nnt', { nnt });
    else {
      if (!product.actual) add(out, r, prtId, nnt, 'nnt', 'nnt-not-actual', { nnt });
      if (product.gnvls) {
        for (const problem of regulatedPriceProblems(row, true)) {
          if (problem === 'gnvls-missing')
            add(out, r, prtId, nnt, 'gnvls', problem, { dictionaryGnvls: true, sentGnvls: asFact(row.gnvls) });
          else if (problem === 'gnvls-max-missing') add(out, r, prtId, nnt, 'prcGnvlsMax', problem, { prcRet });
          else add(out, r, prtId, nnt, 'prcRet', problem, { prcRet, prcGnvlsMax: num(row.prcGnvlsMax) });
        }
      } else {
        if (row.gnvls === true)
          add(out, r, prtId, nnt, 'gnvls', 'gnvls-not-regulated', { dictionaryGnvls: false, sentGnvls: true });
        const prcGnvlsMax = num(row.prcGnvlsMax);
        if (prcGnvlsMax !== null) add(out, r, prtId, nnt, 'prcGnvlsMax', 'gnvls-max-not-regulated', { prcGnvlsMax });
      }
      const nds = num(row.nds);
      if (nds !== null && nds !== product.vat)
        add(out, r, prtId, nnt, 'nds', 'nds-differs', { dictionaryVat: product.vat, sentNds: nds });
    }
  }

  if (ctx.links && nnt !== null) {
    const sku = row.sku;
    const linked = typeof sku === 'string' ? ctx.links.bySku.get(sku) : undefined;
    if (linked !== undefined && !linked.includes(nnt))
      add(out, r, prtId, nnt, 'sku', 'sku-linked-elsewhere', {
        sku: sku as string,
        linkedNnt: linked[0]!,
        sentNnt: nnt,
      });
    // An unknown product has its own finding; "not linked" would only repeat it.
    if (!ctx.links.linkedNnts.has(nnt) && !(ctx.goods && !product))
      add(out, r, prtId, nnt, 'nnt', 'nnt-not-linked', { nnt });
  }

  if (prcRet !== null) {
    const purchase = num(row.prcOptNds);
    if (prcRet === 0) add(out, r, prtId, nnt, 'prcRet', 'retail-zero', { prcRet, prcOptNds: purchase });
    else if (purchase !== null && prcRet < purchase) {
      const ratio = ctx.settings.dispersionPurchaseRatio;
      if (prcRet < purchase * ratio)
        add(out, r, prtId, nnt, 'prcRet', 'retail-below-half-purchase', { prcRet, prcOptNds: purchase, ratio });
      else add(out, r, prtId, nnt, 'prcRet', 'retail-below-purchase', { prcRet, prcOptNds: purchase });
    }
  }

  const exp = row.exp;
  const tag = row.tag;
  if (typeof exp === 'string' && (tag === 0 || tag === undefined || tag === null)) {
    let expMs = ctx.expiryCache.get(exp);
    if (expMs === undefined) ctx.expiryCache.set(exp, (expMs = Date.parse(exp)));
    if (!Number.isNaN(expMs) && expMs - ctx.nowMs <= ctx.settings.nearExpiryDays * DAY_MS) {
      const days = Math.floor((expMs - ctx.nowMs) / DAY_MS);
      if (expMs < ctx.nowMs) add(out, r, prtId, nnt, 'exp', 'expired', { exp, daysAgo: -days });
      else
        add(out, r, prtId, nnt, 'exp', 'near-expiry', {
          exp,
          daysLeft: days,
          nearExpiryDays: ctx.settings.nearExpiryDays,
        });
    }
  }
}

function push(
  out: RawFinding[],
  row: number,
  prtId: string | null,
  nnt: number | null,
  field: string,
  code: PreflightCode,
  facts: FindingFacts,
): void {
  out.push({ row, prtId, field, nnt, severity: severityOf[code], code, facts });
}

function asFact(v: unknown): string | number | boolean | null {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
}
