// The compound file (CFB) around an .xls: its sector chains walked with a bitmap, so that a chain
// that loops is found and said, and the workbook stream copied out of its sectors. SheetJS, which
// read .xls before, follows a stream's chain without a loop check when the stream starts in the
// middle of another chain (its get_sector_list): a chain that cycles there grew two arrays until
// the heap gave out (512 MB in ~4 s). Walking the chains here costs a bitmap per stream.

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Directory entries of streams at least this long live in the FAT (shorter ones in the mini stream). */
const MINI_CUTOFF = 4096;
const MINI_SECTOR = 64;
const ENTRY = 128;

/** A compound file that cannot be followed: cut short, or a chain that loops. */
export class CfbDamage extends Error {}

interface Cfb {
  bytes: Uint8Array;
  int: (at: number) => number;
  size: number;
  /** Whole sectors in the file (a chain pointing past them is cut short). */
  sectors: number;
  offset: (sector: number) => number;
  /** The sectors of the chain from `start`, or null when it comes back to one it passed. */
  chain: (start: number) => number[] | null;
}

function openCfb(bytes: Uint8Array): Cfb | null {
  if (bytes.byteLength < 512 || SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const int = (at: number) => (at + 4 <= bytes.byteLength ? view.getInt32(at, true) : -2);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return null;
  const size = 1 << shift;
  const sectors = Math.floor(bytes.byteLength / size) - 1;
  const offset = (sector: number) => (sector + 1) * size;

  // The FAT's sectors: 109 listed in the header, the rest in the DIFAT chain.
  const fat: number[] = [];
  for (let i = 0; i < 109; i++) if (int(0x4c + i * 4) >= 0) fat.push(int(0x4c + i * 4));
  const difatSeen = new Set<number>();
  for (let d = int(0x44); d >= 0 && d < sectors; d = int(offset(d) + size - 4)) {
    if (difatSeen.has(d)) throw new CfbDamage('the list of its allocation sectors loops');
    difatSeen.add(d);
    for (let i = 0; i < size / 4 - 1; i++) if (int(offset(d) + i * 4) >= 0) fat.push(int(offset(d) + i * 4));
  }
  const perSector = size / 4;
  const capacity = fat.length * perSector;
  const next = (j: number) => {
    const at = fat[Math.floor(j / perSector)];
    return at === undefined || at >= sectors ? -2 : int(offset(at) + (j % perSector) * 4);
  };
  const chain = (start: number): number[] | null => {
    const seen = new Uint8Array(capacity);
    const list: number[] = [];
    for (let j = start; j >= 0 && j < capacity; j = next(j)) {
      if (seen[j]) return null;
      seen[j] = 1;
      list.push(j);
    }
    return list;
  };
  return { bytes, int, size, sectors, offset, chain };
}

/** The offsets of the directory's entries (sectors past the end of a cut file are left out). */
function entries(cfb: Cfb): number[] {
  const directory = cfb.chain(cfb.int(0x30));
  if (directory === null) throw new CfbDamage('its directory’s sector chain loops');
  const out: number[] = [];
  for (const sector of directory)
    if (sector < cfb.sectors)
      for (let at = cfb.offset(sector); at + ENTRY <= cfb.offset(sector) + cfb.size; at += ENTRY) out.push(at);
  return out;
}

/**
 * Why the compound file's chains cannot be followed to an end, or null (also for a file that is
 * not a compound file). The chains are read as SheetJS reads them: a FAT sector that is not in
 * the file ends a chain.
 */
export function cfbChainFault(bytes: Uint8Array): string | null {
  try {
    const cfb = openCfb(bytes);
    if (cfb === null) return null;
    const list = entries(cfb);
    if (cfb.chain(cfb.int(0x3c)) === null) return 'its mini allocation table’s sector chain loops';
    for (const at of list) {
      const type = bytes[at + 66];
      const start = cfb.int(at + 116);
      const inFat = type === 5 || (type === 2 && cfb.int(at + 120) >= MINI_CUTOFF);
      if (inFat && start >= 0 && cfb.chain(start) === null) return 'a stream’s sector chain loops';
    }
    return null;
  } catch (e) {
    if (e instanceof CfbDamage) return e.message;
    throw e;
  }
}

/** Copies `length` bytes of a chain of `unit`-byte blocks; throws when the chain loops or ends early. */
function gather(chain: number[] | null, length: number, unit: number, at: (block: number) => number, from: Uint8Array) {
  if (chain === null) throw new CfbDamage('a stream’s sector chain loops');
  // A declared length the chain cannot hold is never allocated (a hostile size of 4 GB).
  if (length > chain.length * unit) throw cut(Math.min(chain.length * unit, from.byteLength), length);
  const out = new Uint8Array(length);
  let done = 0;
  // Blocks that follow each other in the file (as writers store them) are copied as one run.
  for (let k = 0; k < chain.length && done < length;) {
    let run = 1;
    while (k + run < chain.length && chain[k + run] === chain[k]! + run) run++;
    const start = at(chain[k]!);
    const take = Math.min(run * unit, length - done, from.byteLength - start);
    if (start < 0 || take <= 0) break;
    out.set(from.subarray(start, start + take), done);
    done += take;
    if (take < Math.min(run * unit, length - done + take)) break;
    k += run;
  }
  if (done < length) throw cut(done, length);
  return out;
}

const cut = (held: number, length: number) =>
  new CfbDamage(`a stream is cut short: ${held} of its ${length} bytes are in the file`);

/**
 * The bytes of the first stream named one of `names` (case-insensitive, in the order given, as
 * SheetJS looks for "Workbook" then "Book"), or null when the file holds none of them. Throws
 * CfbDamage for a chain that loops or a stream cut short.
 */
export function cfbStream(bytes: Uint8Array, names: readonly string[]): Uint8Array | null {
  const cfb = openCfb(bytes);
  if (cfb === null) return null;
  const list = entries(cfb);
  const nameOf = (at: number) => {
    const length = Math.min(64, Math.max(0, (bytes[at + 64]! | (bytes[at + 65]! << 8)) - 2));
    return Buffer.from(bytes.buffer, bytes.byteOffset + at, length)
      .toString('utf16le')
      .toUpperCase();
  };
  const streams = list.filter((at) => bytes[at + 66] === 2);
  const found = names
    .map((name) => streams.find((at) => nameOf(at) === name.toUpperCase()))
    .find((at) => at !== undefined);
  if (found === undefined) return null;
  const start = cfb.int(found + 116);
  const length = cfb.int(found + 120) >>> 0;
  if (length >= MINI_CUTOFF) return gather(cfb.chain(start), length, cfb.size, (s) => cfb.offset(s), bytes);
  // A short stream lives in the mini stream: 64-byte blocks inside the root entry's chain.
  const root = list.find((at) => bytes[at + 66] === 5);
  if (root === undefined) throw new CfbDamage('it has no root entry for its short streams');
  const rootStart = cfb.int(root + 116);
  const mini = gather(cfb.chain(rootStart), cfb.int(root + 120) >>> 0, cfb.size, (s) => cfb.offset(s), bytes);
  const miniFatSectors = cfb.chain(cfb.int(0x3c));
  if (miniFatSectors === null) throw new CfbDamage('its mini allocation table’s sector chain loops');
  const miniFat = gather(miniFatSectors, miniFatSectors.length * cfb.size, cfb.size, (s) => cfb.offset(s), bytes);
  const miniView = new DataView(miniFat.buffer);
  const blocks = miniFat.byteLength / 4;
  const seen = new Uint8Array(blocks);
  const chain: number[] = [];
  for (let j = start; j >= 0 && j < blocks; j = miniView.getInt32(j * 4, true)) {
    if (seen[j]) return gather(null, length, MINI_SECTOR, () => 0, mini);
    seen[j] = 1;
    chain.push(j);
  }
  return gather(chain, length, MINI_SECTOR, (m) => m * MINI_SECTOR, mini);
}
