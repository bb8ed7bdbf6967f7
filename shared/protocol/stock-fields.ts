// The one table of the stock row's fields (spec 2.3 and 2.4). The upload schema, the local row
// check, the snapshot's SQLite columns and sort keys, the import mapping and its header synonyms,
// the IPC snapshot row and the sandbox's read-back order are all derived from it:
// stock-fields.test.ts fails when a field is added anywhere else alone.

/** A field's type as the spec names it (2.3, 2.4). */
export type StockFieldType = 'string' | 'int' | 'float' | 'decimal' | 'number' | 'datetime' | 'bool';

/**
 * Whether a field must be present and non-null: `required`; `optional` (absent, never null);
 * `nullable` (absent or null); `silent` (the spec says nothing about null: absent, and null only
 * where the local check is lenient, which warns about it). docs/protocol-notes.md says why.
 */
export type StockFieldPresence = 'required' | 'optional' | 'nullable' | 'silent';

/** How a snapshot column sorts: by its value, by its Russian fold key, by instant; null: not sortable. */
export type StockSortKey = 'value' | 'fold' | 'instant' | null;

/** How an imported cell becomes the field's value (the mapping screen shows it; core applies it). */
export type ImportConversion = 'text' | 'integer' | 'number' | 'flag' | 'date' | 'vat';

/** One upload-row field with everything the app knows of it. */
export interface StockFieldSpec {
  readonly name: string;
  readonly type: StockFieldType;
  /** The spec's rule: presence, text length, bounds, whole numbers only. */
  readonly rule: {
    readonly presence: StockFieldPresence;
    readonly maxLength?: number;
    readonly min?: number;
    readonly max?: number;
  };
  /** The type read back (2.4) when it is looser than the upload's (default: `type`). */
  readonly readType?: StockFieldType;
  readonly label: { readonly ru: string; readonly en: string };
  /** Header words of pharmacy exports, normalized (lower case, `ё` as `е`, punctuation as one space). */
  readonly synonyms: readonly string[];
  readonly conversion: ImportConversion;
  /** The column of `stock_rows` (the server snapshot). */
  readonly column: string;
  readonly sort: StockSortKey;
}

