import { dictionaryNames, type DictionaryName } from '@shared/protocol/dictionaries';
import { isValidEan13, isValidInn10 } from './check-digits';
import type { ChunkedDictionaryName, DictionaryStore } from './dictionary-store';

type Row = Record<string, unknown>;

/** Every record of every versioned dictionary, read through the store's own chunks. */
export function snapshotStore(store: DictionaryStore, full = false): Record<ChunkedDictionaryName, Row[]> {
  const out = {} as Record<ChunkedDictionaryName, Row[]>;
  for (const name of dictionaryNames) if (name !== 'goods_links') out[name] = [...store.allRecords(name, { full })];
  return out;
}

/**
 * Checks what a consumer relies on across dictionaries and returns every violation found (empty
 * when all hold): ids resolve, trees and clusters point inside their dictionary, goods sit in a
 * consistent spe → category → direction chain, goods_denormalized names match the ids of
 * goods_normalized, barcodes are valid EAN-13 and INNs valid. Used by tests here and by the
 * dictionary sync's tests.
 */
export function findIntegrityProblems(data: Record<ChunkedDictionaryName, Row[]>): string[] {
  const problems: string[] = [];
  const byId = (name: ChunkedDictionaryName): Map<number, Row> => new Map(data[name].map((r) => [r.id as number, r]));
  const ids = Object.fromEntries(
    dictionaryNames
      .filter((n) => n !== 'goods_links' && data[n as ChunkedDictionaryName][0]?.id !== undefined)
      .map((n) => [n, byId(n as ChunkedDictionaryName)]),
  ) as Partial<Record<DictionaryName, Map<number, Row>>>;
  const goods = new Map(data.goods_normalized.map((r) => [r.nnt as number, r]));
  const need = (where: string, dict: DictionaryName, value: unknown, optional = true): void => {
    if (value === undefined || value === null) {
      if (!optional) problems.push(`${where}: missing link to ${dict}`);
      return;
    }
    if (!ids[dict]?.has(value as number)) problems.push(`${where}: ${dict} id ${String(value)} does not exist`);
  };
  const needGoods = (where: string, nnt: unknown): void => {
    if (!goods.has(nnt as number)) problems.push(`${where}: nnt ${String(nnt)} is not in goods_normalized`);
  };

  for (const r of data.groups) need(`groups ${r.id}`, 'groups', r.parentId);
  for (const r of data.application_areas) need(`application_areas ${r.id}`, 'application_areas', r.parentId);
  for (const r of data.analogs) need(`analogs ${r.id}`, 'analogs', r.clusterId, false);
  for (const r of data.categories) need(`categories ${r.id}`, 'directions', r.dirId, false);
  for (const r of data.spes) need(`spes ${r.id}`, 'categories', r.catId, false);
  for (const r of data.cluster_brand_product_links) {
    need(`cbp ${r.nnt}`, 'marketing_clusters', r.mcId, false);
    need(`cbp ${r.nnt}`, 'marketing_brands', r.brandId, false);
    needGoods('cluster_brand_product_links', r.nnt);
  }
  for (const r of data.product_marketing_manufacturer_links) {
    need(`pmm ${r.id}`, 'marketing_manufacturers', r.mmId, false);
    needGoods(`product_marketing_manufacturer_links ${r.id}`, r.nnt);
  }
  for (const r of data.marketing_manufacturer_supplier_links) {
    need(`supplier link ${r.id}`, 'marketing_manufacturers', r.mmId, false);
    if (!isValidInn10(r.inn as string)) problems.push(`supplier link ${r.id}: invalid INN ${String(r.inn)}`);
    if (!((r.begDate as string) < (r.endDate as string)))
      problems.push(`supplier link ${r.id}: begDate not before endDate`);
  }
  for (const r of data.barcodes) {
    needGoods('barcodes', r.nnt);
    if (!isValidEan13(r.barcode as string)) problems.push(`barcode ${String(r.barcode)}: bad EAN-13`);
  }

  const links: Array<[string, DictionaryName, boolean]> = [
    ['tmId', 'trademarks', false],
    ['doseId', 'dosages', true],
    ['rfId', 'release_forms', false],
    ['ppId', 'packagings', true],
    ['psId', 'packagings', true],
    ['ptId', 'packagings', true],
    ['manCId', 'countries', false],
    ['manId', 'manufacturers', false],
    ['gpId', 'groups', false],
    ['aaId', 'application_areas', true],
    ['mnnId', 'mnns', true],
    ['aId', 'analogs', true],
    ['speId', 'spes', false],
    ['catId', 'categories', false],
    ['dirId', 'directions', false],
    ['megaId', 'megacategories', false],
  ];
  for (const g of data.goods_normalized) {
    for (const [field, dict, optional] of links) need(`goods ${g.nnt}.${field}`, dict, g[field], optional);
    if (ids.spes?.get(g.speId as number)?.catId !== g.catId)
      problems.push(`goods ${g.nnt}: spe ${g.speId} is not in category ${g.catId}`);
    if (ids.categories?.get(g.catId as number)?.dirId !== g.dirId)
      problems.push(`goods ${g.nnt}: category ${g.catId} is not in direction ${g.dirId}`);
  }

  // goods_denormalized = goods_normalized resolved through the ids and the current links.
  const name = (dict: DictionaryName, id: unknown): unknown => {
    if (id === undefined || id === null) return null;
    const row = ids[dict]?.get(id as number);
    return dict === 'mnns' ? row?.rusName : row?.name;
  };
  const pmmByNnt = new Map(data.product_marketing_manufacturer_links.map((r) => [r.nnt, r]));
  const cbpByNnt = new Map(data.cluster_brand_product_links.filter((r) => r.actual).map((r) => [r.nnt, r]));
  const denorm = new Map(data.goods_denormalized.map((r) => [r.nnt as number, r]));
  if (denorm.size !== goods.size)
    problems.push(`goods_denormalized has ${denorm.size} products, goods_normalized ${goods.size}`);
  for (const g of goods.values()) {
    const d = denorm.get(g.nnt as number);
    if (!d) {
      problems.push(`goods_denormalized lacks nnt ${g.nnt}`);
      continue;
    }
    const cbp = cbpByNnt.get(g.nnt);
    const expected: Record<string, unknown> = {
      name: g.name,
      nameFull: g.nameFull,
      pack: g.pack,
      doseVal: g.doseVal ?? null,
      actual: g.actual,
      gnvls: g.gnvls,
      vat: g.vat,
      ex: g.ex,
      stm: g.stm,
      ustm: g.ustm,
      exch: g.exch,
      tm: name('trademarks', g.tmId),
      doseName: name('dosages', g.doseId),
      rf: name('release_forms', g.rfId),
      pp: name('packagings', g.ppId),
      ps: name('packagings', g.psId),
      pt: name('packagings', g.ptId),
      manC: name('countries', g.manCId),
      man: name('manufacturers', g.manId),
      gp: name('groups', g.gpId),
      aa: name('application_areas', g.aaId),
      mnnRus: name('mnns', g.mnnId),
      a: name('analogs', g.aId),
      spe: name('spes', g.speId),
      cat: name('categories', g.catId),
      dir: name('directions', g.dirId),
      mega: name('megacategories', g.megaId),
      mm: name('marketing_manufacturers', pmmByNnt.get(g.nnt)?.mmId),
      mc: name('marketing_clusters', cbp?.mcId),
      brand: name('marketing_brands', cbp?.brandId),
    };
    for (const [field, value] of Object.entries(expected)) {
      if ((d[field] ?? null) !== value)
        problems.push(
          `goods_denormalized ${g.nnt}.${field} = ${JSON.stringify(d[field])}, expected ${JSON.stringify(value)}`,
        );
    }
  }
  return problems;
}
