import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateStockPackage } from '@shared/validation/stock-package-validator';
import { openDatabase, type Db } from '../db/open-database';
import { createLedgerRepo } from '../uploads/ledger-repo';
import { checkFromBody } from '../uploads/package-check';
import { withRowNnts } from './row-nnts';

// An operator's 400 answer stored in the ledger keeps each row's nnt (migration upload-errors-nnt),
// so upload history names the product even when the file itself is not kept.
describe('stored upload errors keep the row’s nnt', () => {
  let dir: string;
  let db: Db;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'desk-row-nnts-'));
    db = openDatabase(join(dir, 'desk.sqlite'));
    db.prepare(
      "INSERT INTO store_profiles (id, store_id, name, base_url, auth_url, is_sandbox, created_at) VALUES (1, ?, 'A', 'https://x', 'https://y', 0, ?)",
    ).run('5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30', new Date().toISOString());
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the nnt of each error’s row from the sent text and pages it back from SQLite', () => {
    const row = { nnt: 0, sku: 'S', qnt: 1, supDate: '2024-04-01T10:00:00+03:00', nds: 10, prcOptNds: 1, prcRet: 2 };
    const text = JSON.stringify({
      date: '2024-05-10T06:00:00+03:00',
      stocks: [
        { ...row, prtId: 'A', nnt: 501 },
        { ...row, prtId: 'B', nnt: 502, qnt: 1.5 },
        { ...row, prtId: 7, nnt: 'x' },
      ],
    });
    const result = validateStockPackage(text);
    expect(result.ok).toBe(false);
    const body = result.ok ? null : result.body;
    const errors = withRowNnts({ text }, checkFromBody('server', body, ['A', 'B', null], new Date()).errors);
    expect(errors.map((e) => [e.rowIndex, e.field, e.nnt])).toEqual([
      [1, 'qnt', 502],
      [2, 'nnt', null],
      [2, 'prtId', null],
    ]);

    const ledger = createLedgerRepo(db);
    const id = ledger.insertAttempt({
      profileId: 1,
      storeId: '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30',
      kind: 'full',
      fileName: 'a.json',
      rows: 3,
      bytes: text.length,
      sha256: 'ab',
      packageDate: null,
      startedAt: new Date(),
      outcome: 'sending',
      retryAt: null,
      overrides: [],
    });
    ledger.finishFailed(id, {
      outcome: 'refused',
      finishedAt: new Date(),
      httpStatus: 400,
      errorCode: 'validation-failed',
      errorMessage: 'invalid',
      errorBody: null,
      retryAt: null,
      errors,
    });
    expect(ledger.listErrors(id, undefined, 0, 10).items.map((e) => e.nnt)).toEqual([502, null, null]);
  });
});
