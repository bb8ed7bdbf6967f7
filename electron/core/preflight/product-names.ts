import type { ProductName } from '@shared/ipc/channels/products';
import type { Db } from '../db/open-database';
import { inChunks } from './dictionary-facts';

type NameRow = [
  number,
  string,
  string | null,
  number | null,
  string | null,
  number | null,
  string | null,
  string | null,
  number,
];

/** "500 мг" from 500 and "мг"; a decimal comma as Russian writes it. */
function doseText(value: number | null, unit: string | null): string | null {
  if (value === null) return null;
  const v = String(value).replace('.', ',');
  return unit ? `${v} ${unit}` : v;
}

/**
 * Product names for lists of codes, read in batches from the goods view (every id resolved to
 * its name). The one lookup every screen and the CLI use to put a name beside an nnt.
 */
export function createProductNames(db: Db) {
  const read = db
    .prepare<[{ src: number; codes: string }], NameRow>(
      `SELECT v.nnt, v.name, v.releaseForm, v.doseVal, v.dosage, v.pack, v.manufacturer, v.country, v.actual
       FROM json_each(@codes) j CROSS JOIN dict_goods_view v ON v.src = @src AND v.nnt = j.value`,
    )
    .raw(true);
  const anyGoods = db.prepare<[number], { one: number }>(
    'SELECT 1 AS one FROM dict_goods_normalized WHERE src = ? LIMIT 1',
  );

  return {
    /** Names of the known codes among `nnts` (duplicates allowed), by nnt. */
    names(src: number, nnts: readonly number[]): Map<number, ProductName> {
      const distinct = [...new Set(nnts)];
      const map = new Map<number, ProductName>();
      for (const [nnt, name, releaseForm, doseVal, unit, pack, manufacturer, country, actual] of inChunks(
        distinct,
        (json) => read.all({ src, codes: json }),
      )) {
        map.set(nnt, {
          nnt,
          name,
          releaseForm,
          dose: doseText(doseVal, unit),
          pack,
          manufacturer,
          country,
          actual: actual === 1,
          label: manufacturer ? `${name}, ${manufacturer}` : name,
        });
      }
      return map;
    },
    /** Whether any goods of this operator are held at all. */
    hasGoods: (src: number): boolean => anyGoods.get(src) !== undefined,
  };
}
