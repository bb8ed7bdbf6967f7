import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvokeChannel, InvokeInput, InvokeOutput } from '@shared/ipc/contract';
import { sandboxDemoStoreIdentity } from '@shared/profiles/sandbox-demo-store';
import { startCoreHost, type CoreHostClient } from '@host/core-host-client';
import type { HostInit } from '@shared/host-protocol/host-messages';
import { nodeHostLauncher } from '@host/node-fork-transport';
import { openDatabase } from '../db/open-database';
import { DATABASE_FILE } from '../desk-core';
import { seedDictionaries } from '@tests/kits/core/preflight/seed-dictionaries';

// The workbench channels through the real core host process (child_process.fork, real SQLite with
// a seeded goods dictionary): a previewed file's rows with product names, its text, its findings.
const noSandbox: HostInit['sandbox'] = {
  kind: 'external',
  address: { baseUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9', stores: [] },
};

const ROWS = 3000;
const stockRow = (i: number) => ({
  prtId: `WB-${i + 1}`,
  nnt: i % 3 === 0 ? 700_001 : 999_000 + i,
  sku: `S-${i + 1}`,
  qnt: i === 1499 ? 1.5 : 3,
  supDate: i === 3 ? 'yesterday' : '2024-04-01T10:00:00+03:00',
  nds: 10,
  prcOptNds: 100,
  prcRet: 120,
});

describe('workbench channels through the core host', () => {
  let dataDir: string;
  let host: CoreHostClient;
  let profileId: number;
  let previewId: string;
  const call = async <C extends InvokeChannel>(channel: C, input: InvokeInput<C>): Promise<InvokeOutput<C>> => {
    const result = await host.invoke(channel, input);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    return result.data as InvokeOutput<C>;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'desk-workbench-'));
    // The dictionary is written before the host opens the same file (migrations run on both opens).
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    seedDictionaries(db, {
      products: [{ nnt: 700_001, name: 'Парацетамол табл. 500мг №20', manufacturer: 'Фармстандарт' }],
    });
    db.close();
    host = startCoreHost({
      launch: nodeHostLauncher(),
      init: { dataDir, appVersion: '0.0.0-wb', shell: 'web-bridge', sandbox: noSandbox },
    });
    await host.ready();
    const profiles = (await call('profiles:list', undefined)) as { id: number; storeId: string }[];
    profileId = profiles.find((p) => p.storeId === sandboxDemoStoreIdentity.storeId)!.id;
    const text = JSON.stringify(
      { date: '2024-05-10T06:00:00+03:00', stocks: Array.from({ length: ROWS }, (_, i) => stockRow(i)) },
      null,
      2,
    );
    const preview = await call('uploads:preview-file', { fileName: 'wb.json', bytes: new TextEncoder().encode(text) });
    previewId = preview.previewId;
  }, 60_000);
  afterAll(async () => {
    await host?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pages the rows 1-based with their fields and the product name from the goods dictionary', async () => {
    const page = await call('workbench:rows', {
      profileId,
      source: { type: 'preview', previewId },
      offset: 2997,
      limit: 10,
    });
    expect(page.total).toBe(ROWS);
    expect(page.columns).toEqual(['prtId', 'nnt', 'sku', 'qnt', 'supDate', 'nds', 'prcOptNds', 'prcRet']);
    expect(page.rows.map((r) => r.row)).toEqual([2998, 2999, 3000]);
    expect(page.rows[0]).toMatchObject({ prtId: 'WB-2998', nnt: 700_001, cells: { qnt: '3', sku: '"S-2998"' } });
    expect(page.rows[0]!.product?.label).toBe('Парацетамол табл. 500мг №20, Фармстандарт');
    expect(page.rows[1]!.product).toBeNull();
    // Each row carries its findings, so the grid marks their cells.
    // A known product this store has no link to: a note on its nnt cell.
    expect(page.rows[0]!.findings).toMatchObject([{ field: 'nnt', severity: 'info', code: 'nnt-not-linked' }]);
    expect(page.rows[1]!.findings).toMatchObject([{ field: 'nnt', severity: 'warning', code: 'unknown-nnt' }]);
    const early = await call('workbench:rows', {
      profileId,
      source: { type: 'preview', previewId },
      offset: 3,
      limit: 1,
    });
    expect(early.rows[0]!.findings.map((f) => [f.field, f.severity, f.code])).toEqual([
      ['supDate', 'error', 'date-time'],
      ['nnt', 'info', 'nnt-not-linked'],
    ]);
  });

  it('finds every source’s findings with line, token and product, grouped and filtered', async () => {
    const source = { type: 'preview', previewId } as const;
    const all = await call('workbench:findings', { profileId, source, limit: 1000 });
    // Two schema errors; goods synced, so preflight flags the unknown codes (2 of 3 rows: rejection predicted).
    expect(all.verdict).toMatchObject({ schemaErrors: 2, preflightRan: true, rejectionPredicted: true, blocked: true });
    const errors = await call('workbench:findings', { profileId, source, severity: 'error' });
    expect(errors.items.map((f) => [f.origin, f.row, f.field, f.code])).toEqual([
      ['preflight', null, 'nnt', 'unknown-share-exceeded'],
      ['schema', 4, 'supDate', 'date-time'],
      ['schema', 1500, 'qnt', 'fractional'],
    ]);
    // The groups are the whole package's, the severity filter narrows the list only.
    expect(errors.groups).toEqual(all.groups);
    const schema = errors.items.slice(1);
    const qnt = schema[1]!;
    expect(qnt.prtId).toBe('WB-1500');
    expect(qnt.endColumn! - qnt.column!).toBe('1.5'.length);
    const lines = await call('workbench:source', { source, fromLine: qnt.line! - 2, toLine: qnt.line! + 2 });
    const marked = lines.lines.find((l) => l.line === qnt.line)!;
    expect(marked.text.slice(qnt.column! - 1, qnt.endColumn! - 1)).toBe('1.5');
    expect(lines.lines).toHaveLength(5);

    const qntGroup = all.groups.find((g) => g.field === 'qnt')!;
    expect(qntGroup).toMatchObject({ code: 'fractional', severity: 'error', count: 1 });
    const unknown = all.groups.find((g) => g.code === 'unknown-nnt')!;
    expect(unknown).toMatchObject({ field: 'nnt', origin: 'preflight', count: ROWS - ROWS / 3 });
    expect(all.counts.error).toBe(3);

    const known = await call('workbench:findings', { profileId, source, field: 'supDate' });
    expect(known.total).toBe(1);
    expect(known.items[0]!.product?.name).toBe('Парацетамол табл. 500мг №20');
    const warnings = await call('workbench:findings', { profileId, source, severity: 'warning', offset: 10, limit: 5 });
    expect(warnings.total).toBe(ROWS - ROWS / 3);
    expect(warnings.items.map((f) => f.row)).toEqual([17, 18, 20, 21, 23]);
    const at = warnings.items[0]!;
    const line = await call('workbench:source', { source, fromLine: at.line!, toLine: at.line! });
    expect(line.lines[0]!.text.slice(at.column! - 1, at.endColumn! - 1)).toBe(String(at.nnt));
  });

  it('locates a batch code’s row for a link from an operator’s message', async () => {
    const source = { type: 'preview', previewId } as const;
    expect(await call('workbench:locate-row', { source, prtId: 'WB-2500' })).toEqual({ row: 2500 });
    expect(await call('workbench:locate-row', { source, prtId: 'WB-0' })).toEqual({ row: null });
  });

  it('says plainly that an upload’s file is not kept, and that an expired preview must be chosen again', async () => {
    const kept = await host.invoke('workbench:rows', { profileId, source: { type: 'upload', uploadId: 7 } });
    expect(kept).toMatchObject({
      ok: false,
      error: { code: 'not-found', details: { reason: 'file-not-kept', uploadId: 7 } },
    });
    const gone = await host.invoke('workbench:source', {
      source: { type: 'preview', previewId: 'nope' },
      fromLine: 1,
      toLine: 2,
    });
    expect(gone).toMatchObject({ ok: false, error: { code: 'not-found', details: { reason: 'preview-expired' } } });
  });
});
