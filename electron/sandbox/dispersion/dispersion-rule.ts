import type { StoredStockRow } from '../stocks/stock-ledger';

/**
 * When a retail price looks abnormally low (spec 1.8, rule not shown). A row in stock (qnt > 0)
 * is flagged when its retail price is zero, below `purchaseRatio` × its own purchase price with
 * VAT, or below `peerRatio` × the median retail price of the same nnt in other stores (when at
 * least `minPeers` such prices exist): the usual signs of a wrong product link.
 */
export interface DispersionRule {
  peerRatio: number;
  minPeers: number;
  purchaseRatio: number;
}

export const defaultDispersionRule: DispersionRule = { peerRatio: 0.5, minPeers: 3, purchaseRatio: 0.5 };

/** A flagged row and why. */
export interface DispersionFinding {
  row: StoredStockRow;
  prcRet: number;
  reference: number;
  reason: 'zero-price' | 'below-purchase' | 'below-peers';
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Flags the store's rows with abnormally low retail prices, given every store's rows for the peer medians. */
export function findLowPrices(
  storeRows: readonly StoredStockRow[],
  otherStoresRows: readonly StoredStockRow[],
  rule: DispersionRule,
): DispersionFinding[] {
  const peers = new Map<number, number[]>();
  for (const r of otherStoresRows) {
    const nnt = num(r.fields.nnt);
    const price = num(r.fields.prcRet);
    if (nnt === null || price === null || price <= 0 || (num(r.fields.qnt) ?? 0) <= 0) continue;
    const list = peers.get(nnt) ?? [];
    list.push(price);
    peers.set(nnt, list);
  }
  const findings: DispersionFinding[] = [];
  for (const row of storeRows) {
    const prcRet = num(row.fields.prcRet);
    if (prcRet === null || (num(row.fields.qnt) ?? 0) <= 0) continue;
    const purchase = num(row.fields.prcOptNds);
    const peerPrices = peers.get(num(row.fields.nnt) ?? NaN) ?? [];
    const peerMedian = peerPrices.length >= rule.minPeers ? median(peerPrices) : null;
    if (prcRet === 0) findings.push({ row, prcRet, reference: purchase ?? 0, reason: 'zero-price' });
    else if (purchase !== null && purchase > 0 && prcRet < rule.purchaseRatio * purchase)
      findings.push({ row, prcRet, reference: purchase, reason: 'below-purchase' });
    else if (peerMedian !== null && prcRet < rule.peerRatio * peerMedian)
      findings.push({ row, prcRet, reference: peerMedian, reason: 'below-peers' });
  }
  return findings;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
