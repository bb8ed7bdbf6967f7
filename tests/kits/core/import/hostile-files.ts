// The hostile stock lists of the reader bounds (issue #21 item 5, #20 item 7), generated — small
// files that expand, never committed. `scale` 1 is the full size the bench times (a 199 MB CSV,
// a 3 M-row workbook); the unit tests use smaller sizes that still cross every bound.
import { closeSync, openSync, writeSync } from 'node:fs';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { sampleDbf, sampleXls } from './binary-files';
import { biffFile, biffStream, cells, cfbWith, sstRecords } from './biff-files';
import { sampleBatches } from './import-files';

interface ZipEntry {
  name: string;
  /** The deflated bytes, and what they inflate to (its CRC-32 and size, or a lie about the size). */
  data: Buffer;
  crc: number;
  size: number;
}

const entry = (name: string, text: string | Buffer): ZipEntry => {
  const raw = typeof text === 'string' ? Buffer.from(text) : text;
  return { name, data: deflateRawSync(raw, { level: 1 }), crc: crc32(raw), size: raw.length };
};

/** A ZIP archive of deflated parts (the few header fields readers look at, CRCs as given). */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around its sheet part. */
function workbookParts(sheet: ZipEntry): ZipEntry[] {
  return [
    entry(
      '[Content_Types].xml',
      `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    entry(
      '_rels/.rels',
      `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    entry(
      'xl/workbook.xml',
      `${xml}<workbook xmlns="${ns}" xmlns:r="${rels}"><sheets><sheet name="Остатки" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ];
}

const sheetXml = (rows: string) => `${xml}<worksheet xmlns="${ns}"><sheetData>${rows}</sheetData></worksheet>`;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const header = ['Код партии', 'ННТ', 'Количество', 'Цена закупки с НДС'];
const headerRow = `<row r="1">${header.map((h, i) => inline(`${'ABCD'[i]}1`, h)).join('')}</row>`;
const dataRow = (r: number) =>
  `<row r="${r}">${inline(`A${r}`, `P${r}`)}<c r="B${r}"><v>${100000 + r}</v></c><c r="C${r}"><v>5</v></c><c r="D${r}"><v>12.5</v></c></row>`;

/** A sheet part built from `rows` rows of text, deflated piece by piece (a 3 M-row sheet never is one string). */
function bigSheet(rows: number, row: (r: number) => string): ZipEntry {
  const pieces: Buffer[] = [];
  let batch: string[] = [];
  for (let r = 2; r <= rows + 1; r++) {
    batch.push(row(r));
    if (batch.length === 50_000 || r === rows + 1) {
      pieces.push(Buffer.from(batch.join('')));
      batch = [];
    }
  }
  return entry(
    'xl/worksheets/sheet1.xml',
    Buffer.concat([
      Buffer.from(sheetXml('').replace('</sheetData></worksheet>', '') + headerRow),
      ...pieces,
      Buffer.from('</sheetData></worksheet>'),
    ]),
  );
}

/** `bytes` spaces deflated as one stream (memory stays at one 16 MB block), with their CRC-32. */
async function deflatedSpaces(bytes: number): Promise<{ data: Buffer; crc: number }> {
  const block = Buffer.alloc(16 * 1024 * 1024, 0x20);
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  let crc = 0;
  for (let left = bytes; left > 0; left -= block.length) {
    const piece = block.subarray(0, Math.min(left, block.length));
    crc = crc32(piece, crc);
    if (!deflater.write(piece)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return { data: Buffer.concat(out), crc };
}

/**
 * A zip bomb: a workbook whose `parts` sheets are each `partBytes` spaces (full size: 6 × 1 GB in
 * ~6 MB). With `lie`, each part declares 1 MB, so only the actual inflated size betrays it.
 */
export async function xlsxZipBomb(partBytes: number, parts: number, lie = false): Promise<Buffer> {
  const { data, crc } = await deflatedSpaces(partBytes);
  const sheets = Array.from({ length: parts }, (_, i) => ({
    name: `xl/worksheets/sheet${i + 1}.xml`,
    data,
    crc,
    size: lie ? 1024 * 1024 : partBytes,
  }));
  return zipOf([...workbookParts(entry('xl/worksheets/sheet0.xml', sheetXml(headerRow))).slice(0, 4), ...sheets]);
}

/** A workbook whose header row has 16,384 columns (A1:XFD1), ~72 KB unpacked per 1,000 cells. */
export function xlsxWideHeader(columns = 16_384): Buffer {
  const cells: string[] = [];
  for (let c = 0; c < columns; c++) cells.push(`<c r="${columnName(c + 1)}1"><v>${c}</v></c>`);
  return zipOf(workbookParts(entry('xl/worksheets/sheet1.xml', sheetXml(`<row r="1">${cells.join('')}</row>`))));
}

/** A normal list of `rows` rows with one stray cell in column XFD on row `strayRow`. */
export function xlsxStrayCell(rows = 20_000, strayRow = 5): Buffer {
  return zipOf(
    workbookParts(
      bigSheet(rows, (r) =>
        r === strayRow ? dataRow(r).replace('</row>', '<c r="XFD' + r + '"><v>1</v></c></row>') : dataRow(r),
      ),
    ),
  );
}

/** A workbook of `rows` data rows (full size: 3,000,000). */
export function xlsxManyRows(rows = 3_000_000): Buffer {
  return zipOf(workbookParts(bigSheet(rows, dataRow)));
}

function columnName(n: number): string {
  let name = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) name = String.fromCharCode(65 + ((k - 1) % 26)) + name;
  return name;
}

/** Writes a text file of `parts` repeated chunks without holding it (the bench's 199 MB CSVs). */
export function writeRepeated(path: string, parts: readonly [string, number][]): string {
  const fd = openSync(path, 'w');
  for (const [chunk, times] of parts) {
    const block = chunk.repeat(Math.max(1, Math.floor(65_536 / chunk.length)));
    const perBlock = block.length / chunk.length;
    let left = times;
    for (; left >= perBlock; left -= perBlock) writeSync(fd, block);
    if (left > 0) writeSync(fd, chunk.repeat(left));
  }
  closeSync(fd);
  return path;
}

const csvHeader = 'Код партии;ННТ;Количество;Цена закупки с НДС\n';

/** A CSV that opens a quote on line 3 and never closes it (full size: 199 MB). */
export const csvUnclosedQuote = (bytes: number): [string, number][] => [
  [`${csvHeader}П1;100001;5;12,5\n"П2;100002;5;12,5\n`, 1],
  // Long lines (~1 KB), so that the quote, not the row count, is the first bound crossed.
  [`П3;100003;5;12,5;${'x'.repeat(1000)}\n`, Math.floor(bytes / 1020)],
];

/**
 * A CSV whose quote on line 3 closes after `quoted` characters over LF-broken lines (more than the
 * 1 MB a row may hold), followed by rows of ~1 KB up to `bytes` (so that the quote, not the row
 * count, is the first bound crossed).
 */
export const csvLongQuotedCell = (bytes: number, quoted: number): [string, number][] => [
  [`${csvHeader}П1;100001;5;12,5\n"П2 ${'x'.repeat(1000)}\n`, 1],
  [`${'x'.repeat(1000)}\n`, Math.floor(quoted / 1001)],
  ['";100002;5;12,5\n', 1],
  [`П3;100003;5;12,5;${'x'.repeat(1000)}\n`, Math.floor(bytes / 1020)],
];

/** A CSV whose second line is `y;y;…` of `bytes` bytes with no line break. */
export const csvEndlessLine = (bytes: number): [string, number][] => [
  [csvHeader, 1],
  ['y;', Math.floor(bytes / 2)],
];

/** Hostile binary files: a cut .xls, a PNG named .xls, a DBF whose record count lies, loops in a compound file. */
export async function hostileBinaries(): Promise<Record<string, Buffer>> {
  const xls = sampleXls(sampleBatches(200));
  // A PNG's signature and header chunk, then image bytes.
  const png = Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452000000400000004008060000', 'hex'),
    Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 131) % 256)),
  ]);
  const dbf = await sampleDbf(sampleBatches(50), 'cp866');
  const lyingDbf = Buffer.from(dbf);
  lyingDbf.writeUInt32LE(5_000_000, 4);
  return {
    'xls-truncated': xls.subarray(0, Math.floor(xls.length / 2)),
    'xls-renamed-png': png,
    'xls-fat-loop': cfbWithLoop(xls),
    'xls-chain-cycle': cfbWithCycle(xls),
    ...biffHostiles(),
    'dbf-truncated': dbf.subarray(0, Math.floor(dbf.length / 2)),
    'dbf-renamed-png': png,
    'dbf-record-count-lies': lyingDbf,
  };
}

