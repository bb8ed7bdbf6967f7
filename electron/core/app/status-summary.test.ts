import { afterEach, describe, expect, it } from 'vitest';
import type { DictionarySummary } from '@shared/ipc/channels/dictionaries';
import type { LedgerHistoryEntry } from '../uploads/ledger-rows';
import { summarizeStatus, type StatusFacts } from './status-summary';

const msk = (wallClock: string) => new Date(`${wallClock}+03:00`);

const facts = (now: Date, extra: Partial<StatusFacts> = {}): StatusFacts => ({
  now,
  history: [],
  token: null,
  lastCheck: null,
  dictionaries: [],
  dictionariesRunning: false,
  ...extra,
});

let nextId = 1;
const attempt = (e: Partial<LedgerHistoryEntry> & Pick<LedgerHistoryEntry, 'kind' | 'outcome' | 'startedAt'>) => ({
  id: nextId++,
  finishedAt: e.startedAt,
  rows: 10,
  statusId: null,
  ...e,
});

const dictionary = (name: DictionarySummary['name'], fields: Partial<DictionarySummary> = {}): DictionarySummary => ({
  name,
  rows: 10,
  cursor: '1',
  loaded: true,
  mode: 'incremental',
  lastStartedAt: null,
  lastCompletedAt: null,
  lastStatus: 'ok',
  lastError: null,
  quarantined: 0,
  polite: { limited: false, syncedToday: false, nextAllowedAt: null },
  ...fields,
});

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('the full-upload window in the status bar', () => {
  // The PC's zone must not matter: the same instants give the same answer in each of them.
  const zones = ['UTC', 'Europe/Kaliningrad', 'Europe/Moscow', 'Asia/Vladivostok', 'America/New_York'];
  const cases: { at: string; open: boolean; opensAt: string; closesAt: string }[] = [
    { at: '2026-11-23T05:14:59', open: false, opensAt: '2026-11-23T05:15:00', closesAt: '2026-11-23T08:45:00' },
    { at: '2026-11-23T05:15:00', open: true, opensAt: '2026-11-24T05:15:00', closesAt: '2026-11-23T08:45:00' },
    { at: '2026-11-23T08:44:59', open: true, opensAt: '2026-11-24T05:15:00', closesAt: '2026-11-23T08:45:00' },
    { at: '2026-11-23T08:45:00', open: false, opensAt: '2026-11-24T05:15:00', closesAt: '2026-11-24T08:45:00' },
    // 23:59 Moscow is already the next day in UTC+10 and still the same day in UTC.
    { at: '2026-11-23T23:59:00', open: false, opensAt: '2026-11-24T05:15:00', closesAt: '2026-11-24T08:45:00' },
    { at: '2026-11-24T00:00:00', open: false, opensAt: '2026-11-24T05:15:00', closesAt: '2026-11-24T08:45:00' },
  ];
  for (const zone of zones) {
    it(`is open from 05:15 to 08:45 Moscow time with the process in ${zone}`, () => {
      process.env.TZ = zone;
      for (const c of cases) {
        const s = summarizeStatus(facts(msk(c.at)));
        expect({ at: c.at, ...s.fullWindow }).toEqual({
          at: c.at,
          open: c.open,
          start: '05:15',
          end: '08:45',
          opensAt: msk(c.opensAt).toISOString(),
          closesAt: msk(c.closesAt).toISOString(),
        });
        // The summary is stale at the next boundary, never later.
        expect(new Date(s.validUntil).getTime()).toBeLessThanOrEqual(
          Math.min(msk(c.opensAt).getTime(), msk(c.closesAt).getTime()),
        );
        expect(new Date(s.validUntil).getTime()).toBeGreaterThan(msk(c.at).getTime());
      }
    });
  }
});

