import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvokeOutput } from '@shared/ipc/contract';
import { encodeWindows1251 } from '@tests/kits/core/import/import-files';
import { data, startFileRefHost, type FileRefHost } from '@tests/kits/host/file-ref-host';

// A table opened from the OS ("Open with", File → Open, a recent file) is registered by main and
// read by the import in the core host by its reference, from disk, exactly as if its bytes had
// been sent: a real core host (child_process.fork, real SQLite), the router holding the paths.
let dir: string;
let app: FileRefHost;
let csvPath: string;
const call = <T>(channel: string, input: unknown) => app.call<T>(channel, input);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'desk-import-ref-'));
  csvPath = join(dir, 'остатки аптеки.csv');
  // A Windows-1251 export with `;` and decimal commas, as an accounting program writes it.
  const lines = [
    'Код партии;Код товара;Остаток;Цена розничная;ЖНВЛП;Ставка НДС',
    'П-1;100001;5;120,50;нет;22',
    'П-2;100002;3;80,00;да;10',
  ];
  writeFileSync(csvPath, encodeWindows1251(lines.join('\r\n')));
  app = await startFileRefHost(dir);
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the import reads a table by reference', () => {
  it('reads and converts it from disk exactly as from its bytes', async () => {
    const file = await app.refs.register(csvPath);
    const bytes = new Uint8Array(readFileSync(csvPath));
    type Read = InvokeOutput<'import:read-file'>;
    const byRef = data(await call<Read>('import:read-file', { fileName: file.fileName, fileRef: file.fileRef }));
    const byBytes = data(await call<Read>('import:read-file', { fileName: file.fileName, bytes }));
    expect(byRef.info.headers).toContain('Остаток');
    expect(byRef.info.encoding).toBe('windows-1251');
    expect(byRef).toEqual(byBytes);
    type Converted = InvokeOutput<'import:convert'>;
    const converted = data(
      await call<Converted>('import:convert', {
        fileName: file.fileName,
        fileRef: file.fileRef,
        packageDate: '2026-11-26T09:00:00+03:00',
      }),
    );
    expect(converted.rows).toBe(2);
    const again = data(
      await call<Converted>('import:convert', {
        fileName: file.fileName,
        bytes,
        packageDate: '2026-11-26T09:00:00+03:00',
      }),
    );
    expect(Buffer.from(converted.packageBytes).equals(Buffer.from(again.packageBytes))).toBe(true);
  });

  it('takes bytes or a reference, never both or neither, and says so', async () => {
    const file = await app.refs.register(csvPath);
    const bytes = new Uint8Array(readFileSync(csvPath));
    for (const input of [{ fileName: 'a.csv' }, { fileName: 'a.csv', bytes, fileRef: file.fileRef }]) {
      const result = await call('import:read-file', input);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('invalid-input');
        expect(JSON.stringify(result.error)).toContain('either as bytes or as a file reference');
      }
    }
  });

  it('refuses a reference the router no longer holds, asking to open the file again', async () => {
    const file = await app.refs.register(csvPath);
    await app.refs.release(file.fileRef);
    const result = await call('import:read-file', { fileName: file.fileName, fileRef: file.fileRef });
    expect(result).toMatchObject({ ok: false, error: { code: 'not-found', details: { reason: 'file-ref-expired' } } });
  });
});
