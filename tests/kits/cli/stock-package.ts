/** Test support: stock packages (2.2) that pass the stocks schema, built from goods the sandbox knows. */

export interface PackageGoods {
  nnt: number;
  gnvls: boolean;
  vat: number;
  price?: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A valid package of one row per goods item; `prefix` makes the batch codes (prtId) unique per test. */
export function buildStockPackage(
  goods: readonly PackageGoods[],
  options: { prefix?: string; date?: string } = {},
): string {
  const prefix = options.prefix ?? 'T';
  const stocks = goods.map((g, i) => {
    const prcRet = round2(g.price ?? 100 + i * 7.5);
    const prcOptNds = round2(prcRet * 0.8);
    return {
      prtId: `${prefix}-${String(i + 1).padStart(4, '0')}`,
      nnt: g.nnt,
      sku: `SKU-${g.nnt}`,
      qnt: 1 + (i % 9),
      supDate: '2024-04-02T10:00:00+03:00',
      nds: g.vat,
      gnvls: g.gnvls,
      man: 'Фармстандарт',
      series: `S${240300 + i}`,
      exp: '2027-01-31T00:00:00+03:00',
      prcMan: round2(prcOptNds * 0.8),
      prcOpt: round2(prcOptNds / (1 + g.vat / 100)),
      prcOptNds,
      prcRet,
      ...(g.gnvls ? { prcReestr: round2(prcOptNds * 0.8), prcGnvlsMax: round2(prcRet * 1.2), mrGnvls: 20 } : {}),
      tag: 0,
    };
  });
  return `${JSON.stringify({ date: options.date ?? '2024-05-10T06:30:00+03:00', stocks }, null, 2)}\n`;
}

/** A package with mistakes the operator's schema names (row, field, line): integer prtId, empty supDate, fractional qnt. */
export function buildBadPackage(): string {
  const goods = [100001, 100002, 100003].map((nnt) => ({ nnt, gnvls: false, vat: 10 }));
  const good = JSON.parse(buildStockPackage(goods, { prefix: 'BAD' })) as { stocks: Record<string, unknown>[] };
  good.stocks[0]!.prtId = 20240001;
  good.stocks[1]!.supDate = '';
  good.stocks[2]!.qnt = 2.5;
  return `${JSON.stringify(good, null, 2)}\n`;
}
