// Known header words of pharmacy exports (docs/protocol-notes.md, "Import"; the table of
// /work/shared/reference/real-world.md), used to pre-fill the mapping and find the header row.
import type { UnsentImportTarget } from '@shared/import/import-mapping';
import type { StockRowField } from '@shared/protocol/stocks';

/** A mapping target: a package field, or a column kept for finding nnt and never sent. */
export type ImportTarget = StockRowField | UnsentImportTarget;

/** Header synonyms per target, already normalized (see normalizeHeader). */
const synonyms: Partial<Record<ImportTarget, readonly string[]>> = {
  prtId: ['prtid', 'код партии', 'партия', 'партия id', 'id партии', 'int part', 'part id'],
  sku: ['sku', 'код товара', 'код', 'артикул', 'code'],
  nnt: ['nnt', 'ннт', 'код асна', 'код оператора', 'код товара оператора'],
  qnt: ['qnt', 'количество', 'кол во', 'остаток', 'кол', 'quant', 'q', 'quantity'],
  series: ['series', 'серия', 'серия производителя', 'ser', 'serial'],
  exp: ['exp', 'срок годности', 'годен до', 'срок', 'godendo', 'dateb', 'expiry'],
  man: ['man', 'производитель', 'фирма производитель', 'изготовитель', 'izg', 'produser', 'manufacturer'],
  prcMan: ['prcman', 'цена производителя', 'цена изготовителя', 'price z', 'ppricends'],
  prcOpt: ['prcopt', 'цена закупки', 'цена поставщика без ндс', 'price2'],
  prcOptNds: ['prcoptnds', 'цена закупки с ндс', 'закупочная цена с ндс', 'price'],
  prcRet: ['prcret', 'цена розничная', 'розничная цена', 'цена продажи', 'cena'],
  prcReestr: ['prcreestr', 'цена реестра', 'зарегистрированная цена', 'price r', 'reestr'],
  prcGnvlsMax: ['prcgnvlsmax', 'предельная цена', 'максимальная розничная цена'],
  gnvls: ['gnvls', 'жнвлп', 'жнвлс', 'жв', 'gv'],
  nds: ['nds', 'ндс', 'ставка ндс', 'ndso'],
  supDate: ['supdate', 'дата поставки', 'дата прихода', 'дата накладной', 'docdate'],
  supInn: ['supinn', 'инн поставщика', 'inn'],
  doc: ['doc', 'номер накладной', 'накладная', 'docnum'],
  tag: ['tag', 'отметка'],
  barcode: ['barcode', 'штрих код', 'штрихкод', 'штрихкоды', 'штрих коды', 'ean', 'ean13'],
  name: ['name', 'наименование', 'наименование товара', 'товар', 'название', 'naim', 'tovar'],
};

const byHeader = new Map<string, ImportTarget>();
for (const [target, words] of Object.entries(synonyms) as [ImportTarget, readonly string[]][]) {
  for (const word of words) byHeader.set(word, target);
}

/** Lower case, trimmed, `ё` as `е`, punctuation and repeated spaces as one space. */
export function normalizeHeader(header: string): string {
  return header
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
}

/** The target a header names, if it is a known synonym. */
export function targetOfHeader(header: string): ImportTarget | undefined {
  return byHeader.get(normalizeHeader(header));
}
