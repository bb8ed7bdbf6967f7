import type { FindingFacts, FindingSeverity, PreflightCode } from '../../../shared/ipc/channels/preflight';
import { regulatedPriceProblems } from '../../../shared/protocol/operator-rules';
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
export const severityOf: Record<PreflightCode, FindingSeverity> = {
  'unknown-nnt': 'warning',
  'unknown-share-exceeded': 'error',
  'nnt-not-actual': 'warning',
  'gnvls-missing': 'error',
  'gnvls-not-regulated': 'warning',
  'gnvls-max-missing': 'error',
  'retail-above-gnvls-max': 'error',
  'gnvls-max-not-regulated': 'info',
  'nds-differs': 'warning',
  'retail-zero': 'warning',
  'retail-below-purchase': 'warning',
  'retail-below-half-purchase': 'warning',
  'sku-linked-elsewhere': 'warning',
  'nnt-not-linked': 'info',
  expired: 'warning',
  'near-expiry': 'info',
};

/** Checks that need the goods dictionary, and those that need this store's links. */
export const goodsChecks: readonly PreflightCode[] = [
  'unknown-nnt',
  'unknown-share-exceeded',
  'nnt-not-actual',
  'gnvls-missing',
  'gnvls-not-regulated',
  'gnvls-max-missing',
  'retail-above-gnvls-max',
  'gnvls-max-not-regulated',
  'nds-differs',
];
export const linkChecks: readonly PreflightCode[] = ['sku-linked-elsewhere', 'nnt-not-linked'];

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
}

/**
 * Checks one row (index is 0-based) and pushes what it finds. Fields of a wrong type are left to
 * the schema check, which already reports them.
 */
export function checkRow(row: Record<string, unknown>, index: number, ctx: RowCheckContext, out: RawFinding[]): void {
  const nnt = rowNnt(row);
  const prtId = typeof row.prtId === 'string' ? row.prtId : typeof row.prtId === 'number' ? String(row.prtId) : null;
  const add = (field: string, code: PreflightCode, facts: FindingFacts): void => {
    out.push({ row: index + 1, prtId, field, nnt, severity: severityOf[code], code, facts });
  };
  const prcRet = num(row.prcRet);
  const prcGnvlsMax = num(row.prcGnvlsMax);

  const product = nnt !== null && ctx.goods ? ctx.goods.get(nnt) : undefined;
  if (nnt !== null && ctx.goods) {
    if (!product) add('nnt', 'unknown-nnt', { nnt });
    else {
      if (!product.actual) add('nnt', 'nnt-not-actual', { nnt });
      for (const problem of regulatedPriceProblems(row, product.gnvls)) {
        if (problem === 'gnvls-missing') add('gnvls', problem, { dictionaryGnvls: true, sentGnvls: asFact(row.gnvls) });
        else if (problem === 'gnvls-max-missing') add('prcGnvlsMax', problem, { prcRet });
        else add('prcRet', problem, { prcRet, prcGnvlsMax });
      }
      if (!product.gnvls && row.gnvls === true)
        add('gnvls', 'gnvls-not-regulated', { dictionaryGnvls: false, sentGnvls: true });
      if (!product.gnvls && prcGnvlsMax !== null) add('prcGnvlsMax', 'gnvls-max-not-regulated', { prcGnvlsMax });
      const nds = num(row.nds);
      if (nds !== null && nds !== product.vat) add('nds', 'nds-differs', { dictionaryVat: product.vat, sentNds: nds });
    }
  }

  if (ctx.links) {
    const sku = typeof row.sku === 'string' ? row.sku : null;
    const linked = sku === null ? undefined : ctx.links.bySku.get(sku);
    if (nnt !== null && linked !== undefined && !linked.includes(nnt))
      add('sku', 'sku-linked-elsewhere', { sku, linkedNnt: linked[0]!, sentNnt: nnt });
    // An unknown product has its own finding; "not linked" would only repeat it.
    if (nnt !== null && !ctx.links.linkedNnts.has(nnt) && !(ctx.goods && !product))
      add('nnt', 'nnt-not-linked', { nnt });
  }

  if (prcRet !== null) {
    const purchase = num(row.prcOptNds);
    if (prcRet === 0) add('prcRet', 'retail-zero', { prcRet, prcOptNds: purchase });
    else if (purchase !== null && prcRet < purchase * ctx.settings.dispersionPurchaseRatio)
      add('prcRet', 'retail-below-half-purchase', {
        prcRet,
        prcOptNds: purchase,
        ratio: ctx.settings.dispersionPurchaseRatio,
      });
    else if (purchase !== null && prcRet < purchase)
      add('prcRet', 'retail-below-purchase', { prcRet, prcOptNds: purchase });
  }

  const tag = row.tag === undefined || row.tag === null ? 0 : row.tag;
  if (tag === 0 && typeof row.exp === 'string') {
    const expMs = Date.parse(row.exp);
    if (!Number.isNaN(expMs)) {
      const days = Math.floor((expMs - ctx.nowMs) / DAY_MS);
      if (expMs < ctx.nowMs) add('exp', 'expired', { exp: row.exp, daysAgo: -days });
      else if (expMs - ctx.nowMs <= ctx.settings.nearExpiryDays * DAY_MS)
        add('exp', 'near-expiry', { exp: row.exp, daysLeft: days, nearExpiryDays: ctx.settings.nearExpiryDays });
    }
  }
}

function asFact(v: unknown): string | number | boolean | null {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
}
