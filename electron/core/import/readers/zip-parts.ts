// The parts of an .xlsx (a ZIP archive) inflated on demand with node:zlib over the central
// directory that readers/zip-sizes.ts has already checked: a part comes out in chunks, so a
// 100,000-row sheet is never one string in memory.
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { centralDirectory, damaged, type ZipPart } from './zip-sizes';

export interface ZipArchive {
  bytes: Buffer;
  parts: Map<string, ZipPart>;
}

export function openZip(bytes: Uint8Array): ZipArchive {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { bytes: view, parts: new Map(centralDirectory(view).map((p) => [p.name, p])) };
}

/** A part's bytes as stored (stored or deflated), checked against its local header. */
function storedData({ bytes }: ZipArchive, part: ZipPart): Buffer {
  const local = part.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50)
    throw damaged(`the part "${part.name}" is cut`);
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (start + part.compressed > bytes.length) throw damaged(`the part "${part.name}" is cut`);
  return bytes.subarray(start, start + part.compressed);
}

/** A part's inflated content, chunk by chunk (64 KB). */
export async function* partChunks(zip: ZipArchive, part: ZipPart): AsyncGenerator<Buffer> {
  const data = storedData(zip, part);
  if (part.method === 0) {
    yield data;
    return;
  }
  if (part.method !== 8) throw damaged(`the part "${part.name}" is packed in an unknown way`);
  const inflater = Readable.from([data], { objectMode: false }).pipe(createInflateRaw({ chunkSize: 64 * 1024 }));
  try {
    for await (const chunk of inflater) yield chunk as Buffer;
  } catch {
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
