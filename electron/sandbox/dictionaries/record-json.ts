import { moscowDayIso } from '@shared/time/moscow-time';
import { utf8, type ByteWriter } from './byte-writer';
import type { Catalog } from './catalog';
import { writeGoodsName, writeGoodsNameFull } from './goods-names';
import { FLAG_EX, FLAG_EXCH, FLAG_GNVLS, FLAG_STM, FLAG_USTM, type NamedTable } from './model';
import type { RowVersions } from './row-versions';

/**
 * Writers of one record as JSON bytes, straight from the columns. Plain JSON leaves out fields
 * whose value is null; `full` (Accept: application/x-json-full) writes them as null. Field order
 * follows the tables of spec 2.10, with `rv`, `rvInt` last.
 */
export type RecordWriter = (w: ByteWriter, row: number, full: boolean) => void;

/** Pre-encoded `,"key":` (or `{"key":` for the first field). */
const key = (name: string, first = false): Uint8Array => utf8(`${first ? '{' : ','}"${name}":`);
const TRUE = utf8('true');
const FALSE = utf8('false');
const NULL = utf8('null');
const ACTUAL = key('actual');
const RV = utf8(',"rv":"');
const RV_INT_AFTER_RV = utf8('","rvInt":');
const RV_INT = key('rvInt');

function bool(w: ByteWriter, k: Uint8Array, value: number | boolean): void {
  w.raw(k);
  w.raw(value ? TRUE : FALSE);
}

/** An id field; -1 means null: left out, or `null` in full mode. */
function id(w: ByteWriter, k: Uint8Array, value: number, full: boolean): void {
  if (value < 0) {
    if (full) {
      w.raw(k);
      w.raw(NULL);
    }
    return;
  }
  w.raw(k);
  w.int(value);
}

/** The current name of the row with 1-based id `ref` in `table`, or null. */
function nameOf(w: ByteWriter, k: Uint8Array, table: NamedTable, ref: number, full: boolean): void {
  if (ref <= 0) {
    if (full) {
      w.raw(k);
      w.raw(NULL);
    }
    return;
  }
  w.raw(k);
  w.entry(table.namePool, table.nameRef[ref - 1] as number);
}

/** `,"rv":"…","rvInt":…}` */
function versionTail(w: ByteWriter, versions: RowVersions, row: number): void {
  const rv = versions.rvInt[row] as number;
  w.raw(RV);
  w.rv(rv);
  w.raw(RV_INT_AFTER_RV);
  w.int(rv);
  w.byte(125);
}

/** `,"actual":…,"rv":"…","rvInt":…}` */
function tail(w: ByteWriter, versions: RowVersions, row: number): void {
  bool(w, ACTUAL, versions.actual[row] as number);
  versionTail(w, versions, row);
}

const ID_FIRST = key('id', true);

/** Writer of an id + name dictionary with its extra fields. */
export function namedWriter(table: NamedTable): RecordWriter {
  const nameKey = key(table.nameKey);
  const extras = table.extras.map((f) => ({ k: key(f.key), kind: f.kind, values: f.values }));
  return (w, row, full) => {
    w.raw(ID_FIRST);
    w.int(row + 1);
    w.raw(nameKey);
    w.entry(table.namePool, table.nameRef[row] as number);
    for (const f of extras) {
      const v = f.values[row] as number | string;
      if (f.kind === 'int') id(w, f.k, v as number, full);
      else if (f.kind === 'bool') bool(w, f.k, v as number);
      else {
        w.raw(f.k);
        w.text(JSON.stringify(v));
      }
    }
    tail(w, table.versions, row);
  };
}

