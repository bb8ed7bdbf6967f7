import type { ProductCard } from '@shared/ipc/channels/dictionaries';
import type { Db } from '../db/open-database';
import { DeskError } from '../errors';

const MAX_ANALOGS = 100;
const MAX_BARCODES = 200;

type ViewRow = Record<string, string | number | null>;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * One product as the card shows it: the goods_normalized row with every id resolved to its name
 * (dict_goods_view), its barcodes, the other members of its analog cluster, its marketing brand,
 * cluster and manufacturer (from the link dictionaries), and this store's own codes (goods_links).
 */
export function createProductCards(db: Db) {
  const goods = db.prepare<[number, number], ViewRow>(
    'SELECT *, CAST(rvInt AS TEXT) AS rvIntText FROM dict_goods_view WHERE src = ? AND nnt = ?',
  );
  const barcodes = db.prepare<[number, number, number], { barcode: string; actual: number }>(
    'SELECT barcode, actual FROM dict_barcodes WHERE src = ? AND nnt = ? ORDER BY actual DESC, barcode LIMIT ?',
  );
  // Members of the analog cluster: every analog group in the cluster, then their goods.
  const clusterAnalogs = db.prepare<
    [number, number, number, number],
    { nnt: number; name: string; manufacturer: string | null; actual: number }
  >(
    `SELECT g.nnt, g.name, m.name AS manufacturer, g.actual
     FROM dict_analogs a
     CROSS JOIN dict_goods_normalized g ON g.src = a.src AND g.aId = a.id
     LEFT JOIN dict_manufacturers m ON m.src = g.src AND m.id = g.manId
     WHERE a.src = ? AND a.clusterId = ? AND g.nnt <> ?
     ORDER BY g.actual DESC, g.name LIMIT ?`,
  );
  const sameAnalog = db.prepare<
    [number, number, number, number],
    { nnt: number; name: string; manufacturer: string | null; actual: number }
  >(
    `SELECT g.nnt, g.name, m.name AS manufacturer, g.actual
     FROM dict_goods_normalized g LEFT JOIN dict_manufacturers m ON m.src = g.src AND m.id = g.manId
     WHERE g.src = ? AND g.aId = ? AND g.nnt <> ? ORDER BY g.actual DESC, g.name LIMIT ?`,
  );
  const brand = db.prepare<[number, number], { brand: string | null; cluster: string | null }>(
    `SELECT b.name AS brand, c.name AS cluster
     FROM dict_cluster_brand_product_links l
     LEFT JOIN dict_marketing_brands b ON b.src = l.src AND b.id = l.brandId
     LEFT JOIN dict_marketing_clusters c ON c.src = l.src AND c.id = l.mcId
     WHERE l.src = ? AND l.nnt = ? ORDER BY l.actual DESC, l.rvInt DESC LIMIT 1`,
  );
  const holding = db.prepare<[number, number], { name: string | null }>(
    `SELECT m.name FROM dict_product_marketing_manufacturer_links l
     LEFT JOIN dict_marketing_manufacturers m ON m.src = l.src AND m.id = l.mmId
     WHERE l.src = ? AND l.nnt = ? ORDER BY l.actual DESC, l.rvInt DESC LIMIT 1`,
  );
  const skus = db.prepare<[number, string, number], { sku: string; name: string | null }>(
    'SELECT sku, name FROM dict_goods_links WHERE src = ? AND store = ? AND nnt = ? ORDER BY sku',
  );

  return {
    /** The card of product `nnt`; not-found when the local copy has no such product. */
    card(src: number, storeId: string, nnt: number): Omit<ProductCard, 'storeStock'> {
      const row = goods.get(src, nnt);
      if (!row) {
        throw new DeskError(
          'not-found',
          `Product ${nnt} is not in the local goods dictionary. Sync the dictionaries, or check the code.`,
          { fault: 'product-not-in-dictionary', nnt },
        );
      }
      const aId = num(row.aId);
      const clusterId = num(row.analogClusterId);
      const analogRows =
        clusterId !== null
          ? clusterAnalogs.all(src, clusterId, nnt, MAX_ANALOGS)
          : aId !== null
            ? sameAnalog.all(src, aId, nnt, MAX_ANALOGS)
            : [];
      const marketing = brand.get(src, nnt);
      return {
        nnt,
        name: String(row.name),
        nameFull: text(row.nameFull),
        actual: row.actual === 1,
        gnvls: row.gnvls === 1,
        vat: num(row.vat),
        pack: num(row.pack),
        doseVal: num(row.doseVal),
        ex: row.ex === 1,
        stm: row.stm === 1,
        ustm: row.ustm === 1,
        exch: row.exch === 1,
        // Exact digits: a version may pass 2^53, where the column read as a number rounds.
        rvInt: text(row.rvIntText) ?? '0',
        names: {
          trademark: text(row.trademark),
          dosage: text(row.dosage),
          releaseForm: text(row.releaseForm),
          primaryPackaging: text(row.primaryPackaging),
          secondaryPackaging: text(row.secondaryPackaging),
          tertiaryPackaging: text(row.tertiaryPackaging),
          country: text(row.country),
          manufacturer: text(row.manufacturer),
          goodsGroup: text(row.goodsGroup),
          applicationArea: text(row.applicationArea),
          mnnRus: text(row.mnnRus),
          mnnLat: text(row.mnnLat),
          mnnEng: text(row.mnnEng),
          analog: text(row.analog),
          spe: text(row.spe),
          category: text(row.category),
          direction: text(row.direction),
          megacategory: text(row.megacategory),
        },
        marketing: {
          brand: marketing?.brand ?? null,
          cluster: marketing?.cluster ?? null,
          manufacturer: holding.get(src, nnt)?.name ?? null,
        },
        barcodes: barcodes.all(src, nnt, MAX_BARCODES).map((b) => ({ barcode: b.barcode, actual: b.actual === 1 })),
        analogs: analogRows.map((a) => ({
          nnt: a.nnt,
          name: a.name,
          manufacturer: a.manufacturer,
          actual: a.actual === 1,
        })),
        storeSkus: skus.all(src, storeId, nnt),
      };
    },
  };
}
