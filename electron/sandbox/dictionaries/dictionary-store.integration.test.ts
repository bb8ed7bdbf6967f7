import { describe, expect, it } from 'vitest';
import { dictionaryKeys, dictionaryNames, dictionaryRecordSchemas } from '@shared/protocol/dictionaries';
import { isValidEan13 } from './check-digits';
import { createDictionaryStore, type ChunkedDictionaryName } from './dictionary-store';
import { findIntegrityProblems, snapshotStore } from './integrity-check';

const STORE_A = '5B0E8F4C-3D2A-4E71-9C55-2F6A1D8E7B30';
const STORE_B = 'a1b2c3d4-0000-4000-8000-000000000002';
const chunked = dictionaryNames.filter((n): n is ChunkedDictionaryName => n !== 'goods_links');

const store = createDictionaryStore({ scale: 'small', seed: 42, storeIds: [STORE_A, STORE_B] });
const plain = snapshotStore(store);

describe('dictionary store (small scale)', () => {
  it('is deterministic: the same seed gives byte-identical chunks, another seed different ones', () => {
    const again = createDictionaryStore({ scale: 'small', seed: 42, storeIds: [STORE_A, STORE_B] });
    const other = createDictionaryStore({ scale: 'small', seed: 43, storeIds: [STORE_A] });
    for (const name of chunked) {
      for (const full of [false, true]) {
        const a = store.chunkJson(name, { afterRvInt: 0, count: 100_000, full });
        expect(again.chunkJson(name, { afterRvInt: 0, count: 100_000, full }), name).toBe(a);
      }
    }
    expect(again.goodsLinksJson(STORE_A, true)).toBe(store.goodsLinksJson(STORE_A, true));
    expect(other.chunkJson('goods_normalized', { afterRvInt: 0, count: 100 })).not.toBe(
      store.chunkJson('goods_normalized', { afterRvInt: 0, count: 100 }),
    );
  });

  it('serves every dictionary in ascending, unique rvInt with rv = base64 of the 8-byte version', () => {
    for (const name of chunked) {
      const rows = plain[name];
      expect(rows.length, name).toBe(store.counts()[name]);
      expect(rows.length, name).toBeGreaterThan(0);
      const bad: string[] = [];
      rows.forEach((r, i) => {
        if (i > 0 && !((r.rvInt as number) > (rows[i - 1]?.rvInt as number))) bad.push(`not ascending at ${i}`);
        if (
          name === 'barcodes'
            ? r.rv !== undefined
            : Buffer.from(r.rv as string, 'base64').readBigUInt64BE() !== BigInt(r.rvInt as number)
        ) {
          bad.push(`rv ${String(r.rv)} ≠ rvInt ${String(r.rvInt)}`);
        }
      });
      expect(bad, name).toEqual([]);
      expect(store.maxRvInt(name)).toBe(rows[rows.length - 1]?.rvInt);
    }
    // Versions start above 2^32: a client keeping rvInt in 32 bits breaks at once.
    expect(plain.countries[0]?.rvInt as number).toBeGreaterThan(2 ** 32);
  });

  it('has the sizes of the small scale', () => {
    const counts = store.counts();
    expect(counts.goods_normalized).toBe(2000);
    expect(counts.goods_denormalized).toBe(2000);
    expect(counts.barcodes).toBe(4000);
    expect(counts.goods_links).toBe(600);
    expect(counts.countries).toBeGreaterThan(30);
  });

  it('parses with the shared record schemas, in plain and in full JSON', () => {
    const full = snapshotStore(store, true);
    for (const name of chunked) {
      for (const rows of [plain[name], full[name]]) {
        for (const r of rows) {
          const parsed = dictionaryRecordSchemas[name].safeParse(r);
          if (!parsed.success) throw new Error(`${name}: ${JSON.stringify(r)}\n${parsed.error.message}`);
        }
      }
    }
    for (const link of JSON.parse(store.goodsLinksJson(STORE_A, true)) as unknown[]) {
      expect(dictionaryRecordSchemas.goods_links.safeParse(link).success).toBe(true);
    }
  });

  it('writes absent links as null in full JSON and leaves them out of plain JSON', () => {
    const full = snapshotStore(store, true);
    const fields = (rows: Array<Record<string, unknown>>) => new Set(rows.flatMap((r) => Object.keys(r)));
    const plainWithoutPt = plain.goods_normalized.find((r) => r.ptId === undefined);
    expect(plainWithoutPt).toBeDefined();
    const fullTwin = full.goods_normalized.find((r) => r.nnt === plainWithoutPt?.nnt);
    expect(fullTwin).toHaveProperty('ptId', null);
    const denormFields = fields(full.goods_denormalized).size;
    expect(full.goods_denormalized.every((r) => Object.keys(r).length === denormFields)).toBe(true);
    expect(plain.goods_denormalized.some((r) => !('brand' in r))).toBe(true);
    expect(full.groups.find((r) => r.parentId === null)).toBeDefined();
    expect(plain.goods_normalized.every((r) => !Object.values(r).includes(null))).toBe(true);
  });

  it('keeps every id a record points at, and goods_denormalized equal to goods_normalized resolved', () => {
    expect(findIntegrityProblems(plain)).toEqual([]);
  });

  it('gives every record a unique key (the upsert key of a local copy)', () => {
    for (const name of chunked) {
      const keys = new Set(plain[name].map((r) => dictionaryKeys[name].map((k) => String(r[k])).join('/')));
      expect(keys.size, name).toBe(plain[name].length);
    }
  });

  it('looks like a Russian pharmacy nomenclature', () => {
    const goods = plain.goods_normalized;
    const gnvlsShare = goods.filter((g) => g.gnvls).length / goods.length;
    expect(gnvlsShare).toBeGreaterThan(0.12);
    expect(gnvlsShare).toBeLessThan(0.3);
    expect(new Set(goods.map((g) => g.vat))).toEqual(new Set([0, 10, 22]));
    expect(goods.some((g) => /^Нурофен /.test(g.name as string))).toBe(true);
    expect(plain.mnns.find((m) => m.rusName === 'Ибупрофен')).toMatchObject({
      latName: 'Ibuprofenum',
      engName: 'Ibuprofen',
    });
    expect(plain.countries.map((c) => c.name)).toEqual(expect.arrayContaining(['Россия', 'Германия', 'Индия']));
    expect(plain.manufacturers.some((m) => (m.name as string).includes('"'))).toBe(true);
    expect(plain.dosages.map((d) => d.name)).toEqual(expect.arrayContaining(['мг', 'мл', 'МЕ']));
    expect(plain.release_forms.map((d) => d.name)).toEqual(
      expect.arrayContaining(['таблетки', 'капсулы', 'раствор для инъекций']),
    );
    for (const b of plain.marketing_brands) expect(typeof b.farmaBrand).toBe('boolean');
    expect(plain.marketing_brands.some((b) => b.farmaBrand)).toBe(true);
    for (const b of plain.barcodes) expect(isValidEan13(b.barcode as string)).toBe(true);
    expect(new Set(plain.barcodes.map((b) => `${b.nnt}/${b.barcode}`)).size).toBe(plain.barcodes.length);
    const actualShare = plain.barcodes.filter((b) => b.actual).length / plain.barcodes.length;
    expect(actualShare).toBeGreaterThan(0.6);
    expect(actualShare).toBeLessThan(1);
    // Analog clusters group several analogs of one МНН.
    const clusters = new Map<unknown, number>();
    for (const a of plain.analogs) clusters.set(a.clusterId, (clusters.get(a.clusterId) ?? 0) + 1);
    expect([...clusters.values()].some((n) => n > 1)).toBe(true);
  });

  it('answers goods questions: hasGoods, goodsSample', () => {
    const first = plain.goods_normalized[0]?.nnt as number;
    expect(store.hasGoods(first)).toBe(true);
    expect(store.hasGoods(first - 1)).toBe(false);
    expect(store.hasGoods(99)).toBe(false);
    const sample = store.goodsSample(25);
    expect(sample).toHaveLength(25);
    expect(new Set(sample.map((s) => s.nnt)).size).toBe(25);
    for (const s of sample) {
      const g = plain.goods_normalized.find((r) => r.nnt === s.nnt);
      expect(g).toMatchObject({ name: s.name, gnvls: s.gnvls, vat: s.vat, actual: true });
      expect(s.price).toBeGreaterThan(0);
    }
    expect(store.goodsSample(25)).toEqual(sample);
  });

  it('keeps goods_links per store, case-insensitively, with a few deliberate mislinks', () => {
    const a = JSON.parse(store.goodsLinksJson(STORE_A.toLowerCase(), true)) as Array<Record<string, unknown>>;
    const b = JSON.parse(store.goodsLinksJson(STORE_B, false)) as Array<Record<string, unknown>>;
    expect(a).toHaveLength(300);
    expect(b).toHaveLength(300);
    expect(new Set(a.map((l) => l.sku)).size).toBe(300);
    expect(b.every((l) => !('name' in l))).toBe(true);
    expect(a.map((l) => l.nnt)).not.toEqual(b.map((l) => l.nnt));
    for (const l of a) {
      expect(store.hasGoods(l.nnt as number)).toBe(true);
      expect(l.name).toBe(plain.goods_normalized.find((g) => g.nnt === l.nnt)?.name);
    }
    const details = store.goodsLinks(STORE_A);
    const wrong = details.filter((d) => d.intendedNnt !== null);
    expect(wrong.length).toBeGreaterThanOrEqual(2);
    expect(wrong.length).toBeLessThan(20);
    expect(store.goodsLinksJson('00000000-0000-4000-8000-000000000000', true)).toBe('[]');
  });

  it('filters barcodes on actual and counts from any version, including one between two rows', () => {
    const actual = [...store.allRecords('barcodes', { actualOnly: true })];
    expect(actual.length).toBe(plain.barcodes.filter((b) => b.actual).length);
    expect(actual.every((b) => b.actual === true)).toBe(true);
    const rows = plain.trademarks;
    const third = rows[2]?.rvInt as number;
    const between = third + 1;
    expect(rows.some((r) => r.rvInt === between)).toBe(false);
    const after = JSON.parse(store.chunkJson('trademarks', { afterRvInt: between, count: 2 })) as Array<
      Record<string, unknown>
    >;
    expect(after.map((r) => r.id)).toEqual([rows[3]?.id, rows[4]?.id]);
  });
});
