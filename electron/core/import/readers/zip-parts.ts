// The parts of an .xlsx (a ZIP archive) inflated on demand with node:zlib over the central
// directory that readers/zip-sizes.ts has already checked: a part comes out in chunks, so a
// 100,000-row sheet is never one string in memory, and it is held to the size it declares (a
// part that lies is stopped there, whether or not the size check inflated it before).
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { ReaderLimitError } from '../reader-limits';
import { INFLATE_CHUNK, centralDirectory, damaged, storedData, tooBig, type ZipPart } from './zip-sizes';

export interface ZipArchive {
  bytes: Buffer;
  /** Every entry of the central directory, in its order (a name given twice counts twice in the size check). */
  entries: ZipPart[];
  parts: Map<string, ZipPart>;
}

export function openZip(bytes: Uint8Array): ZipArchive {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = centralDirectory(view);
  return { bytes: view, entries, parts: new Map(entries.map((p) => [p.name, p])) };
}

/** A part's inflated content, chunk by chunk (256 KB), never more than it declares. */
export async function* partChunks(zip: ZipArchive, part: ZipPart): AsyncGenerator<Buffer> {
  const data = storedData(zip.bytes, part);
  if (part.method === 0) {
    yield data;
    return;
  }
  if (part.method !== 8) throw damaged(`the part "${part.name}" is packed in an unknown way`);
  const inflater = Readable.from([data], { objectMode: false }).pipe(createInflateRaw({ chunkSize: INFLATE_CHUNK }));
  let inflated = 0;
  try {
    for await (const chunk of inflater) {
      inflated += (chunk as Buffer).length;
      if (inflated > part.declared) throw tooBig(part.name, inflated);
      yield chunk as Buffer;
    }
  } catch (error) {
    if (error instanceof ReaderLimitError) throw error;
    throw damaged(`the part "${part.name}" does not unpack`);
  } finally {
    inflater.destroy();
  }
}

/** A small part (workbook, relations, styles) as one string; null when the archive lacks it. */
export async function partText(zip: ZipArchive, name: string): Promise<string | null> {
  const part = zip.parts.get(name);
  if (part === undefined) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of partChunks(zip, part)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}
