// Stock-list files the tests generate (never committed binaries): CSV in any encoding, XLSX by exceljs.
import ExcelJS from 'exceljs';

/** Windows-1251 bytes of a text (ASCII, А–я, Ё, ё, №, no-break space): enough for generated exports. */
export function encodeWindows1251(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) out[i] = c;
    else if (c >= 0x410 && c <= 0x44f) out[i] = c - 0x410 + 0xc0;
    else if (c === 0x401) out[i] = 0xa8;
    else if (c === 0x451) out[i] = 0xb8;
    else if (c === 0x2116) out[i] = 0xb9;
    else if (c === 0xa0) out[i] = 0xa0;
    else throw new Error(`No Windows-1251 byte for U+${c.toString(16)}`);
  }
  return out;
}

/** CP866 bytes of the same characters as `encodeWindows1251` (a DOS-era export). */
export function encodeCp866(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) out[i] = c;
    else if (c >= 0x410 && c <= 0x43f) out[i] = c - 0x410 + 0x80;
    else if (c >= 0x440 && c <= 0x44f) out[i] = c - 0x440 + 0xe0;
    else if (c === 0x401) out[i] = 0xf0;
    else if (c === 0x451) out[i] = 0xf1;
    else if (c === 0x2116) out[i] = 0xfc;
    else if (c === 0xa0) out[i] = 0xff;
    else throw new Error(`No CP866 byte for U+${c.toString(16)}`);
  }
  return out;
}

/** One batch of a generated stock list, with the values the package must end up with. */
export interface SampleBatch {
  prtId: string;
  nnt: number;
  name: string;
  qnt: number;
  prcOptNds: number;
  prcRet: number;
  nds: number;
  gnvls: boolean;
  man: string;
  series: string;
  /** Expiry as a Moscow calendar day, yyyy-mm-dd. */
  exp: string;
}

/** `n` batches with Cyrillic text, prices with kopecks and thousands. */
export function sampleBatches(n: number, seed = 1): SampleBatch[] {
  const makers = ['Фармстандарт-Лексредства', 'Озон ООО', 'Вертекс АО', 'Ёлкин и К°'.replace('°', '')];
  return Array.from({ length: n }, (_, i) => {
    const k = i + seed;
    return {
      prtId: `ПР-${String(k).padStart(6, '0')}`,
      nnt: 100000 + k,
      name: `Парацетамол таб. ${k} мг №20`,
      qnt: (k * 7) % 50,
      prcOptNds: Math.round((k * 137.31 + 1000) * 100) / 100,
      prcRet: Math.round((k * 151.7 + 1200) * 100) / 100,
      nds: [0, 10, 20][k % 3]!,
      gnvls: k % 4 === 0,
      man: makers[k % makers.length]!,
      series: `С${k}Ж`,
      exp: `20${27 + (k % 3)}-${String((k % 12) + 1).padStart(2, '0')}-${String((k % 27) + 1).padStart(2, '0')}`,
    };
  });
}

const ruNumber = (n: number) =>
  n
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
const ruDate = (iso: string) => iso.split('-').reverse().join('.');

/** A pharmacy-style CSV text: `;`, decimal commas, no-break-space thousands, dd.mm.yyyy, да/нет, "без НДС". */
export function sampleCsvText(batches: readonly SampleBatch[], delimiter = ';'): string {
  const header = [
    'Код партии',
    'ННТ',
    'Наименование',
    'Кол-во',
    'Цена закупки с НДС',
    'Цена розничная',
    'Ставка НДС',
    'ЖНВЛП',
    'Предельная цена',
    'Производитель',
    'Серия',
    'Годен до',
  ];
  const lines = [header.join(delimiter)];
  for (const b of batches) {
    lines.push(
      [
        b.prtId,
        String(b.nnt),
        `"${b.name}"`,
        String(b.qnt),
        ruNumber(b.prcOptNds),
        ruNumber(b.prcRet),
        b.nds === 0 ? 'без НДС' : String(b.nds),
        b.gnvls ? 'да' : 'нет',
        b.gnvls ? ruNumber(b.prcRet + 10) : '',
        `"${b.man}"`,
        b.series,
        ruDate(b.exp),
      ].join(delimiter),
    );
  }
  return `${lines.join('\r\n')}\r\nИтого;;;${batches.reduce((s, b) => s + b.qnt, 0)}\r\n`;
}

/**
 * A supplier-style workbook: a title block (merged), the header on row `headerRow`, expiry as
 * Excel date cells, quantity as numbers, a formula column (sum) and a totals row.
 */
export async function sampleXlsx(batches: readonly SampleBatch[], headerRow = 23): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Сводка').getCell('A1').value = 'Сводка';
  const ws = wb.addWorksheet('Остатки');
  ws.getCell('A1').value = 'Остатки товаров на складе аптеки № 5';
  ws.mergeCells('A1:F1');
  ws.getCell('A3').value = 'Дата отчёта';
  ws.getCell('B3').value = new Date(Date.UTC(2026, 10, 23));
  ws.getRow(headerRow).values = [
    'Код партии',
    'Код АСНА',
    'Количество',
    'Цена закупки с НДС',
    'Сумма',
    'Срок годности',
    'Серия',
    'Изготовитель',
    'НДС',
    'ЖВ',
    'Цена розничная',
    'Предельная цена',
  ];
  batches.forEach((b, i) => {
    const r = headerRow + 1 + i;
    ws.getRow(r).values = [
      b.prtId,
      b.nnt,
      b.qnt,
      b.prcOptNds,
      { formula: `C${r}*D${r}`, result: b.qnt * b.prcOptNds },
      new Date(`${b.exp}T00:00:00Z`),
      b.series,
      b.man,
      b.nds,
      b.gnvls ? 1 : 0,
      b.prcRet,
      b.gnvls ? b.prcRet + 10 : null,
    ];
    ws.getCell(`F${r}`).numFmt = 'dd.mm.yyyy';
  });
  const total = headerRow + batches.length + 1;
  ws.getRow(total).values = [
    'Итого',
    null,
    { formula: `SUM(C${headerRow + 1}:C${total - 1})`, result: batches.reduce((s, b) => s + b.qnt, 0) },
  ];
  return Buffer.from(await wb.xlsx.writeBuffer());
}
