import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDictionaryPage } from './dictionary-pages';
import { ftsQueryOf, createGoodsSearch } from './goods-search';
import { createProductCards } from './product-card';
import {
  createMemoryOperator,
  goodsRecord,
  seedPharmacy,
  type MemoryOperator,
} from '@tests/kits/core/dictionaries/memory-operator';
import { openTempDb, syncWith, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';

const storeId = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';

describe('goods search, lookups and the product card', () => {
  let temp: ReturnType<typeof openTempDb>;
  let parts: ReturnType<typeof testParts>;
  let op: MemoryOperator;
  let src: number;
  let search: ReturnType<typeof createGoodsSearch>;
  const names = (text: string) => search.search(src, text, 20).items.map((h) => h.name);
  const nnts = (text: string) => search.search(src, text, 20).items.map((h) => h.nnt);
  const sync = () => syncWith(parts, op, { src, storeId });

  beforeEach(async () => {
    temp = openTempDb();
    parts = testParts(temp.db);
    src = parts.state.sourceId('memory');
    op = createMemoryOperator();
    seedPharmacy(op);
    await sync();
    search = createGoodsSearch(temp.db, parts.state);
  });
  afterEach(() => temp.cleanup());

  it('finds goods by Cyrillic word prefixes in any letter case, current goods first', () => {
    expect(new Set(nnts('асп'))).toEqual(new Set([500001, 500002, 500005]));
    expect(nnts('АСП')).toEqual(nnts('асп'));
    expect(nnts('асп').at(-1)).toBe(500005); // not current: last
    expect(names('асп кард')).toEqual(['Аспирин Кардио табл. 100мг №28']);
    expect(search.search(src, 'асп', 20).items[0]!.matchedBy).toBe('text');
  });

  it('treats ё and е alike, both ways', () => {
    expect(nnts('теплый')).toEqual([500003]);
    expect(nnts('тёпл')).toEqual([500003]);
    expect(nnts('еж')).toEqual([500003]);
    // A е/ё word followed by another word: an OR group then a phrase (FTS5 needs the AND spelt out).
    expect(nnts('тёплый еж')).toEqual([500003]);
    expect(ftsQueryOf('Ёж, тёплый!')).toBe('("еж"* OR "ёж"*) AND ("теплый"* OR "тёплый"*)');
    expect(ftsQueryOf('амокс 500')).toBe('"амокс"* AND "500"*');
    expect(nnts('ацетил ёж')).toEqual([]); // a word next to an ё-word is a query FTS5 accepts
  });

  it('finds goods by МНН in Russian, Latin (latname spelling too) and English, by trademark and by manufacturer', () => {
    expect(new Set(nnts('ацетилсал'))).toEqual(new Set([500001, 500002, 500005]));
    expect(new Set(nnts('acetylsal'))).toEqual(new Set([500001, 500002, 500005]));
    expect(new Set(nnts('paracetamolum'))).toEqual(new Set([500003, 500004]));
    expect(new Set(nnts('глаксо'))).toEqual(new Set([500003, 500004]));
    expect(nnts('панад')).toEqual([500004]);
  });

  it('looks products up by nnt and by barcode (current or retired), and by nothing else when a code matches', () => {
    expect(search.search(src, '500004', 20).items).toMatchObject([{ nnt: 500004, matchedBy: 'nnt' }]);
    expect(search.search(src, '4008500130735', 20).items).toMatchObject([{ nnt: 500001, matchedBy: 'barcode' }]);
    expect(search.byBarcode(src, '5000158062108').map((h) => h.nnt)).toEqual([500004]);
    expect(search.byNnt(src, 999)).toBeUndefined();
    // Digits that are no code are searched in the names.
    expect(new Set(nnts('100'))).toEqual(new Set([500001]));
  });

  it('keeps the index current when a trademark, manufacturer or product changes', async () => {
    op.put('manufacturers', { id: 1, name: 'Bayer AG', actual: true });
    op.put('goods_normalized', { ...goodsOf(500004), name: 'Панадол Экстра табл. №12' }, (r) => String(r.nnt));
    await sync();
    expect(nnts('байер')).toEqual([]);
    expect(new Set(nnts('bayer'))).toEqual(new Set([500001, 500002, 500005]));
    expect(nnts('экстр')).toEqual([500004]);
    expect((temp.db.prepare('SELECT count(*) AS n FROM dict_goods_fts').get() as { n: number }).n).toBe(5);
  });

  it('ranks nothing beyond a few hundred matches, but still answers with the first ones', async () => {
    for (let i = 0; i < 260; i++) {
      op.put('goods_normalized', { ...goodsOf(600000 + i), name: `Витамин С${i} табл.` }, (r) => String(r.nnt));
    }
    await sync();
    const result = search.search(src, 'вит', 20);
    expect(result.items).toHaveLength(20);
    expect(result.more).toBe(true);
    expect(result.items.every((h) => h.name.startsWith('Витамин'))).toBe(true);
    // Few enough matches to rank: С25 and С250–С259.
    const ranked = search.search(src, 'вит с25', 20);
    expect(ranked.items).toHaveLength(11);
    expect(ranked.more).toBe(false);
  });

  it('keeps each operator’s goods apart', async () => {
    const other = createMemoryOperator();
    other.put('goods_normalized', { ...goodsOf(500001), name: 'Аспирин другого оператора' }, (r) => String(r.nnt));
    const src2 = parts.state.sourceId('other');
    await syncWith(parts, other, { src: src2, storeId });
    expect(names('аспирин другого')).toEqual([]);
    expect(search.search(src2, 'асп', 20).items.map((h) => h.name)).toEqual(['Аспирин другого оператора']);
    expect(new Set(nnts('асп'))).toEqual(new Set([500001, 500002, 500005]));
  });

  it('fills a page with one operator’s goods when another operator’s match the same words first', async () => {
    // 150 matches each: 300 in the index, more than one operator's ranking cap (200) but not two.
    for (let i = 0; i < 150; i++)
      op.put('goods_normalized', { ...goodsOf(600000 + i), name: `Витамин С${i} табл.` }, (r) => String(r.nnt));
    await sync();
    const other = createMemoryOperator();
    for (let i = 0; i < 150; i++)
      other.put('goods_normalized', { ...goodsOf(700000 + i), name: `Витамин Д${i} капс.` }, (r) => String(r.nnt));
    const src2 = parts.state.sourceId('other');
    await syncWith(parts, other, { src: src2, storeId });
    expect(parts.state.fts(src2).built).toBe(true);
    const second = search.search(src2, 'витамин', 20);
    expect(second.items).toHaveLength(20);
    expect(second.items.every((h) => h.name.startsWith('Витамин Д'))).toBe(true);
    expect(nnts('витамин')).toHaveLength(20);
  });

  it('shows a product card with every id resolved and the related rows', () => {
    const card = createProductCards(temp.db).card(src, storeId, 500001);
    expect(card).toMatchObject({
      nnt: 500001,
      name: 'Аспирин Кардио табл. 100мг №28',
      actual: true,
      names: {
        trademark: 'Аспирин',
        manufacturer: 'Байер',
        country: 'Германия',
        dosage: 'мг',
        releaseForm: 'таблетки',
        mnnRus: 'Ацетилсалициловая кислота',
        mnnLat: 'Acidum acetylsalicylicum',
        mnnEng: 'Acetylsalicylic acid',
        analog: 'Ацетилсалициловая кислота табл. кишечнораств.',
      },
      marketing: { brand: 'Аспирин', cluster: 'Боль и температура', manufacturer: 'Bayer' },
      barcodes: [
        { barcode: '4008500130728', actual: true },
        { barcode: '4008500130735', actual: false },
      ],
      storeSkus: [
        { sku: 'A-100', name: 'Аспирин Кардио табл. 100мг №28' },
        { sku: 'A-100-OLD', name: 'Аспирин Кардио табл. 100мг №28' },
      ],
    });
    // Cluster 10 holds analogs 1 and 2: every other product of either.
    expect(card.analogs.map((a) => a.nnt).sort()).toEqual([500002, 500005]);
    expect(() => createProductCards(temp.db).card(src, storeId, 1)).toThrow(/not in the local goods dictionary/);
  });

  it('pages any dictionary sorted and filtered in SQL', () => {
    const page = readDictionaryPage(temp.db, src, storeId, 'goods_normalized', {
      offset: 0,
      limit: 2,
      sort: 'name',
      desc: true,
    });
    expect(page.total).toBe(5);
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0]![1]).toBe('Тёплый Ёж сироп д/детей');
    expect(page.columns[0]).toEqual({ name: 'nnt', kind: 'int' });
    const next = readDictionaryPage(temp.db, src, storeId, 'goods_normalized', {
      offset: 2,
      limit: 10,
      sort: 'name',
      desc: true,
    });
    // Code-point order (SQLite's BINARY collation): lower-case Cyrillic after upper-case.
    expect(next.rows.map((r) => r[0])).toEqual([500002, 500005, 500001]);
    expect(next.total).toBe(-1);
    // Case-insensitive for Cyrillic, ё = е.
    expect(
      readDictionaryPage(temp.db, src, storeId, 'goods_normalized', { offset: 0, limit: 10, filter: 'ТЕПЛЫЙ' }).total,
    ).toBe(1);
    expect(
      readDictionaryPage(temp.db, src, storeId, 'goods_normalized', { offset: 0, limit: 10, filter: '500004' })
        .rows[0]![0],
    ).toBe(500004);
    expect(
      readDictionaryPage(temp.db, src, storeId, 'goods_links', { offset: 0, limit: 10, filter: 'a-100' }).total,
    ).toBe(2);
    expect(readDictionaryPage(temp.db, src, 'another-store', 'goods_links', { offset: 0, limit: 10 }).total).toBe(0);
    expect(() =>
      readDictionaryPage(temp.db, src, storeId, 'barcodes', { offset: 0, limit: 10, sort: 'nnt; DROP TABLE x' }),
    ).toThrow(/no column/);
  });
});

function goodsOf(nnt: number) {
  return goodsRecord(nnt, { name: 'x', tmId: 3, manId: 2, mnnId: 2, aId: 3 });
}
