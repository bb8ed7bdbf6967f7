// Binary stock lists the tests write with the same libraries the app reads them with (never
// committed): a BIFF8 .xls by SheetJS and a DBF table by dbffile, from the same batches as the CSV.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { DBFFile } from 'dbffile';
import type { SampleBatch } from './import-files';

/** The CSV's columns and values (sampleCsvText), as typed cells of an .xls with a title row above. */
export function sampleXls(batches: readonly SampleBatch[]): Buffer {
  const rows: unknown[][] = [
    ['Остатки аптеки № 5'],
    [],
    ['Код партии', 'ННТ', 'Наименование', 'Кол-во', 'Цена закупки с НДС', 'Цена розничная', 'Ставка НДС', 'ЖНВЛП'],
  ];
  rows[2]!.push('Предельная цена', 'Производитель', 'Серия', 'Годен до');
  for (const b of batches)
    rows.push([
      b.prtId,
      b.nnt,
      b.name,
      b.qnt,
      b.prcOptNds,
      b.prcRet,
      b.nds === 0 ? 'без НДС' : b.nds,
      b.gnvls ? 'да' : 'нет',
      b.gnvls ? b.prcRet + 10 : null,
      b.man,
      b.series,
      // A date cell: the Excel serial with a date format, as Excel writes it.
      { t: 'n', v: (Date.parse(`${b.exp}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000, z: 'dd.mm.yyyy' },
    ]);
  rows.push(['Итого', null, null, batches.reduce((s, b) => s + b.qnt, 0)]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Остатки');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** The DBF fields of a pharmacy export (names of at most 10 characters) and the mapping onto them. */
export const dbfMapping = {
  version: 1 as const,
  columns: {
    prtId: 'PRT_ID',
    nnt: 'NNT',
    qnt: 'QNT',
    prcOptNds: 'PRC_OPT',
    prcRet: 'PRC_RET',
    nds: 'NDS',
    gnvls: 'GNVLS',
    prcGnvlsMax: 'PRC_MAX',
    man: 'MAN',
    series: 'SERIES',
    exp: 'EXP',
  },
};

/** Language driver byte (offset 29) for each code page; 0 names none. */
const codePageByte = { cp866: 0x65, win1251: 0xc9 } as const;

/** A dBase III table of the batches in `encoding`, its code page byte set (or left 0 with `markCodePage: false`). */
export async function sampleDbf(
  batches: readonly SampleBatch[],
  encoding: keyof typeof codePageByte,
  markCodePage = true,
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'pharmex-dbf-test-'));
  try {
    const path = join(dir, 'list.dbf');
    const dbf = await DBFFile.create(
      path,
      [
        { name: 'PRT_ID', type: 'C', size: 20 },
        { name: 'NNT', type: 'N', size: 10, decimalPlaces: 0 },
        { name: 'NAME', type: 'C', size: 60 },
        { name: 'QNT', type: 'N', size: 10, decimalPlaces: 0 },
        { name: 'PRC_OPT', type: 'N', size: 12, decimalPlaces: 2 },
        { name: 'PRC_RET', type: 'N', size: 12, decimalPlaces: 2 },
        { name: 'NDS', type: 'C', size: 10 },
        { name: 'GNVLS', type: 'L', size: 1 },
        { name: 'PRC_MAX', type: 'N', size: 12, decimalPlaces: 2 },
        { name: 'MAN', type: 'C', size: 60 },
        { name: 'SERIES', type: 'C', size: 20 },
        { name: 'EXP', type: 'D', size: 8 },
      ],
      { encoding },
    );
    await dbf.appendRecords(
      batches.map((b) => ({
        PRT_ID: b.prtId,
        NNT: b.nnt,
        NAME: b.name,
        QNT: b.qnt,
        PRC_OPT: b.prcOptNds,
        PRC_RET: b.prcRet,
        NDS: b.nds === 0 ? 'без НДС' : String(b.nds),
        GNVLS: b.gnvls,
        PRC_MAX: b.gnvls ? b.prcRet + 10 : null,
        MAN: b.man,
        SERIES: b.series,
        EXP: new Date(`${b.exp}T00:00:00Z`),
      })),
    );
    const bytes = await readFile(path);
    bytes[29] = markCodePage ? codePageByte[encoding] : 0;
    return bytes;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
