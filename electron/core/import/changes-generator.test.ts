import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { createProfilesRepo } from '../profiles/profiles-repo';
import { createStockSnapshotRepo } from '../stocks/stock-snapshot-repo';
import { createLedgerRepo } from '../uploads/ledger-repo';
import { preparePackage } from '../uploads/package-check';
import { loadChangesBase } from './changes-base';
import { buildChanges } from './changes-generator';

const row = (prtId: string, qnt: number, extra: Record<string, unknown> = {}) => ({
  prtId,
  nnt: 1000 + Number(prtId.slice(1)),
  qnt,
  prcOptNds: 50.5,
  exp: '2027-01-31T00:00:00+03:00',
  ...extra,
});

describe('changes from a new full list against the operator snapshot', () => {
  it('counts added, changed, run out and unchanged batches; run-out rows carry qnt 0 and stay valid', () => {
    const base = [
      row('P1', 5),
      row('P2', 3),
      row('P3', 7, { exp: '2027-01-30T21:00:00Z' }),
      row('P4', 0),
      row('P5', 2),
    ];
    const next = [row('P1', 5), row('P2', 4), row('P3', 7), row('P6', 1)];
    const changes = buildChanges(next, base);
    expect(changes.counts).toEqual({ added: 1, changed: 1, runOut: 1, unchanged: 2 });
    expect(changes.rows.map((r) => [r.prtId, r.qnt])).toEqual([
      ['P2', 4],
      ['P6', 1],
      ['P5', 0],
    ]);
    expect(changes.kinds.map((k) => k.kind)).toEqual(['changed', 'added', 'run-out']);
    expect(changes.kinds[0]!.fields).toEqual(['qnt']);
    const text = JSON.stringify({ date: '2026-11-23T10:00:00+03:00', stocks: changes.rows });
    expect(preparePackage('changes.json', Buffer.from(text), new Date()).local.check.valid).toBe(true);
  });

  describe('the base (real SQLite file)', () => {
    let dir: string;
    let db: Db;
    let profileId: number;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'changes-base-'));
      db = openDatabase(join(dir, 'desk.sqlite'));
      profileId = createProfilesRepo(db).create({
        name: 'Аптека',
        baseUrl: 'https://a.example',
        authUrl: 'https://a.example',
        storeId: '11111111-2222-4333-8444-555555555555',
      }).id;
    });
    afterEach(() => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('is the read-back snapshot; an upload accepted after the pull is warned about; last-full is refused', () => {
      expect(() => loadChangesBase(db, profileId, 'snapshot')).toThrow(/no read-back snapshot/);
      createStockSnapshotRepo(db).replace(profileId, [row('P1', 5), row('P2', 3)], {
        pulledAt: '2026-11-23T06:00:00.000Z',
        since: '2000-01-01T00:00:00+03:00',
      });
      const fresh = loadChangesBase(db, profileId, 'snapshot');
      expect(fresh.rows.map((r) => r.prtId)).toEqual(['P1', 'P2']);
      expect(fresh.newerUpload).toBeNull();
      const ledger = createLedgerRepo(db);
      const id = ledger.insertAttempt({
        profileId,
        storeId: '11111111-2222-4333-8444-555555555555',
        kind: 'changes',
        fileName: 'c.json',
        rows: 1,
        bytes: 10,
        sha256: null,
        packageDate: null,
        startedAt: new Date('2026-11-23T07:00:00Z'),
        outcome: 'sending',
        retryAt: null,
        overrides: [],
      });
      ledger.finishOk(id, {
        outcome: 'accepted',
        finishedAt: new Date('2026-11-23T07:00:01Z'),
        httpStatus: 202,
        messageId: null,
        location: null,
        tracking: 'none',
      } as never);
      expect(loadChangesBase(db, profileId, 'snapshot').newerUpload).toMatchObject({ id, kind: 'changes' });
      expect(() => loadChangesBase(db, profileId, 'last-full')).toThrow(/keeps no rows/);
    });
  });
});
