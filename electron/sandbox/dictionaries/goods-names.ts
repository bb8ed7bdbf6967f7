import { ByteWriter, utf8 } from './byte-writer';
import type { Catalog } from './catalog';
import { unitHash } from './random';

const NUMERO = utf8(' №');
const PIECES = utf8(' шт., ');
const COMMA_SPACE = utf8(', ');
const VARIANT_SUFFIX = utf8(' (нов. уп.)');

/**
 * Writes the short product name, JSON-escaped, without quotes: trade name, short form, dose,
 * pack (`Нурофен табл. п/о 200мг №10`). Built from the ids at serve time; nothing is stored
 * per product.
 */
export function writeGoodsName(w: ByteWriter, cat: Catalog, row: number): void {
  const g = cat.goods;
  const doseId = g.doseId.get(row);
  w.entry(cat.trademarks.basePool, g.tmId.get(row) - 1);
  w.byte(32);
  w.entry(cat.attrs.formShort, g.rfId.get(row) - 1);
  if (doseId > 0) {
    w.byte(32);
    w.decimalComma(g.doseVal.get(row));
    w.entry(cat.dosages.basePool, doseId - 1);
  }
  w.raw(NUMERO);
  w.num(g.pack.get(row));
  if (g.nameVariant.get(row) === 1) w.raw(VARIANT_SUFFIX);
}

/** Writes the full name, JSON-escaped, without quotes: full form, dose, pack, manufacturer, country. */
export function writeGoodsNameFull(w: ByteWriter, cat: Catalog, row: number): void {
  const g = cat.goods;
  const doseId = g.doseId.get(row);
  w.entry(cat.trademarks.basePool, g.tmId.get(row) - 1);
  w.byte(32);
  w.entry(cat.releaseForms.basePool, g.rfId.get(row) - 1);
  if (doseId > 0) {
    w.byte(32);
    w.decimalComma(g.doseVal.get(row));
    w.byte(32);
    w.entry(cat.dosages.basePool, doseId - 1);
  }
  w.raw(COMMA_SPACE);
  w.num(g.pack.get(row));
  w.raw(PIECES);
  w.entry(cat.manufacturers.basePool, g.manId.get(row) - 1);
  w.byte(32);
  w.byte(40);
  w.entry(cat.countries.basePool, g.manCId.get(row) - 1);
  w.byte(41);
  if (g.nameVariant.get(row) === 1) w.raw(VARIANT_SUFFIX);
}

const scratch = new ByteWriter(4096);

/** The short name as plain text. */
export function goodsName(cat: Catalog, row: number): string {
  scratch.pos = 0;
  scratch.byte(34);
  writeGoodsName(scratch, cat, row);
  scratch.byte(34);
  return JSON.parse(scratch.buf.toString('utf8', 0, scratch.pos)) as string;
}

/**
 * A believable retail price of one pack in rubles: the class's typical price, the brand's
 * premium, the pack size and some noise. The same product always gets the same price.
 */
export function referencePrice(cat: Catalog, row: number): number {
  const g = cat.goods;
  const tm = g.tmId.get(row) - 1;
  const def = cat.classes[cat.attrs.tmClass[tm] as number];
  const packFactor = Math.min(4, Math.max(0.6, Math.sqrt(g.pack.get(row) / 10)));
  const noise = 0.8 + 0.4 * unitHash(cat.seed, row, 0x9e1ce);
  const price = (def?.price ?? 300) * (cat.attrs.tmPremium[tm] as number) * packFactor * noise;
  return Math.round(price * 100) / 100;
}
