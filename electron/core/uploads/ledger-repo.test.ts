import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { errorFault } from '@shared/i18n/error-fault';
import { foreignWords } from '@shared/i18n/foreign-words';
import { errorFromResponse } from '../api/http-errors';
import { wordingT } from '../wording/wording-t';
import { attemptFailure } from './attempt-failure';
import { createLedgerRepo, processIsAlive, type LedgerRepo, type NewAttempt } from './ledger-repo';

describe('upload ledger', () => {
  let dir: string;
  let db: Db;
  let ledger: LedgerRepo;
  const at = new Date('2024-05-10T03:00:00Z');
  const attempt = (over: Partial<NewAttempt> = {}): NewAttempt => ({
    profileId: 1,
    storeId: '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30',
    kind: 'full',
    fileName: 'a.json',
    rows: 3,
    bytes: 100,
    sha256: 'ab',
    packageDate: null,
    startedAt: at,
    outcome: 'sending',
    retryAt: null,
    overrides: [],
    ...over,
  });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'desk-ledger-'));
    db = openDatabase(join(dir, 'desk.sqlite'));
    db.prepare(
      "INSERT INTO store_profiles (id, store_id, name, base_url, auth_url, is_sandbox, created_at) VALUES (1, ?, 'A', 'https://x', 'https://y', 0, ?)",
    ).run('5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30', at.toISOString());
    ledger = createLedgerRepo(db);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the facts an error is worded from, so a refusal reads in Russian at display time', () => {
    const id = ledger.insertAttempt(attempt());
    const call = { operation: 'full stock upload', method: 'POST', path: '/v5/stores/x/stocks', storeId: 'x' };
    const error = errorFromResponse(call, 404, new Headers(), '', at);
    ledger.finishFailed(id, attemptFailure(error, { requestStarted: true, now: at, prtIds: null }));
    const stored = ledger.get(id)!;
    expect(stored.errorParams).toMatchObject({ fault: 'operator-path', method: 'POST', status: 404 });
    expect(stored.errorMessage).toContain('The server has no POST');
    const fault = errorFault({ code: stored.errorCode!, details: stored.errorParams })!;
    const ru = wordingT('ru')(fault.key, fault.params);
    expect(ru).toContain('На сервере нет адреса POST /v5/stores/x/stocks (HTTP 404)');
    expect(foreignWords(ru)).toEqual([]);
    // A row stored before the facts were kept has none: the screen words its code and folds core's text.
    db.prepare('UPDATE upload_ledger SET error_params = NULL WHERE id = ?').run(id);
    expect(ledger.get(id)!.errorParams).toBeNull();
  });

  it('repairs what a crash left: sent → unknown, never sent → failed, held → cancelled; a live process keeps its own', () => {
    const sent = ledger.insertAttempt(attempt());
    ledger.markRequestStarted(sent, at);
    const notSent = ledger.insertAttempt(attempt());
    const held = ledger.insertAttempt(
      attempt({
        kind: 'changes',
        outcome: 'held',
        retryAt: new Date(at.getTime() + 60_000),
      }),
    );
    const others = ledger.insertAttempt(attempt());
    db.prepare('UPDATE upload_ledger SET owner_pid = 999999 WHERE id IN (?, ?, ?)').run(sent, notSent, held);
    db.prepare('UPDATE upload_ledger SET owner_pid = 424242 WHERE id = ?').run(others);

    const repaired = ledger.recoverInterrupted(new Date(at.getTime() + 5000), (pid) => pid === 424242);
    expect(repaired.sort()).toEqual([sent, notSent, held].sort());
    expect(ledger.get(sent)).toMatchObject({
      outcome: 'unknown',
      errorCode: 'app-stopped',
      finishedAt: '2024-05-10T03:00:05.000Z',
    });
    expect(ledger.get(notSent)).toMatchObject({
      outcome: 'failed',
      errorCode: 'app-stopped',
    });
    expect(ledger.get(held)).toMatchObject({
      outcome: 'cancelled',
      errorCode: 'app-stopped',
    });
    expect(ledger.get(others)!.outcome).toBe('sending');
  });

  it('keeps one timeline row per distinct status and settles the outcome on a final one', () => {
    const id = ledger.insertAttempt(attempt());
    ledger.finishOk(id, {
      outcome: 'accepted',
      finishedAt: at,
      httpStatus: 202,
      messageId: 'm',
      location: 'l',
      tracking: 'active',
    });
    const s0 = {
      statusId: 0,
      statusMessage: 'Accepted',
      statusDate: '2024-05-10T03:00:01+00:00',
    };
    expect(ledger.recordStatus(id, s0, new Date(at.getTime() + 1000))).toBe(true);
    expect(ledger.recordStatus(id, s0, new Date(at.getTime() + 2000))).toBe(false);
    expect(
      ledger.recordStatus(
        id,
        {
          statusId: 3,
          statusMessage: 'Package not processed: …',
          statusDate: '2024-05-10T03:00:04+00:00',
        },
        new Date(at.getTime() + 4000),
      ),
    ).toBe(true);
    expect(ledger.timeline(id).map((t) => [t.statusId, t.observedAt, t.lastObservedAt])).toEqual([
      [0, '2024-05-10T03:00:01.000Z', '2024-05-10T03:00:02.000Z'],
      [3, '2024-05-10T03:00:04.000Z', '2024-05-10T03:00:04.000Z'],
    ]);
    expect(ledger.get(id)).toMatchObject({
      outcome: 'processing-error',
      tracking: 'done',
      statusId: 3,
    });
  });

  it('knows whether a process is alive', () => {
    expect(processIsAlive(process.pid)).toBe(true);
    expect(processIsAlive(2 ** 22 + 12345)).toBe(false);
  });
});
