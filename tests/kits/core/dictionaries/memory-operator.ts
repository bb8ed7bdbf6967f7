import type { DictionaryName } from '@shared/protocol/dictionaries';
import type { ChunkQuery, ChunkSource } from '@core/dictionaries/chunk-source';

/**
 * A hand-made operator for tests that need exact content (ё in names, invalid records): records
 * are put with the next version and served like the operator serves them, after a version, in
 * ascending order, `count` at a time.
 */
export interface MemoryOperator extends ChunkSource {
  /** Adds or replaces a record (by `keyOf`), giving it the next version; returns that version. */
  put(
    name: Exclude<DictionaryName, 'goods_links'>,
    record: Record<string, unknown>,
    keyOf?: (r: Record<string, unknown>) => string,
  ): number;
  links: Record<string, unknown>[];
  requests: number;
}

export function createMemoryOperator(): MemoryOperator {
  let version = 1000;
  const tables = new Map<string, Map<string, Record<string, unknown>>>();
  const operator: MemoryOperator = {
    links: [],
    requests: 0,
    put(name, record, keyOf = (r) => JSON.stringify(r.id ?? [r.nnt, r.barcode, r.mcId, r.brandId])) {
      version += 7;
      const table = tables.get(name) ?? new Map<string, Record<string, unknown>>();
      tables.set(name, table);
      const key = keyOf(record);
      table.delete(key);
      table.set(key, { ...record, rvInt: version, ...(name === 'barcodes' ? {} : { rv: rvOf(version) }) });
      return version;
    },
    async chunk(name, query) {
      operator.requests++;
      const rows = [...(tables.get(name)?.values() ?? [])]
        .filter((r) => (r.rvInt as number) > query.rvInt && (!query.actual || r.actual === true))
        .sort((a, b) => (a.rvInt as number) - (b.rvInt as number));
      return structuredClone(rows.slice(0, query.count));
    },
    async goodsLinks() {
      operator.requests++;
      return structuredClone(operator.links);
    },
  };
  return operator;
}

/** The operator's answers as JSON text, as the app receives them (the parsing worker's path); the queries recorded. */
export function asTextSource(op: MemoryOperator): { source: ChunkSource; queries: ChunkQuery[] } {
  const queries: ChunkQuery[] = [];
  const source: ChunkSource = {
    chunk: async (name, query, signal) => {
      queries.push(query);
      return JSON.stringify(await op.chunk(name, query, signal));
    },
    goodsLinks: async () => '[]',
  };
  return { source, queries };
}

/** The 8-byte big-endian base64 of a version, as the operator writes `rv`. */
function rvOf(version: number): string {
  const bytes = new Uint8Array(8);
  let v = version;
  for (let i = 7; i >= 0; i--) {
    bytes[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return btoa(String.fromCharCode(...bytes));
}

const named = (id: number, name: string) => ({ id, name, actual: true });

/** A current goods_normalized record with every field the schema requires; `fields` add or override. */
export function goodsRecord(nnt: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nnt,
    name: `Товар ${nnt}`,
    actual: true,
    gnvls: false,
    vat: 10,
    ex: false,
    stm: false,
    ustm: false,
    exch: false,
    ...fields,
  };
}

/** A few products with everything the card and the search resolve: names with ё, МНН in three languages, analogs, brands, barcodes. */
export function seedPharmacy(op: MemoryOperator): void {
  op.put('trademarks', named(1, 'Аспирин'));
  op.put('trademarks', named(2, 'Тёплый Ёж'));
  op.put('trademarks', named(3, 'Панадол'));
  op.put('manufacturers', named(1, 'Байер'));
  op.put('manufacturers', named(2, 'ГлаксоСмитКляйн'));
  op.put('countries', named(1, 'Германия'));
  op.put('dosages', named(1, 'мг'));
  op.put('release_forms', named(1, 'таблетки'));
  op.put('mnns', {
    id: 1,
    rusName: 'Ацетилсалициловая кислота',
    latName: 'Acidum acetylsalicylicum',
    engName: 'Acetylsalicylic acid',
    actual: true,
  });
  op.put('mnns', { id: 2, rusName: 'Парацетамол', latname: 'Paracetamolum', engName: 'Paracetamol', actual: true });
  op.put('analogs', { id: 1, name: 'Ацетилсалициловая кислота табл.', clusterId: 10, actual: true });
  op.put('analogs', { id: 2, name: 'Ацетилсалициловая кислота табл. кишечнораств.', clusterId: 10, actual: true });
  op.put('analogs', { id: 3, name: 'Парацетамол табл.', clusterId: 20, actual: true });
  op.put('marketing_brands', { ...named(5, 'Аспирин'), bayerBrand: true });
  op.put('marketing_clusters', named(7, 'Боль и температура'));
  op.put('marketing_manufacturers', named(9, 'Bayer'));
  const goods = (
    nnt: number,
    name: string,
    tmId: number,
    manId: number,
    mnnId: number,
    aId: number,
    actual = true,
  ) => ({
    nnt,
    name,
    nameFull: `${name}, полное наименование`,
    tmId,
    pack: 20,
    doseVal: 500,
    doseId: 1,
    rfId: 1,
    manCId: 1,
    manId,
    actual,
    gnvls: false,
    vat: 10,
    mnnId,
    aId,
    ex: false,
    stm: false,
    ustm: false,
    exch: false,
  });
  op.put('goods_normalized', goods(500001, 'Аспирин Кардио табл. 100мг №28', 1, 1, 1, 2), (r) => String(r.nnt));
  op.put('goods_normalized', goods(500002, 'Аспирин табл. 500мг №20', 1, 1, 1, 1), (r) => String(r.nnt));
  op.put('goods_normalized', goods(500003, 'Тёплый Ёж сироп д/детей', 2, 2, 2, 3), (r) => String(r.nnt));
  op.put('goods_normalized', goods(500004, 'Панадол табл. 500мг №12', 3, 2, 2, 3), (r) => String(r.nnt));
  op.put('goods_normalized', goods(500005, 'Аспирин Экспресс табл. шип. 500мг №12', 1, 1, 1, 1, false), (r) =>
    String(r.nnt),
  );
  op.put('barcodes', { nnt: 500001, barcode: '4008500130728', actual: true });
  op.put('barcodes', { nnt: 500001, barcode: '4008500130735', actual: false });
  op.put('barcodes', { nnt: 500004, barcode: '5000158062108', actual: true });
  op.put('cluster_brand_product_links', { mcId: 7, nnt: 500001, brandId: 5, actual: true });
  op.put('product_marketing_manufacturer_links', { id: 1, mmId: 9, nnt: 500001, actual: true });
  op.links = [
    { nnt: 500001, sku: 'A-100', name: 'Аспирин Кардио табл. 100мг №28' },
    { nnt: 500001, sku: 'A-100-OLD', name: 'Аспирин Кардио табл. 100мг №28' },
    { nnt: 500004, sku: 'P-12', name: 'Панадол табл. 500мг №12' },
  ];
}