/** The 24 fields of an upload row (2.3 and the other fields the spec lists), in the spec's order. */
export const stockFields = [
  {
    name: 'prtId',
    type: 'string',
    rule: { presence: 'required', maxLength: 50 },
    label: { ru: 'код партии', en: 'batch code' },
    synonyms: ['prtid', 'код партии', 'партия', 'партия id', 'id партии', 'int part', 'part id'],
    conversion: 'text',
    column: 'prt_id',
    sort: 'fold',
  },
  {
    name: 'nnt',
    type: 'int',
    rule: { presence: 'required' },
    label: { ru: 'код товара оператора', en: 'operator product code' },
    synonyms: ['nnt', 'ннт', 'код асна', 'код оператора', 'код товара оператора'],
    conversion: 'integer',
    column: 'nnt',
    sort: 'value',
  },
  {
    name: 'sku',
    type: 'string',
    rule: { presence: 'nullable', maxLength: 50 },
    label: { ru: 'код товара аптеки', en: 'pharmacy product code' },
    synonyms: ['sku', 'код товара', 'код', 'артикул', 'code'],
    conversion: 'text',
    column: 'sku',
    sort: 'fold',
  },
  {
    // The spec types it float but forbids fractions: a whole number, never negative.
    name: 'qnt',
    type: 'float',
    rule: { presence: 'required', min: 0 },
    label: { ru: 'количество', en: 'quantity' },
    synonyms: ['qnt', 'количество', 'кол во', 'остаток', 'кол', 'quant', 'q', 'quantity'],
    conversion: 'integer',
    column: 'qnt',
    sort: 'value',
  },
  {
    name: 'supDate',
    type: 'datetime',
    rule: { presence: 'optional' },
    label: { ru: 'дата поставки', en: 'delivery date' },
    synonyms: ['supdate', 'дата поставки', 'дата прихода', 'дата накладной', 'docdate'],
    conversion: 'date',
    column: 'sup_date',
    sort: 'instant',
  },
  {
    name: 'nds',
    type: 'int',
    // Read back as any number: the read-back keeps what the service stored, never refuses a pull for it.
    readType: 'number',
    rule: { presence: 'silent' },
    label: { ru: 'ставка НДС', en: 'VAT rate' },
    synonyms: ['nds', 'ндс', 'ставка ндс', 'ndso'],
    conversion: 'vat',
    column: 'nds',
    sort: 'value',
  },
  {
    name: 'gnvls',
    type: 'bool',
    rule: { presence: 'nullable' },
    label: { ru: 'признак ЖНВЛП', en: 'regulated-price flag' },
    synonyms: ['gnvls', 'жнвлп', 'жнвлс', 'жв', 'gv'],
    conversion: 'flag',
    column: 'gnvls',
    sort: 'value',
  },
  {
    name: 'man',
    type: 'string',
    rule: { presence: 'nullable', maxLength: 255 },
    label: { ru: 'производитель', en: 'manufacturer' },
    synonyms: ['man', 'производитель', 'фирма производитель', 'изготовитель', 'izg', 'produser', 'manufacturer'],
    conversion: 'text',
    column: 'man',
    sort: 'fold',
  },
  {
    name: 'series',
    type: 'string',
    rule: { presence: 'nullable', maxLength: 50 },
    label: { ru: 'серия', en: 'series' },
    synonyms: ['series', 'серия', 'серия производителя', 'ser', 'serial'],
    conversion: 'text',
    column: 'series',
    sort: 'fold',
  },
  {
    name: 'exp',
    type: 'datetime',
    rule: { presence: 'nullable' },
    label: { ru: 'срок годности', en: 'expiry date' },
    synonyms: ['exp', 'срок годности', 'годен до', 'срок', 'godendo', 'dateb', 'expiry'],
    conversion: 'date',
    column: 'exp',
    sort: 'instant',
  },
  {
    name: 'prcMan',
    type: 'decimal',
    rule: { presence: 'silent', min: 0 },
    label: { ru: 'цена производителя', en: 'manufacturer price' },
    synonyms: ['prcman', 'цена производителя', 'цена изготовителя', 'price z', 'ppricends'],
    conversion: 'number',
    column: 'prc_man',
    sort: null,
  },
  {
    name: 'prcOpt',
    type: 'decimal',
    rule: { presence: 'silent', min: 0 },
    label: { ru: 'оптовая цена', en: 'wholesale price' },
    synonyms: ['prcopt', 'цена закупки', 'цена поставщика без ндс', 'price2'],
    conversion: 'number',
    column: 'prc_opt',
    sort: null,
  },
  {
    name: 'prcOptNds',
    type: 'decimal',
    rule: { presence: 'required', min: 0 },
    label: { ru: 'закупочная цена с НДС', en: 'purchase price incl. VAT' },
    synonyms: ['prcoptnds', 'цена закупки с ндс', 'закупочная цена с ндс', 'price'],
    conversion: 'number',
    column: 'prc_opt_nds',
    sort: 'value',
  },
  {
    name: 'prcRet',
    type: 'decimal',
    rule: { presence: 'silent', min: 0 },
    label: { ru: 'розничная цена', en: 'retail price' },
    synonyms: ['prcret', 'цена розничная', 'розничная цена', 'цена продажи', 'cena'],
    conversion: 'number',
    column: 'prc_ret',
    sort: 'value',
  },
  {
    name: 'prcReestr',
    type: 'decimal',
    rule: { presence: 'nullable', min: 0 },
    label: { ru: 'цена в реестре', en: 'register price' },
    synonyms: ['prcreestr', 'цена реестра', 'зарегистрированная цена', 'price r', 'reestr'],
    conversion: 'number',
    column: 'prc_reestr',
    sort: null,
  },
  {
    name: 'prcGnvlsMax',
    type: 'decimal',
    rule: { presence: 'nullable', min: 0 },
    label: { ru: 'предельная цена ЖНВЛП', en: 'maximum regulated price' },
    synonyms: ['prcgnvlsmax', 'предельная цена', 'максимальная розничная цена'],
    conversion: 'number',
    column: 'prc_gnvls_max',
    sort: 'value',
  },
  {
    name: 'mrGnvls',
    type: 'decimal',
    rule: { presence: 'nullable' },
    label: { ru: 'наценка ЖНВЛП', en: 'regulated markup' },
    synonyms: ['mrgnvls'],
    conversion: 'number',
    column: 'mr_gnvls',
    sort: null,
  },
  {
    name: 'tag',
    type: 'int',
    rule: { presence: 'silent', min: 0, max: 3 },
    label: { ru: 'отметка (0–3)', en: 'mark (0–3)' },
    synonyms: ['tag', 'отметка'],
    conversion: 'integer',
    column: 'tag',
    sort: 'value',
  },
  {
    name: 'doc',
    type: 'string',
    rule: { presence: 'nullable' },
    label: { ru: 'документ', en: 'document' },
    synonyms: ['doc', 'номер накладной', 'накладная', 'docnum'],
    conversion: 'text',
    column: 'doc',
    sort: null,
  },
  {
    name: 'supInn',
    type: 'string',
    rule: { presence: 'nullable' },
    label: { ru: 'ИНН поставщика', en: 'supplier tax number' },
    synonyms: ['supinn', 'инн поставщика', 'inn'],
    conversion: 'text',
    column: 'sup_inn',
    sort: null,
  },
  {
    name: 'supId',
    type: 'string',
    rule: { presence: 'nullable' },
    label: { ru: 'код поставщика', en: 'supplier code' },
    synonyms: ['supid'],
    conversion: 'text',
    column: 'sup_id',
    sort: null,
  },
  {
    name: 'dp',
    type: 'bool',
    rule: { presence: 'nullable' },
    label: { ru: 'признак dp', en: 'dp flag' },
    synonyms: ['dp'],
    conversion: 'flag',
    column: 'dp',
    sort: null,
  },
  {
    name: 'sumOpt',
    type: 'number',
    rule: { presence: 'silent' },
    label: { ru: 'оптовая сумма', en: 'wholesale sum' },
    synonyms: ['sumopt'],
    conversion: 'number',
    column: 'sum_opt',
    sort: null,
  },
  {
    name: 'sumOptNds',
    type: 'number',
    rule: { presence: 'silent' },
    label: { ru: 'оптовая сумма с НДС', en: 'wholesale sum incl. VAT' },
    synonyms: ['sumoptnds'],
    conversion: 'number',
    column: 'sum_opt_nds',
    sort: null,
  },
] as const satisfies readonly StockFieldSpec[];

