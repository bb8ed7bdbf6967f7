/** The export date of the test packages (the spec's sample date, with an offset). */
export const sampleDate = '2019-12-03T15:07:49+03:00';

/** A valid stock row, varied by `n` (every fifth regulated, every third without expiry): shared by the validator tests. */
export const sampleRow = (n: number): Record<string, unknown> => ({
  prtId: `P${n}`,
  nnt: 1000 + n,
  sku: `S${n}`,
  qnt: n % 7,
  supDate: sampleDate,
  nds: 10,
  gnvls: n % 5 === 0,
  man: 'Фармстандарт',
  exp: n % 3 ? '2026-01-01T00:00:00+03:00' : null,
  prcOptNds: 12.38,
  prcRet: 15.9,
  prcGnvlsMax: n % 5 === 0 ? 20 : null,
  tag: 0,
  dp: null,
});