/**
 * BIFF damage inside a sound compound file: the last record's length runs past the end of the
 * workbook stream, and a shared-string table that claims 2^31 strings (never allocated) while a
 * cell names one it does not hold.
 */
function biffHostiles(): Record<string, Buffer> {
  const header = ['Код партии', 'ННТ', 'Количество'];
  const records = [...header.map((_, i) => cells.sst(0, i, 0, i)), cells.number(1, 1, 0, 100001)];
  const stream = biffStream({ sst: sstRecords(header, 8224), sheets: [{ name: 'Остатки', records }] });
  stream.writeUInt16LE(0x4000, stream.length - 2);
  const sst = sstRecords(header, 8224);
  sst.writeUInt32LE(0x7fffffff, 8);
  const lying = biffFile({ sst, sheets: [{ name: 'Остатки', records: [...records, cells.sst(1, 0, 0, 1_000_000)] }] });
  return { 'xls-record-past-end': cfbWith(stream), 'xls-sst-count-lies': lying };
}

/**
 * A compound file whose chains all run into sector 0: every FAT entry of the first FAT sector
 * points there. Sector 0 is the FAT itself, whose own entry is left alone, so the chains end there
 * (no true cycle: that is cfbWithCycle); the directory then reads the FAT as entries, and SheetJS throws.
 */
