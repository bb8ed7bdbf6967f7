import { seededRandom } from '../util/seeded-random';

/** A product the demo stock can hold (from the goods dictionary). */
export interface DemoGoods {
  nnt: number;
  name: string;
  gnvls: boolean;
  vat: number;
  /** A believable retail price of one pack, when the dictionary knows one. */
  price?: number;
}

const manufacturers = [
  'Фармстандарт-Лексредства',
  'Озон',
  'Вертекс',
  'Гедеон Рихтер',
  'KRKA',
  'Bayer',
  'Sanofi',
  'Teva',
  'Эвалар',
  'Татхимфармпрепараты',
];

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Deterministic demo stock rows for one store: believable prices, dates and series, and about
 * one row in 30 with a retail price far below its purchase price, so the dispersion page has
 * something to show.
 */
export function demoStockRows(
  goods: readonly DemoGoods[],
  storeIndex: number,
  seed: number,
  now: Date,
): Record<string, unknown>[] {
  const random = seededRandom(seed * 31 + storeIndex);
  const day = 86_400_000;
  const iso = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, '+00:00');
  return goods.map((g, i) => {
    // Around the product's reference price when known, so stores price the same product alike.
    const retail = (g.price ?? random.int(60, 3000)) * (0.9 + random.next() * 0.2);
    const prcOptNds = round2(retail / (1.15 + random.next() * 0.2));
    const prcOpt = round2(prcOptNds / (1 + g.vat / 100));
    const prcMan = round2(prcOpt / (1.05 + random.next() * 0.1));
    const anomalous = random.next() < 1 / 30;
    const prcRet = anomalous ? round2(prcOptNds * 0.2) : round2(retail);
    const row: Record<string, unknown> = {
      prtId: `D${storeIndex}-${String(i + 1).padStart(6, '0')}`,
      nnt: g.nnt,
      sku: `SKU-${g.nnt}`,
      qnt: random.int(1, 40),
      supDate: iso(now.getTime() - random.int(1, 120) * day),
      nds: g.vat,
      gnvls: g.gnvls,
      man: random.pick(manufacturers),
      series: `${random.int(100000, 999999)}`,
      exp: iso(now.getTime() + random.int(90, 1100) * day),
      prcMan,
      prcOpt,
      prcOptNds,
      prcRet,
      tag: random.next() < 0.05 ? 1 : 0,
    };
    if (g.gnvls) {
      row.prcReestr = prcMan;
      row.prcGnvlsMax = round2(Math.max(prcRet, prcOptNds * 1.3));
      row.mrGnvls = 25;
    }
    return row;
  });
}
