import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { createProfilesRepo } from '../profiles/profiles-repo';
import { createStockSnapshotRepo } from '../stocks/stock-snapshot-repo';
import { createLedgerFiles, type LedgerFiles } from '../uploads/ledger-files';
import { createLedgerRepo } from '../uploads/ledger-repo';
import { systemClock } from '../ports';
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

  it('never carries null for a field the base holds: compared with its base field by field', () => {
    const fields = ['nnt', 'sku', 'man', 'series', 'exp', 'prcOptNds', 'prcRet', 'nds', 'gnvls', 'supDate'] as const;
    const full = (prtId: string, i: number) => ({
      ...row(prtId, 1 + (i % 4)),
      sku: `S-${i}`,
      man: 'Фармстандарт',
      series: `SR${i}`,
      prcRet: 70 + i,
      nds: 10,
      gnvls: false,
      supDate: '2026-10-01T10:00:00+03:00',
    });
    const base = Array.from({ length: 40 }, (_, i) => full(`P${i + 1}`, i));
    // The new list: every row loses some fields (empty cells as null, or missing), some change a value.
    const next = base.map((b, i) => {
      const r: Record<string, unknown> = { ...b };
      const lost = fields[i % fields.length]!;
      if (i % 2 === 0) r[lost] = null;
      else delete r[lost];
      if (i % 3 === 0) r.qnt = 99;
      return r;
    });
    const changes = buildChanges(next, base);
    const baseOf = new Map(base.map((b) => [b.prtId, b as Record<string, unknown>]));
    for (const sent of changes.rows) {
      const was = baseOf.get(sent.prtId as string)!;
      for (const [field, value] of Object.entries(was)) {
        if (value === null || value === undefined) continue;
        // Either left out (the operator keeps it) or a real value: never an erasure.
        if (field in sent) expect(sent[field], `${String(sent.prtId)}.${field}`).not.toBeNull();
      }
    }
    // Rows that only lost a field are unchanged; those with a new quantity are sent with qnt only changed.
    expect(changes.counts).toEqual({ added: 0, changed: 14, runOut: 0, unchanged: 26 });
    expect(changes.kinds.every((k) => k.fields.join() === 'qnt')).toBe(true);
  });

  describe('the base (real SQLite file)', () => {
    let dir: string;
    let db: Db;
    let profileId: number;
    let files: LedgerFiles;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'changes-base-'));
      db = openDatabase(join(dir, 'desk.sqlite'));
      files = createLedgerFiles({ db, dataDir: dir, clock: systemClock, logger: { log: () => undefined } });
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

    /** A ledger attempt of this store, sent at `at` (and its file kept when `bytes` are given). */
    async function sent(kind: 'full' | 'changes', at: string, bytes?: Uint8Array): Promise<number> {
      const ledger = createLedgerRepo(db);
      const sha256 = bytes ? await files.keep(bytes) : null;
      const id = ledger.insertAttempt({
        profileId,
        storeId: '11111111-2222-4333-8444-555555555555',
        kind,
        fileName: `${kind}.json`,
        rows: 1,
        bytes: bytes?.byteLength ?? 10,
        sha256,
        packageDate: null,
        startedAt: new Date(at),
        outcome: 'sending',
        retryAt: null,
        overrides: [],
      });
      ledger.markRequestStarted(id, new Date(at));
      ledger.finishOk(id, {
        outcome: 'accepted',
        finishedAt: new Date(new Date(at).getTime() + 1000),
        httpStatus: 202,
        messageId: null,
        location: null,
        tracking: 'none',
      });
      return id;
    }
    const processed = (id: number) =>
      createLedgerRepo(db).recordStatus(
        id,
        { statusId: 2, statusMessage: null, statusDate: '2026-11-23T05:10:00Z' },
        new Date('2026-11-23T05:10:00Z'),
      );
    const fullPackage = (...rows: ReturnType<typeof row>[]) =>
      Buffer.from(JSON.stringify({ date: '2026-11-23T08:00:00+03:00', stocks: rows }));

    it('is the read-back snapshot; an upload accepted after the pull is warned about', async () => {
      await expect(loadChangesBase(db, files, profileId, 'snapshot')).rejects.toThrow(/no read-back snapshot/);
      createStockSnapshotRepo(db).replace(profileId, [row('P1', 5), row('P2', 3)], {
        pulledAt: '2026-11-23T06:00:00.000Z',
        since: '2000-01-01T00:00:00+03:00',
      });
      const fresh = await loadChangesBase(db, files, profileId, 'snapshot');
      expect(fresh.rows.map((r) => r.prtId)).toEqual(['P1', 'P2']);
      expect(fresh.newerUpload).toBeNull();
      const id = await sent('changes', '2026-11-23T07:00:00Z');
      expect((await loadChangesBase(db, files, profileId, 'snapshot')).newerUpload).toMatchObject({
        id,
        kind: 'changes',
      });
    });

    it('is the file of the last full upload the operator processed, read from the ledger’s kept files', async () => {
      await expect(loadChangesBase(db, files, profileId, 'last-full')).rejects.toMatchObject({
        code: 'not-found',
        details: { reason: 'no-processed-full' },
      });
      const older = await sent('full', '2026-11-22T05:00:00Z', fullPackage(row('P1', 1)));
      processed(older);
      const last = await sent('full', '2026-11-23T05:00:00Z', fullPackage(row('P1', 5), row('P2', 3)));
      processed(last);
      // Sent later but never processed: not a base.
      await sent('full', '2026-11-23T05:30:00Z', fullPackage(row('P9', 9)));
      const base = await loadChangesBase(db, files, profileId, 'last-full');
      expect(base.rows.map((r) => [r.prtId, r.qnt])).toEqual([
        ['P1', 5],
        ['P2', 3],
      ]);
      expect(base.takenAt).toBe('2026-11-23T05:00:00.000Z');
      // The accepted full upload after it makes the base older than the last upload.
      expect(base.newerUpload).toMatchObject({ kind: 'full' });
      // Changes against it: P1 changed, P2 run out, P3 new.
      const changes = buildChanges([row('P1', 4), row('P3', 2)], base.rows);
      expect(changes.counts).toEqual({ added: 1, changed: 1, runOut: 1, unchanged: 0 });
    });

    it('says so when the last processed full upload’s file is no longer kept', async () => {
      const id = await sent('full', '2026-11-23T05:00:00Z', fullPackage(row('P1', 5)));
      processed(id);
      const kept = await files.open(id);
      rmSync(kept!.path);
      await expect(loadChangesBase(db, files, profileId, 'last-full')).rejects.toMatchObject({
        details: { reason: 'file-not-kept', uploadId: id },
        message: expect.stringMatching(/no longer kept.*Read the stock back/),
      });
    });
  });
});