function cfbWithLoop(cfb: Buffer): Buffer {
  const out = Buffer.from(cfb);
  const shift = out.readUInt16LE(0x1e);
  const size = 1 << shift;
  const firstFat = out.readUInt32LE(0x4c);
  const at = (firstFat + 1) * size;
  const fatSector = firstFat;
  for (let i = 0; i < size / 4; i++) if (i !== fatSector) out.writeUInt32LE(0, at + i * 4);
  return out;
}

/**
 * A compound file with a true cycle: the largest stream's chain runs back from its last sector to
 * its second, and its directory entry starts in the middle of that chain. SheetJS follows such a
 * start without a loop check (get_sector_list) and grows arrays until the heap gives out.
 */
function cfbWithCycle(cfb: Buffer): Buffer {
  const file = Buffer.from(cfb);
  const size = 2 ** file.readUInt16LE(0x1e);
  const fatSector = file.readInt32LE(0x4c);
  const fatAt = (j: number) => (fatSector + 1) * size + j * 4;
  const dirAt = (file.readInt32LE(0x30) + 1) * size;
  let entry = 0;
  for (let e = 1; e < size / 128; e++)
    if (file.readInt32LE(dirAt + e * 128 + 120) > file.readInt32LE(dirAt + entry * 128 + 120)) entry = e;
  const start = file.readInt32LE(dirAt + entry * 128 + 116);
  const chain = [start];
  while (file.readInt32LE(fatAt(chain.at(-1)!)) >= 0) chain.push(file.readInt32LE(fatAt(chain.at(-1)!)));
  file.writeInt32LE(chain[1]!, fatAt(chain.at(-1)!));
  file.writeInt32LE(chain[Math.floor(chain.length / 2)]!, dirAt + entry * 128 + 116);
  return file;
}
