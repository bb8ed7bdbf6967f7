// A look at an .xls file's compound-file sector chains before SheetJS reads it. SheetJS follows
// a stream's chain without a loop check when the stream starts in the middle of another chain
// (its get_sector_list): a chain that cycles there grows two arrays until the heap gives out
// (512 MB in ~4 s). Walking the chains here costs a bitmap per stream and says what is wrong.

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Directory entries of streams at least this long live in the FAT (shorter ones in the mini stream). */
const MINI_CUTOFF = 4096;
const ENTRY = 128;

/**
 * Why the compound file's chains cannot be followed to an end, or null (also for a file that is
 * not a compound file: SheetJS says what it is). The chains are read as SheetJS reads them: a
 * FAT sector that is not in the file ends a chain.
 */
export function cfbChainFault(bytes: Uint8Array): string | null {
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
    if (difatSeen.has(d)) return 'the list of its allocation sectors loops';
    difatSeen.add(d);
    for (let i = 0; i < size / 4 - 1; i++) if (int(offset(d) + i * 4) >= 0) fat.push(int(offset(d) + i * 4));
  }
  const perSector = size / 4;
  const capacity = fat.length * perSector;
  const next = (j: number) => {
    const at = fat[Math.floor(j / perSector)];
    return at === undefined || at >= sectors ? -2 : int(offset(at) + (j % perSector) * 4);
  };
  /** The sectors of the chain from `start`, or null when it comes back to one it passed. */
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

  const directory = chain(int(0x30));
  if (directory === null) return 'its directory’s sector chain loops';
  if (chain(int(0x3c)) === null) return 'its mini allocation table’s sector chain loops';
  for (const sector of directory) {
    if (sector >= sectors) continue;
    for (let at = offset(sector); at + ENTRY <= offset(sector) + size; at += ENTRY) {
      const type = bytes[at + 66];
      const start = int(at + 116);
      const length = int(at + 120);
      const inFat = type === 5 || (type === 2 && length >= MINI_CUTOFF);
      if (inFat && start >= 0 && chain(start) === null) return 'a stream’s sector chain loops';
    }
  }
  return null;
}