const K = {
  nnt: key('nnt', true),
  name: utf8(',"name":"'),
  nameFull: utf8('","nameFull":"'),
  afterNameFull: utf8('"'),
  tmId: key('tmId'),
  pack: key('pack'),
  doseVal: key('doseVal'),
  doseId: key('doseId'),
  rfId: key('rfId'),
  ppId: key('ppId'),
  psId: key('psId'),
  ptId: key('ptId'),
  manCId: key('manCId'),
  manId: key('manId'),
  gnvls: key('gnvls'),
  vat: key('vat'),
  gpId: key('gpId'),
  aaId: key('aaId'),
  mnnId: key('mnnId'),
  aId: key('aId'),
  speId: key('speId'),
  catId: key('catId'),
  dirId: key('dirId'),
  megaId: key('megaId'),
  ex: key('ex'),
  stm: key('stm'),
  ustm: key('ustm'),
  exch: key('exch'),
  tm: key('tm'),
  doseName: key('doseName'),
  rf: key('rf'),
  pp: key('pp'),
  ps: key('ps'),
  pt: key('pt'),
  manC: key('manC'),
  man: key('man'),
  gp: key('gp'),
  aa: key('aa'),
  mnnRus: key('mnnRus'),
  mm: key('mm'),
  mc: key('mc'),
  a: key('a'),
  brand: key('brand'),
  spe: key('spe'),
  cat: key('cat'),
  dir: key('dir'),
  mega: key('mega'),
  mcIdFirst: key('mcId', true),
  brandId: key('brandId'),
  mmId: key('mmId'),
  inn: utf8(',"inn":"'),
  begDate: utf8('","begDate":"'),
  endDate: utf8('","endDate":"'),
  quote: utf8('"'),
  barcode: utf8(',"barcode":"'),
  barcodeEnd: utf8('","actual":'),
};

const NNT_NEXT = key('nnt');

/** nnt, name, nameFull: the head of both goods records. */
function goodsHead(w: ByteWriter, cat: Catalog, row: number): void {
  w.raw(K.nnt);
  w.int(cat.goods.nnt.get(row));
  w.raw(K.name);
  writeGoodsName(w, cat, row);
  w.raw(K.nameFull);
  writeGoodsNameFull(w, cat, row);
  w.raw(K.afterNameFull);
}

function pack(w: ByteWriter, cat: Catalog, row: number, full: boolean): void {
  w.raw(K.pack);
  w.num(cat.goods.pack.get(row));
  const dose = cat.goods.doseVal.get(row);
  if (!Number.isNaN(dose)) {
    w.raw(K.doseVal);
    w.num(dose);
  } else if (full) {
    w.raw(K.doseVal);
    w.raw(NULL);
  }
}

function goodsFlags(w: ByteWriter, flags: number): void {
  bool(w, K.ex, flags & FLAG_EX);
  bool(w, K.stm, flags & FLAG_STM);
  bool(w, K.ustm, flags & FLAG_USTM);
  bool(w, K.exch, flags & FLAG_EXCH);
}

/** goods_normalized. */
export function goodsNormalizedWriter(cat: Catalog): RecordWriter {
  const g = cat.goods;
  return (w, row, full) => {
    const flags = g.flags.get(row);
    goodsHead(w, cat, row);
    id(w, K.tmId, g.tmId.get(row), full);
    pack(w, cat, row, full);
    id(w, K.doseId, g.doseId.get(row), full);
    id(w, K.rfId, g.rfId.get(row), full);
    id(w, K.ppId, g.ppId.get(row), full);
    id(w, K.psId, g.psId.get(row), full);
    id(w, K.ptId, g.ptId.get(row), full);
    id(w, K.manCId, g.manCId.get(row), full);
    id(w, K.manId, g.manId.get(row), full);
    bool(w, ACTUAL, g.versions.actual[row] as number);
    bool(w, K.gnvls, flags & FLAG_GNVLS);
    w.raw(K.vat);
    w.int(g.vat.get(row));
    id(w, K.gpId, g.gpId.get(row), full);
    id(w, K.aaId, g.aaId.get(row), full);
    id(w, K.mnnId, g.mnnId.get(row), full);
    id(w, K.aId, g.aId.get(row), full);
    id(w, K.speId, g.speId.get(row), full);
    id(w, K.catId, g.catId.get(row), full);
    id(w, K.dirId, g.dirId.get(row), full);
    id(w, K.megaId, g.megaId.get(row), full);
    goodsFlags(w, flags);
    versionTail(w, g.versions, row);
  };
}

/**
 * goods_denormalized: the same product with every id replaced by the referenced row's current
 * name; `mm` comes from its product_marketing_manufacturer_links row, `mc` and `brand` from its
 * current cluster_brand_product_links row (null for unbranded goods).
 */
