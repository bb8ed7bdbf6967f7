import type { ConnectionCheck, StoreProfile } from '@shared/ipc/channels/profiles';
import type { ProfileDraft } from '@shared/profiles/profile-draft';
import type { Db } from '../db/open-database';
import { DeskError } from '../errors';

/** Where the built-in Sandbox profile points: resolved to the embedded sandbox's address when it starts. */
export const SANDBOX_URL = 'sandbox://embedded';

interface ProfileRow {
  id: number;
  store_id: string;
  name: string;
  base_url: string;
  auth_url: string;
  is_sandbox: number;
  last_check_at: string | null;
  last_check_outcome: string | null;
  last_check_expires_in: number | null;
}

/** Store profiles in SQLite. Secrets are not here: they live in the OS keychain. */
export interface ProfilesRepo {
  list(): StoreProfile[];
  get(id: number): StoreProfile | undefined;
  /** The profile, or the one `not-found` error every feature gives for a store that is not there. */
  require(id: number): StoreProfile;
  /** The profile with this GUID and API address, if any (GUID compared without letter case). */
  find(storeId: string, baseUrl: string): StoreProfile | undefined;
  /** Profiles sharing a store GUID (they share one keychain item). */
  withStoreId(storeId: string): StoreProfile[];
  /** Creates the built-in Sandbox profile once; later calls leave the user's edits alone. */
  ensureSandboxProfile(storeId: string, name: string): StoreProfile;
  /** Inserts a checked, normalised draft. */
  create(draft: ProfileDraft): StoreProfile;
  /** Overwrites a profile's fields; the caller has checked them. */
  update(id: number, draft: ProfileDraft): StoreProfile;
  /** Deletes a profile; rows of other tables that reference it go with it (ON DELETE CASCADE). */
  remove(id: number): boolean;
  /** Records the outcome of a connection test for the store card; null forgets it (the password changed). */
  recordCheck(id: number, check: ConnectionCheck | null): void;
}

/**
 * The error of a store profile that is not there (removed in another window, or a stale id): one
 * message, and `details.reason` 'profile-not-found' for the screens' and the CLI's own wording.
 */
export function profileNotFound(profileId: number): never {
  throw new DeskError(
    'not-found',
    `There is no store profile with id ${profileId}; it may have been removed. Choose the store again.`,
    { reason: 'profile-not-found', profileId },
  );
}

const COLUMNS =
  'id, store_id, name, base_url, auth_url, is_sandbox, last_check_at, last_check_outcome, last_check_expires_in';

export function createProfilesRepo(db: Db, now: () => Date = () => new Date()): ProfilesRepo {
  const toProfile = (row: ProfileRow): StoreProfile => ({
    id: row.id,
    storeId: row.store_id,
    name: row.name,
    baseUrl: row.base_url,
    authUrl: row.auth_url,
    isSandbox: row.is_sandbox === 1,
    lastCheck:
      row.last_check_at && row.last_check_outcome
        ? ({
            at: row.last_check_at,
            outcome: row.last_check_outcome,
            expiresIn: row.last_check_expires_in,
          } as ConnectionCheck)
        : null,
  });
  const listStmt = db.prepare<[], ProfileRow>(
    `SELECT ${COLUMNS} FROM store_profiles ORDER BY is_sandbox DESC, name COLLATE NOCASE, id`,
  );
  const getStmt = db.prepare<[number], ProfileRow>(`SELECT ${COLUMNS} FROM store_profiles WHERE id = ?`);
  const findStmt = db.prepare<[string, string], ProfileRow>(
    `SELECT ${COLUMNS} FROM store_profiles WHERE store_id = ? AND base_url = ? COLLATE NOCASE`,
  );
  const byStoreStmt = db.prepare<[string], ProfileRow>(
    `SELECT ${COLUMNS} FROM store_profiles WHERE store_id = ? ORDER BY id`,
  );
  const sandboxStmt = db.prepare<[], ProfileRow>(
    `SELECT ${COLUMNS} FROM store_profiles WHERE is_sandbox = 1 ORDER BY id LIMIT 1`,
  );
  const insertStmt = db.prepare(
    'INSERT INTO store_profiles (store_id, name, base_url, auth_url, is_sandbox, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const updateStmt = db.prepare(
    'UPDATE store_profiles SET store_id = ?, name = ?, base_url = ?, auth_url = ?, updated_at = ?, ' +
      'last_check_at = NULL, last_check_outcome = NULL, last_check_expires_in = NULL WHERE id = ?',
  );
  const renameStmt = db.prepare('UPDATE store_profiles SET name = ?, updated_at = ? WHERE id = ?');
  const deleteStmt = db.prepare('DELETE FROM store_profiles WHERE id = ? AND is_sandbox = 0');
  const checkStmt = db.prepare(
    'UPDATE store_profiles SET last_check_at = ?, last_check_outcome = ?, last_check_expires_in = ? WHERE id = ?',
  );

  const get = (id: number) => {
    const row = getStmt.get(id);
    return row ? toProfile(row) : undefined;
  };

  const require = (id: number) => get(id) ?? profileNotFound(id);

  return {
    list: () => listStmt.all().map(toProfile),
    get,
    require,
    find: (storeId, baseUrl) => {
      const row = findStmt.get(storeId, baseUrl);
      return row ? toProfile(row) : undefined;
    },
    withStoreId: (storeId) => byStoreStmt.all(storeId).map(toProfile),
    ensureSandboxProfile(storeId, name) {
      const existing = sandboxStmt.get();
      if (existing) return toProfile(existing);
      const info = insertStmt.run(storeId, name, SANDBOX_URL, SANDBOX_URL, 1, now().toISOString());
      return get(Number(info.lastInsertRowid))!;
    },
    create(draft) {
      const info = insertStmt.run(draft.storeId, draft.name, draft.baseUrl, draft.authUrl, 0, now().toISOString());
      return get(Number(info.lastInsertRowid))!;
    },
    update(id, draft) {
      const current = require(id);
      // The Sandbox's GUID and addresses are fixed: they are the embedded emulator's.
      if (current.isSandbox) renameStmt.run(draft.name, now().toISOString(), id);
      else {
        const unchanged =
          current.storeId === draft.storeId && current.baseUrl === draft.baseUrl && current.authUrl === draft.authUrl;
        if (unchanged) renameStmt.run(draft.name, now().toISOString(), id);
        else updateStmt.run(draft.storeId, draft.name, draft.baseUrl, draft.authUrl, now().toISOString(), id);
      }
      return get(id)!;
    },
    remove: (id) => deleteStmt.run(id).changes > 0,
    recordCheck(id, check) {
      checkStmt.run(check?.at ?? null, check?.outcome ?? null, check?.expiresIn ?? null, id);
    },
  };
}
