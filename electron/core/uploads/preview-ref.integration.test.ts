import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';
import { buildStockPackage } from '@tests/kits/cli/stock-package';
import { startCoreHost, type CoreHostClient } from '@host/core-host-client';
import { createFileRefs, fileRefServices, type FileRefs } from '@host/file-refs';
import { nodeHostLauncher } from '@host/node-fork-transport';

// A chosen file read by reference in a real core host (child_process.fork, real SQLite), the
// router holding the paths: progress events, cancellation, other invokes answered meanwhile, and
// the temporary copy released with its last preview.
type Progress = EventPayload<'uploads:check-progress'>;

let dir: string;
let refs: FileRefs;
let host: CoreHostClient;
const progress: Progress[] = [];

const rows = (n: number, prefix = 'REF') =>
  buildStockPackage(
    Array.from({ length: n }, (_, i) => ({ nnt: 100_000 + i, gnvls: i % 5 === 0, vat: 10 })),
    { prefix },
  );

async function call<T>(channel: string, input: unknown): Promise<IpcResult<T>> {
  return (await host.invoke(channel, input)) as IpcResult<T>;
}

function data<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'desk-preview-ref-'));
  refs = createFileRefs();
  host = startCoreHost({
    launch: nodeHostLauncher(),
    init: {
      dataDir: join(dir, 'data'),
      appVersion: '0.0.0-ref',
      shell: 'web-bridge',
      sandbox: {
        kind: 'external',
        address: { baseUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9', stores: [] },
      },
      services: ['files'],
      // A pause after each step of 2,000 rows, so that a cancel sent on seeing progress lands mid-check.
      uploads: { previewCapacity: 2, checkStepDelayMs: 25 },
    },
    services: fileRefServices(refs),
  });
  host.onEvent((event, payload) => {
    if (event === 'uploads:check-progress') progress.push(payload as Progress);
  });
  await host.ready();
}, 60_000);

afterAll(async () => {
  await host.close();
  await refs.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('uploads:preview-ref', () => {
  it('reads a chosen file from disk in the core host and reports progress up to every row', async () => {
    const path = join(dir, 'stock.json');
    writeFileSync(path, rows(5000));
    const { fileRef, bytes } = await refs.register(path);
    const preview = data(
      await call<{ rows: number; fileName: string; bytes: number; check: { valid: boolean } }>('uploads:preview-ref', {
        fileRef,
        checkId: 'check-one-0001',
      }),
    );
    expect(preview).toMatchObject({ rows: 5000, fileName: 'stock.json', bytes, check: { valid: true } });
    const mine = progress.filter((p) => p.checkId === 'check-one-0001');
    expect(mine[0]).toMatchObject({ phase: 'reading', bytesTotal: bytes });
    expect(mine.some((p) => p.phase === 'reading' && p.bytesRead === bytes)).toBe(true);
    expect(mine.at(-1)).toMatchObject({ rowsChecked: 5000, rowsTotal: 5000, bytesRead: bytes });
    // Determinate: rows never go backwards.
    const checked = mine.map((p) => p.rowsChecked);
    expect(checked).toEqual([...checked].sort((a, b) => a - b));
  });

  it('is cancelled mid-check, answers other invokes meanwhile, and keeps nothing', async () => {
    const path = join(dir, 'big.json');
    writeFileSync(path, rows(40_000, 'BIG'));
    const { fileRef } = await refs.register(path);
    const checkId = 'check-cancel-0001';
    let answeredDuring = false;
    const seenChecking = new Promise<void>((resolve) => {
      const off = host.onEvent((event, payload) => {
        if (event !== 'uploads:check-progress') return;
        const p = payload as Progress;
        if (p.checkId !== checkId || p.phase !== 'checking' || p.rowsChecked === 0) return;
        off();
        resolve();
      });
    });
    const running = call('uploads:preview-ref', { fileRef, checkId });
    await seenChecking;
    // The host's loop is free between chunks: a plain invoke is answered while rows are checked.
    const list = await call<unknown[]>('profiles:list', undefined);
    expect(list.ok).toBe(true);
    const cancel = data(await call<{ cancelled: boolean }>('uploads:cancel-check', { checkId }));
    answeredDuring = cancel.cancelled;
    expect(answeredDuring).toBe(true);
    expect(await running).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    // Nothing half-held: the id is free, a second cancel finds nothing, the same file checks again whole.
    expect(data(await call<{ cancelled: boolean }>('uploads:cancel-check', { checkId }))).toEqual({ cancelled: false });
    // A cancel that overtook its check (ids are never reused) stops it before anything is read.
    expect(await call('uploads:preview-ref', { fileRef, checkId })).toMatchObject({
      ok: false,
      error: { code: 'cancelled' },
    });
    const again = data(await call<{ rows: number }>('uploads:preview-ref', { fileRef, checkId: 'check-cancel-0002' }));
    expect(again.rows).toBe(40_000);
  }, 60_000);

  it('says plainly when a reference is unknown, or its file vanished, or it is not JSON at all', async () => {
    const unknown = await call('uploads:preview-ref', {
      fileRef: '6f1c1f7e-3b7a-4c43-9a53-1d2f0b3c4d5e',
      checkId: 'check-unknown-01',
    });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not-found', details: { reason: 'file-ref-expired' } } });
    const path = join(dir, 'vanishing.json');
    writeFileSync(path, rows(3));
    const { fileRef } = await refs.register(path);
    rmSync(path);
    expect(await call('uploads:preview-ref', { fileRef, checkId: 'check-vanish-01' })).toMatchObject({
      ok: false,
      error: { code: 'file-invalid', details: { reason: 'missing' } },
    });
    expect(await call('uploads:preview-ref', { fileRef: 'not-a-uuid', checkId: 'check-bad-0001' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
  });

  it('releases a temporary copy when its last preview is dropped', async () => {
    const temp = join(dir, 'spooled.upload');
    writeFileSync(temp, rows(10, 'TMP'));
    const { fileRef } = await refs.register(temp, { temporary: true, fileName: 'spooled.json' });
    data(await call('uploads:preview-ref', { fileRef, checkId: 'check-temp-0001' }));
    // "Check again": a second preview of the same file keeps it alive when the first is dropped.
    data(await call('uploads:preview-ref', { fileRef, checkId: 'check-temp-0002' }));
    expect(existsSync(temp)).toBe(true);
    const other = join(dir, 'other.json');
    writeFileSync(other, rows(2, 'OTH'));
    const second = await refs.register(other);
    data(await call('uploads:preview-ref', { fileRef: second.fileRef, checkId: 'check-temp-0003' }));
    data(await call('uploads:preview-ref', { fileRef: second.fileRef, checkId: 'check-temp-0004' }));
    // Capacity 2: both previews of the temporary file are gone now.
    for (let i = 0; i < 50 && existsSync(temp); i++) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(temp)).toBe(false);
    expect(refs.resolve(fileRef)).toBeNull();
    expect(existsSync(other)).toBe(true);
  });
});
