// The links the operator lacks, as a table for the operator's linking portal (whose import format
// is not public: the columns are plain and named, docs/protocol-notes.md "Operator codes").
import type { ExportLanguage } from '../exports/findings-table';
import type { TableCell, TableColumn } from '../exports/table-file';
import type { ResolvedRow } from '@shared/ipc/channels/codes';
import { skuKey } from './confirmations-repo';

const headers: Record<ExportLanguage, string[]> = {
  ru: ['Код аптеки (sku)', 'Наименование в аптеке', 'Штрихкод', 'Код оператора (ННТ)', 'Товар оператора', 'Почему'],
  en: ['Pharmacy code (sku)', 'Pharmacy’s name', 'Barcode', 'Operator code (nnt)', 'Operator’s product', 'Why'],
};
const widths = [20, 44, 18, 16, 44, 50];

/** The columns of the list in a language. */
export function missingLinkColumns(language: ExportLanguage): TableColumn[] {
  return headers[language].map((header, i) => ({ header, width: widths[i]! }));
}

const why: Record<ExportLanguage, (row: ResolvedRow) => string> = {
  ru: (r) =>
    r.conflict?.chosen === 'barcode'
      ? `связь аптеки указывает на другой товар (ННТ ${r.conflict.storeLink.nnt}), штрихкод — на этот`
      : r.source === 'barcode'
        ? 'найден по штрихкоду, связи нет'
        : r.source === 'confirmed'
          ? 'выбран менеджером, связи нет'
          : r.candidates.length > 1
            ? 'штрихкод указывает на несколько товаров, выберите один'
            : 'код оператора не найден: укажите товар',
  en: (r) =>
    r.conflict?.chosen === 'barcode'
      ? `the store link names another product (nnt ${r.conflict.storeLink.nnt}); the barcode names this one`
      : r.source === 'barcode'
        ? 'found by barcode; no link'
        : r.source === 'confirmed'
          ? 'chosen by the manager; no link'
          : r.candidates.length > 1
            ? 'the barcode names several products; choose one'
            : 'operator code not found: name the product',
};

/** True for a row whose link the operator lacks (or holds wrong). */
export function lacksLink(row: ResolvedRow): boolean {
  return (
    row.source === 'barcode' ||
    row.source === 'confirmed' ||
    row.source === 'not-found' ||
    row.conflict?.chosen === 'barcode'
  );
}

/** One line per pharmacy code (rows without one each get a line), in the list's order. */
export function missingLinkRows(rows: readonly ResolvedRow[], language: ExportLanguage): TableCell[][] {
  const seen = new Set<string>();
  const out: TableCell[][] = [];
  for (const r of rows) {
    if (!lacksLink(r)) continue;
    if (r.sku !== null) {
      const key = skuKey(r.sku);
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push([r.sku, r.name, r.barcode, r.nnt, r.product?.name ?? null, why[language](r)]);
  }
  return out;
}