export function goodsDenormalizedWriter(cat: Catalog): RecordWriter {
  const g = cat.goods;
  const pmm = cat.productHoldingLinks;
  const cbp = cat.clusterBrandLinks;
  return (w, row, full) => {
    const flags = g.flags.get(row);
    const pmmRow = g.pmmRow.get(row);
    const cbpRow = g.cbpRow.get(row);
    goodsHead(w, cat, row);
    nameOf(w, K.tm, cat.trademarks, g.tmId.get(row), full);
    pack(w, cat, row, full);
    nameOf(w, K.doseName, cat.dosages, g.doseId.get(row), full);
    nameOf(w, K.rf, cat.releaseForms, g.rfId.get(row), full);
    nameOf(w, K.pp, cat.packagings, g.ppId.get(row), full);
    nameOf(w, K.ps, cat.packagings, g.psId.get(row), full);
    nameOf(w, K.pt, cat.packagings, g.ptId.get(row), full);
    nameOf(w, K.manC, cat.countries, g.manCId.get(row), full);
    nameOf(w, K.man, cat.manufacturers, g.manId.get(row), full);
    bool(w, ACTUAL, g.denormVersions.actual[row] as number);
    bool(w, K.gnvls, flags & FLAG_GNVLS);
    w.raw(K.vat);
    w.int(g.vat.get(row));
    nameOf(w, K.gp, cat.groups, g.gpId.get(row), full);
    nameOf(w, K.aa, cat.applicationAreas, g.aaId.get(row), full);
    nameOf(w, K.mnnRus, cat.mnns, g.mnnId.get(row), full);
    nameOf(w, K.mm, cat.marketingManufacturers, pmmRow < 0 ? -1 : pmm.mmId.get(pmmRow), full);
    nameOf(w, K.mc, cat.marketingClusters, cbpRow < 0 ? -1 : cbp.mcId.get(cbpRow), full);
    nameOf(w, K.a, cat.analogs, g.aId.get(row), full);
    nameOf(w, K.brand, cat.marketingBrands, cbpRow < 0 ? -1 : cbp.brandId.get(cbpRow), full);
    nameOf(w, K.spe, cat.spes, g.speId.get(row), full);
    nameOf(w, K.cat, cat.categories, g.catId.get(row), full);
    nameOf(w, K.dir, cat.directions, g.dirId.get(row), full);
    nameOf(w, K.mega, cat.megacategories, g.megaId.get(row), full);
    goodsFlags(w, flags);
    versionTail(w, g.denormVersions, row);
  };
}

/** cluster_brand_product_links. */
export function clusterBrandWriter(cat: Catalog): RecordWriter {
  const l = cat.clusterBrandLinks;
  return (w, row) => {
    w.raw(K.mcIdFirst);
    w.int(l.mcId.get(row));
    w.raw(NNT_NEXT);
    w.int(cat.goods.nnt.get(l.goodsRow.get(row)));
    w.raw(K.brandId);
    w.int(l.brandId.get(row));
    tail(w, l.versions, row);
  };
}

/** product_marketing_manufacturer_links. */
export function productHoldingWriter(cat: Catalog): RecordWriter {
  const l = cat.productHoldingLinks;
  return (w, row) => {
    w.raw(ID_FIRST);
    w.int(row + 1);
    w.raw(K.mmId);
    w.int(l.mmId.get(row));
    w.raw(NNT_NEXT);
    w.int(cat.goods.nnt.get(l.goodsRow.get(row)));
    tail(w, l.versions, row);
  };
}

/** The same day as a .NET DateTime column writes it: `2024-03-01T00:00:00.0000000`, no offset. */
export function dotnetDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.0000000';
}

/** marketing_manufacturer_supplier_links; `dayDate` writes begDate/endDate (default: the operator's Moscow day). */
export function supplierWriter(cat: Catalog, dayDate: (day: number) => string = moscowDayIso): RecordWriter {
  const l = cat.supplierLinks;
  return (w, row) => {
    w.raw(ID_FIRST);
    w.int(row + 1);
    w.raw(K.mmId);
    w.int(l.mmId[row] as number);
    w.raw(K.inn);
    w.text(l.inn[row] as string);
    w.raw(K.begDate);
    w.text(dayDate(l.begDay[row] as number));
    w.raw(K.endDate);
    w.text(dayDate(l.endDay[row] as number));
    w.raw(K.quote);
    tail(w, l.versions, row);
  };
}

/** barcodes: no `rv` (spec 2.10), `actual` and `rvInt` only. */
export function barcodeWriter(cat: Catalog): RecordWriter {
  const b = cat.barcodes;
  return (w, row) => {
    w.raw(K.nnt);
    w.int(cat.goods.nnt.get(b.goodsRow.get(row)));
    w.raw(K.barcode);
    w.padded(b.code.get(row), 13);
    w.raw(K.barcodeEnd);
    w.raw(b.versions.actual[row] ? TRUE : FALSE);
    w.raw(RV_INT);
    w.int(b.versions.rvInt[row] as number);
    w.byte(125);
  };
}
