import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { createLedgerRepo, type LedgerRepo, type NewAttempt } from './ledger-repo';

const STORE_A = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';
const STORE_B = '7c1f9a5d-4e3b-4f82-8d66-3a7b2e9f8c41';
const msk = (wallClock: string) => new Date(`${wallClock}+03:00`);

describe('upload history in SQL (a real SQLite file)', () => {
  let dir: string;
  let db: Db;
  let ledger: LedgerRepo;
  const ids: Record<string, number> = {};

  const add = (name: string, over: Partial<NewAttempt> & Pick<NewAttempt, 'startedAt'>) => {
    ids[name] = ledger.insertAttempt({
      profileId: 1,
      storeId: STORE_A,
      kind: 'full',
      fileName: `${name}.json`,
      rows: 10,
      bytes: 100,
      sha256: null,
      packageDate: null,
      outcome: 'sending',
      retryAt: null,
      overrides: [],
      ...over,
    });
    ledger.markRequestStarted(ids[name]!, over.startedAt);
    return ids[name]!;
  };
  /** Accepted, then Processed `minutes` after it was sent. */
  const processed = (id: number, sentAt: Date, minutes: number, messageId: string) => {
    ledger.finishOk(id, {
      outcome: 'accepted',
      finishedAt: sentAt,
      httpStatus: 202,
      messageId,
      location: null,
      tracking: 'active',
    });
    ledger.recordStatus(id, { statusId: 1, statusMessage: 'Processing', statusDate: null }, sentAt);
    ledger.recordStatus(
      id,
      { statusId: 2, statusMessage: 'Processed', statusDate: null },
      new Date(sentAt.getTime() + minutes * 60_000),
    );
  };
  const refused = (id: number, at: Date) =>
    ledger.finishFailed(id, {
      outcome: 'refused',
      finishedAt: at,
      httpStatus: 429,
      errorCode: 'rate-limited',
      errorMessage: 'Too many requests',
      errorBody: 'Too many requests',
      retryAt: null,
      errors: [],
    });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'desk-history-'));
    db = openDatabase(join(dir, 'desk.sqlite'));
    const insertProfile = db.prepare(
      "INSERT INTO store_profiles (id, store_id, name, base_url, auth_url, is_sandbox, created_at) VALUES (?, ?, ?, 'https://x', 'https://y', 0, ?)",
    );
    insertProfile.run(1, STORE_A, 'Аптека на Ленина', new Date().toISOString());
    insertProfile.run(2, STORE_B, 'Аптека у вокзала', new Date().toISOString());
    ledger = createLedgerRepo(db);

    const d1 = msk('2026-11-21T06:00:00');
    processed(add('Остатки-21-ноября', { startedAt: d1, rows: 4002 }), d1, 12, 'AAAA-1111');
    const d2 = msk('2026-11-22T06:00:00');
    processed(add('ёлка_100%', { startedAt: d2, rows: 3900 }), d2, 3.5, 'BBBB-2222');
    add('changes-1', { startedAt: msk('2026-11-22T10:00:00'), kind: 'changes', rows: 5 });
    refused(ids['changes-1']!, msk('2026-11-22T10:00:01'));
    const d3 = msk('2026-11-23T06:00:00');
    processed(add('store-b-full', { startedAt: d3, profileId: 2, storeId: STORE_B, rows: 120 }), d3, 30, 'CCCC-3333');
    add('no-rows-delete', { startedAt: msk('2026-11-23T09:00:00'), kind: 'delete', fileName: null, rows: null });
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const names = (items: { fileName: string | null; id: number }[]) =>
    items.map((i) => i.fileName ?? `#${Object.keys(ids).find((k) => ids[k] === i.id)}`);

  it('lists every store, newest first, with minutes to Processed', () => {
    const all = ledger.historyPage({}, 'startedAt', true, 0, 100);
    expect(all.total).toBe(5);
    expect(names(all.items)).toEqual([
      '#no-rows-delete',
      'store-b-full.json',
      'changes-1.json',
      'ёлка_100%.json',
      'Остатки-21-ноября.json',
    ]);
    const first = all.items.find((i) => i.id === ids['Остатки-21-ноября'])!;
    expect(first.minutesToProcessed).toBe(12);
    expect(first.processedAt).toBe(new Date(msk('2026-11-21T06:12:00')).toISOString());
    expect(all.items.find((i) => i.id === ids['changes-1'])!.minutesToProcessed).toBeNull();
  });

  it('filters by store, kind, outcome and date range together', () => {
    expect(ledger.historyPage({ profileIds: [2] }, 'startedAt', true, 0, 100).total).toBe(1);
    expect(names(ledger.historyPage({ profileIds: [1], kinds: ['full'] }, 'startedAt', false, 0, 100).items)).toEqual([
      'Остатки-21-ноября.json',
      'ёлка_100%.json',
    ]);
    expect(names(ledger.historyPage({ outcomes: ['refused'] }, 'startedAt', true, 0, 100).items)).toEqual([
      'changes-1.json',
    ]);
    // The Moscow day of 22 November: from its midnight (inclusive) to the next (exclusive).
    const day = ledger.historyPage(
      { from: '2026-11-22T00:00:00+03:00', to: '2026-11-23T00:00:00+03:00' },
      'startedAt',
      false,
      0,
      100,
    );
    expect(names(day.items)).toEqual(['ёлка_100%.json', 'changes-1.json']);
    expect(ledger.historyPage({ kinds: ['changes'], outcomes: ['processed'] }, 'startedAt', true, 0, 100).total).toBe(
      0,
    );
  });

  it('searches the file name case-insensitively (ё = е, % literal) and the messageId', () => {
    const search = (text: string) => names(ledger.historyPage({ search: text }, 'startedAt', true, 0, 100).items);
    expect(search('остатки')).toEqual(['Остатки-21-ноября.json']);
    expect(search('ЕЛКА')).toEqual(['ёлка_100%.json']);
    expect(search('100%')).toEqual(['ёлка_100%.json']);
    // `%` and `_` are not wildcards: "0%" matches only where it is written.
    expect(search('_1')).toEqual(['ёлка_100%.json']);
    expect(search('bbbb-2222')).toEqual(['ёлка_100%.json']);
    expect(search('нет такого')).toEqual([]);
  });

  it('sorts by rows, store and minutes to Processed; the unprocessed last; pages never overlap', () => {
    expect(names(ledger.historyPage({}, 'minutesToProcessed', false, 0, 100).items).slice(0, 3)).toEqual([
      'ёлка_100%.json',
      'Остатки-21-ноября.json',
      'store-b-full.json',
    ]);
    expect(names(ledger.historyPage({}, 'minutesToProcessed', true, 0, 100).items).slice(0, 3)).toEqual([
      'store-b-full.json',
      'Остатки-21-ноября.json',
      'ёлка_100%.json',
    ]);
    expect(ledger.historyPage({}, 'rows', true, 0, 1).items[0]!.rows).toBe(4002);
    expect(ledger.historyPage({}, 'store', true, 0, 1).items[0]!.profileId).toBe(2);

    const pages = [0, 2, 4].flatMap((offset) =>
      ledger.historyPage({}, 'kind', false, offset, 2).items.map((i) => i.id),
    );
    expect(new Set(pages).size).toBe(5);
  });

  it('gives the chart its points oldest first, with the same filters', () => {
    const chart = ledger.historyChart({ profileIds: [1] });
    expect(chart.total).toBe(4);
    expect(chart.points.map((p) => [p.kind, p.outcome, p.rows, p.minutesToProcessed])).toEqual([
      ['full', 'processed', 4002, 12],
      ['full', 'processed', 3900, 3.5],
      ['changes', 'refused', 5, null],
      ['delete', 'sending', null, null],
    ]);
  });

  it('reads the all-stores date range through an index, not a scan of the ledger', () => {
    const plan = db
      .prepare(
        'EXPLAIN QUERY PLAN SELECT l.id FROM upload_ledger l WHERE l.started_at >= ? AND l.started_at < ? ORDER BY l.started_at',
      )
      .all('2026-11-22', '2026-11-23') as { detail: string }[];
    expect(plan.map((p) => p.detail).join('\n')).toMatch(/upload_ledger_by_started/);
  });
});
