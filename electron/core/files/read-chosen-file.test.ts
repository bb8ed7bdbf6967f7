import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READ_CHUNK_BYTES, readChosenFile, type ReadProgress } from './read-chosen-file';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'read-chosen-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readChosenFile', () => {
  it('reads the whole file in chunks, reporting bytes read of the size', async () => {
    const path = join(dir, 'stock.json');
    const bytes = Buffer.alloc(2 * READ_CHUNK_BYTES + 10, 0x61);
    writeFileSync(path, bytes);
    const seen: ReadProgress[] = [];
    const read = await readChosenFile(path, 'stock.json', { onProgress: (p) => seen.push(p) });
    expect(read.equals(bytes)).toBe(true);
    expect(seen.map((p) => p.bytesRead)).toEqual([0, READ_CHUNK_BYTES, 2 * READ_CHUNK_BYTES, bytes.length]);
    expect(new Set(seen.map((p) => p.bytesTotal))).toEqual(new Set([bytes.length]));
  });

  it('refuses a file over the cap before reading it, and says why a file cannot be read', async () => {
    const path = join(dir, 'big.json');
    writeFileSync(path, Buffer.alloc(100));
    let progressed = 0;
    await expect(
      readChosenFile(path, 'big.json', { maxBytes: 99, onProgress: () => progressed++ }),
    ).rejects.toMatchObject({ code: 'file-invalid', details: { reason: 'too-large', bytes: 100 } });
    expect(progressed).toBe(0);
    await expect(readChosenFile(join(dir, 'gone.json'), 'gone.json')).rejects.toMatchObject({
      code: 'file-invalid',
      details: { reason: 'missing', fileName: 'gone.json' },
    });
    await expect(readChosenFile(dir, 'folder')).rejects.toMatchObject({ code: 'file-invalid' });
  });

  it('stops between chunks when cancelled', async () => {
    const path = join(dir, 'stock.json');
    writeFileSync(path, Buffer.alloc(3 * READ_CHUNK_BYTES));
    const controller = new AbortController();
    const seen: number[] = [];
    await expect(
      readChosenFile(path, 'stock.json', {
        signal: controller.signal,
        onProgress: (p) => {
          seen.push(p.bytesRead);
          if (p.bytesRead >= READ_CHUNK_BYTES) controller.abort();
        },
      }),
    ).rejects.toThrow();
    expect(seen).toEqual([0, READ_CHUNK_BYTES]);
  });
});
