/**
 * A stock package for the troubleshooting benches: `rows` rows of known shape, one row in a
 * hundred with a fractional quantity and one with an empty delivery date (2 errors per 100 rows),
 * written pretty-printed as a chosen file would be.
 */
export function packageWithErrors(rows: number, prtIdPrefix: string): string {
  const stocks = Array.from({ length: rows }, (_, i) => ({
    prtId: `${prtIdPrefix}-${i + 1}`,
    nnt: 100_000 + (i % 5000),
    sku: `SKU-${i % 5000}`,
    qnt: i % 100 === 7 ? 1.5 : 3,
    supDate: i % 100 === 42 ? '' : '2024-04-01T10:00:00+03:00',
    nds: 10,
    gnvls: false,
    man: 'Фармстандарт',
    series: `S${i}`,
    exp: '2030-01-01T00:00:00+03:00',
    prcOpt: 90,
    prcOptNds: 99,
    prcRet: 120,
    tag: 0,
  }));
  return JSON.stringify({ date: '2024-05-10T06:00:00+03:00', stocks }, null, 2);
}
