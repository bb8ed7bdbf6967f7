// Checks what an .xlsx (a ZIP archive) unpacks to before any reader inflates it: the sizes its
// central directory declares and each part's expansion ratio, then each worksheet part's actual
// inflated size, rows and merged ranges through a streaming inflater that keeps nothing (a part
// that lies about its size is stopped at the declared size; the other parts are held to theirs
// as they are read, readers/zip-parts.ts). A zip bomb ends here as a finding, in a fraction of a second.
import { createInflateRaw } from 'node:zlib';
import { ReaderLimitError, readerLimits } from '../reader-limits';

export interface ZipPart {
  name: string;
  method: number;
  compressed: number;
  declared: number;
  localOffset: number;
}

export const damaged = (why: string) =>
  new ReaderLimitError('not-a-workbook', `The workbook (.xlsx) is damaged: ${why}. Save it again in Excel.`);

/** The parts listed in the central directory (ZIP64 archives are refused: no real stock list needs 4 GB). */
export function centralDirectory(bytes: Uint8Array): ZipPart[] {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = view.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > view.length)
    throw damaged('its table of contents (the end of the ZIP archive) is missing');
  const count = view.readUInt16LE(eocd + 10);
  let at = view.readUInt32LE(eocd + 16);
  const parts: ZipPart[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== 0x02014b50) throw damaged('its table of contents is cut');
    const nameLength = view.readUInt16LE(at + 28);
    const part = {
      name: view.toString('utf8', at + 46, at + 46 + nameLength),
      method: view.readUInt16LE(at + 10),
      compressed: view.readUInt32LE(at + 20),
      declared: view.readUInt32LE(at + 24),
      localOffset: view.readUInt32LE(at + 42),
    };
    if (part.compressed === 0xffffffff || part.declared === 0xffffffff || part.localOffset === 0xffffffff)
      throw tooBig(part.name, 0xffffffff);
    parts.push(part);
    at += 46 + nameLength + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
  }
  return parts;
}

export const tooBig = (name: string, bytes: number) =>
  new ReaderLimitError(
    'workbook-unpacks-too-large',
    `The workbook unpacks to more than ${readerLimits.unpackedBytes / 1024 / 1024} MB (its part "${name}": ${Math.round(bytes / 1024 / 1024)} MB or more): it is damaged or built to exhaust memory, not a stock list. Export the list again from the pharmacy program.`,
    { value: name },
  );

const ROW_TAG = Buffer.from('<row');
const MERGES_TAG = Buffer.from('<mergeCells');
/** The inflater's chunk: at 256 KB the inflating stays on zlib's own threads (at 64 KB the main thread waits on it). */
export const INFLATE_CHUNK = 256 * 1024;

/** `<row …>` and `<row>` tags that start in bytes[from, before) and end inside `bytes`. */
function rowTags(bytes: Buffer, from = 0, before = bytes.length): number {
  let n = 0;
  for (let i = bytes.indexOf(ROW_TAG, from); i >= 0 && i < before; i = bytes.indexOf(ROW_TAG, i + 4)) {
    const next = bytes[i + 4];
    if (next === 0x20 || next === 0x3e) n++;
  }
  return n;
}

/** The `ref`s of a sheet's `<mergeCell>`s (they follow its rows, so the text from `<mergeCells` on). */
const mergeRefs = (text: string) =>
  [...text.matchAll(/<mergeCell\s[^>]*?\bref\s*=\s*["']([^"']+)["']/g)].map((m) => m[1]!);

/**
 * Inflates a worksheet part without keeping it (stopping once more than `cap` bytes came out),
 * counting its row tags and keeping only the merged ranges at its end: the sheet reader needs
 * them before the rows. A tag cut between two chunks is looked for in their joint (a few bytes).
 */