describe("today's full upload and the next changes upload", () => {
  const now = msk('2026-11-23T07:00:00');

  it('names the Moscow day’s full upload with its outcome; yesterday’s does not count', () => {
    const yesterday = attempt({ kind: 'full', outcome: 'processed', startedAt: msk('2026-11-22T23:59:00') });
    expect(summarizeStatus(facts(now, { history: [yesterday] })).todayFull).toBeNull();

    // 00:30 Moscow is 21:30 UTC of the day before: still today in Moscow.
    const today = attempt({
      kind: 'full',
      outcome: 'processing-error',
      startedAt: msk('2026-11-23T00:30:00'),
      statusId: 3,
    });
    const s = summarizeStatus(facts(now, { history: [yesterday, today] }));
    expect(s.todayFull).toEqual({
      uploadId: today.id,
      outcome: 'processing-error',
      startedAt: today.startedAt.toISOString(),
      statusId: 3,
    });
    expect(s.lastUpload?.uploadId).toBe(today.id);
  });

  it('does not count a full upload that never reached the operator (failed, refused)', () => {
    const failed = attempt({ kind: 'full', outcome: 'failed', startedAt: msk('2026-11-23T06:00:00') });
    const refused = attempt({ kind: 'full', outcome: 'refused', startedAt: msk('2026-11-23T06:10:00') });
    const s = summarizeStatus(facts(now, { history: [failed, refused] }));
    expect(s.todayFull).toBeNull();
    expect(s.lastUpload).toMatchObject({ uploadId: refused.id, outcome: 'refused' });
    // Yet it was sent and refused: named as such, even after a later upload of changes.
    const later = attempt({ kind: 'changes', outcome: 'held', startedAt: msk('2026-11-23T06:20:00') });
    const withLater = summarizeStatus(facts(now, { history: [failed, refused, later] }));
    expect(withLater.todayRefusedFull).toEqual({ uploadId: refused.id, startedAt: refused.startedAt.toISOString() });
    // Yesterday's refusal is not today's, and a full upload that reached the operator outranks a refusal.
    const yesterday = attempt({ kind: 'full', outcome: 'refused', startedAt: msk('2026-11-22T23:50:00') });
    expect(summarizeStatus(facts(now, { history: [yesterday] })).todayRefusedFull).toBeNull();
    const processed = attempt({ kind: 'full', outcome: 'processed', startedAt: msk('2026-11-23T06:30:00') });
    expect(summarizeStatus(facts(now, { history: [refused, processed] })).todayRefusedFull).toBeNull();
  });

  it('says when the next changes upload is allowed: 10 minutes after the last one was answered', () => {
    const changes = attempt({
      kind: 'changes',
      outcome: 'accepted',
      startedAt: msk('2026-11-23T06:55:00'),
      finishedAt: msk('2026-11-23T06:55:30'),
    });
    const s = summarizeStatus(facts(now, { history: [changes] }));
    expect(s.changes).toEqual({ allowedAt: msk('2026-11-23T07:05:30').toISOString(), blockedSinceDelete: null });
    expect(s.validUntil).toBe(msk('2026-11-23T07:05:30').toISOString());

    const later = summarizeStatus(facts(msk('2026-11-23T07:05:30'), { history: [changes] }));
    expect(later.changes.allowedAt).toBeNull();
  });

  it('says changes are refused after all stock was deleted, until a full upload', () => {
    const deleted = attempt({ kind: 'delete', outcome: 'deleted', startedAt: msk('2026-11-23T06:30:00') });
    expect(summarizeStatus(facts(now, { history: [deleted] })).changes.blockedSinceDelete).toBe(
      deleted.startedAt.toISOString(),
    );
    const full = attempt({ kind: 'full', outcome: 'accepted', startedAt: msk('2026-11-23T06:40:00') });
    expect(summarizeStatus(facts(now, { history: [deleted, full] })).changes.blockedSinceDelete).toBeNull();
  });
});

describe('token and dictionaries', () => {
  const now = msk('2026-11-23T07:00:00');

  it('reports the token’s state and expiry, never more', () => {
    expect(summarizeStatus(facts(now)).token).toEqual({ state: 'none', expiresAt: null, errorCode: null });
    const expiresAt = msk('2026-11-23T07:30:00');
    const s = summarizeStatus(facts(now, { token: { state: 'valid', expiresAt, errorCode: null } }));
    expect(s.token).toEqual({ state: 'valid', expiresAt: expiresAt.toISOString(), errorCode: null });
    expect(s.validUntil).toBe(expiresAt.toISOString());
    expect(
      summarizeStatus(facts(now, { token: { state: 'failed', expiresAt: null, errorCode: 'invalid-client' } })).token,
    ).toEqual({ state: 'failed', expiresAt: null, errorCode: 'invalid-client' });
  });

  it('counts loaded and failed dictionaries, the oldest sync, and the goods politeness', () => {
    const midnight = msk('2026-11-24T00:00:00').toISOString();
    const s = summarizeStatus(
      facts(now, {
        dictionariesRunning: true,
        dictionaries: [
          dictionary('goods_normalized', {
            lastCompletedAt: msk('2026-11-23T06:00:00').toISOString(),
            polite: { limited: true, syncedToday: true, nextAllowedAt: midnight },
          }),
          dictionary('countries', { lastCompletedAt: msk('2026-11-20T10:00:00').toISOString() }),
          dictionary('trademarks', { loaded: false, lastStatus: 'failed' }),
        ],
      }),
    );
    expect(s.dictionaries).toEqual({
      total: 3,
      loaded: 2,
      failed: 1,
      oldestSyncAt: msk('2026-11-20T10:00:00').toISOString(),
      running: true,
      goodsSyncedToday: true,
      goodsNextAllowedAt: midnight,
    });
  });
});