/** The type of one server-added read-back field. */
export type StockServerFieldType = 'int' | 'guid' | 'datetime' | 'base64';

/** A field the service adds to a read-back row (2.4); `first` ones come before the upload fields. */
export interface StockServerFieldSpec {
  readonly name: string;
  readonly type: StockServerFieldType;
  readonly label: { readonly ru: string; readonly en: string };
  readonly column: string;
  readonly sort: StockSortKey;
  readonly place: 'first' | 'last';
  /** Shown in the snapshot table (false for the record version). */
  readonly shown: boolean;
}

/** What GET stocks adds to the upload fields (2.4), in the spec's order. */
export const stockServerFields = [
  {
    name: 'realNetId',
    type: 'int',
    label: { ru: 'код сети', en: 'network id' },
    column: 'real_net_id',
    sort: null,
    place: 'first',
    shown: true,
  },
  {
    name: 'storeId',
    type: 'guid',
    label: { ru: 'код аптеки', en: 'store id' },
    column: 'store_id',
    sort: null,
    place: 'first',
    shown: true,
  },
  {
    name: 'stkDate',
    type: 'datetime',
    label: { ru: 'дата остатка', en: 'stock date' },
    column: 'stk_date',
    sort: null,
    place: 'last',
    shown: true,
  },
  {
    name: 'loadDate',
    type: 'datetime',
    label: { ru: 'дата загрузки', en: 'load date' },
    column: 'load_date',
    sort: 'instant',
    place: 'last',
    shown: true,
  },
  {
    name: 'rv',
    type: 'base64',
    label: { ru: 'версия записи', en: 'record version' },
    column: 'rv',
    sort: null,
    place: 'last',
    shown: false,
  },
] as const satisfies readonly StockServerFieldSpec[];

/** One entry of the upload table. */
export type StockFieldEntry = (typeof stockFields)[number];
/** One entry of the server-added fields. */
export type StockServerFieldEntry = (typeof stockServerFields)[number];

/** The name of an upload-row field. */
export type StockRowField = StockFieldEntry['name'];
/** The name of a server-added read-back field. */
export type StockServerField = StockServerFieldEntry['name'];
/** Any field of a read-back row. */
export type StockReadField = StockRowField | StockServerField;

/** Every field of an upload row, in the spec's order. */
export const stockRowFields: readonly StockRowField[] = stockFields.map((f) => f.name);

/** The fields of a read-back row in the order the service writes them (2.4). */
export const stockReadFieldOrder: readonly StockReadField[] = [
  ...stockServerFields.filter((f) => f.place === 'first').map((f) => f.name),
  ...stockRowFields,
  ...stockServerFields.filter((f) => f.place === 'last').map((f) => f.name),
];

/** A snapshot column that can be sorted by. */
export type StockSortColumn = Extract<
  StockFieldEntry | StockServerFieldEntry,
  { sort: 'value' | 'fold' | 'instant' }
>['name'];

/** The sortable columns, upload fields first then the server's, each in the table's order. */
export const stockSortColumns = [...stockFields, ...stockServerFields]
  .filter((f) => f.sort !== null)
  .map((f) => f.name) as [StockSortColumn, ...StockSortColumn[]];

/** The fields a package row must carry non-null (2.3). */
export type RequiredStockField = Extract<StockFieldEntry, { rule: { presence: 'required' } }>['name'];
export const requiredStockFields = stockFields
  .filter((f) => f.rule.presence === 'required')
  .map((f) => f.name) as readonly RequiredStockField[];

/** Fields where the spec is silent about `null`: the local check accepts it with a warning. */
export const nullWarnedFields: readonly StockRowField[] = stockFields
  .filter((f) => f.rule.presence === 'silent')
  .map((f) => f.name);

/** Each upload field's label in one language (the screens' field names). */
export function stockFieldLabels(language: 'ru' | 'en'): Record<StockRowField, string> {
  return Object.fromEntries(stockFields.map((f) => [f.name, f.label[language]])) as Record<StockRowField, string>;
}

const byName = new Map<string, StockFieldEntry>(stockFields.map((f) => [f.name, f]));

/** The table's entry of an upload field. */
export function stockFieldSpec(name: StockRowField): StockFieldEntry {
  return byName.get(name)!;
}

/** Whether a key names an upload-row field. */
export function isStockRowField(key: string): key is StockRowField {
  return byName.has(key);
}