function inflateSheet(data: Uint8Array, cap: number): Promise<{ bytes: number; rows: number; merges: string[] }> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK });
    const seen = { bytes: 0, rows: 0, merges: [] as string[] };
    let tail = Buffer.alloc(0);
    let mergeText: Buffer[] | null = null;
    inflater.on('data', (chunk: Buffer) => {
      seen.bytes += chunk.length;
      const joint = Buffer.concat([tail, chunk.subarray(0, MERGES_TAG.length)]);
      // A tag that starts in the last 4 bytes of the chunk before ends in this one.
      seen.rows += rowTags(joint, Math.max(0, tail.length - 4), tail.length) + rowTags(chunk);
      if (mergeText !== null) mergeText.push(chunk);
      else {
        const at = joint.indexOf(MERGES_TAG);
        if (at >= 0 && at < tail.length) mergeText = [joint.subarray(at, tail.length), chunk];
        else if (chunk.includes(MERGES_TAG)) mergeText = [chunk.subarray(chunk.indexOf(MERGES_TAG))];
      }
      tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - MERGES_TAG.length + 1)));
      if (seen.bytes > cap) {
        inflater.destroy();
        resolve(seen);
      }
    });
    inflater.on('end', () => {
      if (mergeText !== null) seen.merges = mergeRefs(Buffer.concat(mergeText).toString('latin1'));
      resolve(seen);
    });
    // A broken deflate stream: the reader reports the damage itself.
    inflater.on('error', () => resolve(seen));
    inflater.end(data);
  });
}

/** What an archive unpacks to: declared in all, and the rows of each worksheet part (by its row tags). */
export interface ZipSizes {
  declaredTotal: number;
  sheetRows: number[];
  /** Each worksheet part's merged ranges ("A1:C2"). */
  merges: Map<string, string[]>;
}

const isSheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);

/** Throws a ReaderLimitError when the parts declare more than the bounds allow (nothing is inflated). */
export function checkDeclaredSizes(parts: readonly ZipPart[]): number {
  let declaredTotal = 0;
  for (const part of parts) {
    declaredTotal += part.declared;
    if (declaredTotal > readerLimits.unpackedBytes) throw tooBig(part.name, part.declared);
    if (part.declared > 1024 * 1024 && part.declared > part.compressed * readerLimits.unpackRatio)
      throw tooBig(part.name, part.declared);
  }
  return declaredTotal;
}

/** Inflates each worksheet part once without keeping it: its actual size, rows and merged ranges. */
export async function checkSheetParts(
  bytes: Buffer,
  parts: readonly ZipPart[],
): Promise<Pick<ZipSizes, 'sheetRows' | 'merges'>> {
  const sheetRows: number[] = [];
  const merges = new Map<string, string[]>();
  for (const part of parts) {
    if (!isSheet(part.name)) continue;
    if (part.method === 0) {
      // A stored sheet is read as it is: its rows counted in place.
      const data = storedData(bytes, part);
      const at = data.indexOf(MERGES_TAG);
      sheetRows.push(rowTags(data));
      merges.set(part.name, at < 0 ? [] : mergeRefs(data.toString('latin1', at)));
      continue;
    }
    // Packed in an unknown way: the reader reports it when it reads the sheet.
    if (part.method !== 8) continue;
    const actual = await inflateSheet(storedData(bytes, part), part.declared);
    if (actual.bytes > part.declared) throw tooBig(part.name, actual.bytes);
    sheetRows.push(actual.rows);
    merges.set(part.name, actual.merges);
  }
  return { sheetRows, merges };
}

/** Both checks, one after the other. */
export async function checkZipSizes(bytes: Uint8Array): Promise<ZipSizes> {
  const parts = centralDirectory(bytes);
  const declaredTotal = checkDeclaredSizes(parts);
  return {
    declaredTotal,
    ...(await checkSheetParts(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), parts)),
  };
}

/** A part's bytes as stored (stored or deflated), checked against its local header. */
export function storedData(bytes: Buffer, part: ZipPart): Buffer {
  const local = part.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50)
    throw damaged(`the part "${part.name}" is cut`);
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (start + part.compressed > bytes.length) throw damaged(`the part "${part.name}" is cut`);
  return bytes.subarray(start, start + part.compressed);
}
