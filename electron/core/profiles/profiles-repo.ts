import type { StoreProfile } from '../../../shared/ipc/channels/profiles';
import type { Db } from '../db/open-database';

/** Where the built-in Sandbox profile points: resolved to the embedded sandbox's address when it starts. */
export const SANDBOX_URL = 'sandbox://embedded';

interface ProfileRow {
  id: number;
  store_id: string;
  name: string;
  base_url: string;
  auth_url: string;
  is_sandbox: number;
}

/** Store profiles in SQLite. Secrets are not here: they live in the OS keychain. */
export interface ProfilesRepo {
  list(): StoreProfile[];
  get(id: number): StoreProfile | undefined;
  /** Creates the built-in Sandbox profile once; later calls leave the user's edits alone. */
  ensureSandboxProfile(storeId: string, name: string): StoreProfile;
}

export function createProfilesRepo(db: Db, now: () => Date = () => new Date()): ProfilesRepo {
  const toProfile = (row: ProfileRow): StoreProfile => ({
    id: row.id,
    storeId: row.store_id,
    name: row.name,
    baseUrl: row.base_url,
    authUrl: row.auth_url,
    isSandbox: row.is_sandbox === 1,
  });
  const listStmt = db.prepare<[], ProfileRow>(
    'SELECT id, store_id, name, base_url, auth_url, is_sandbox FROM store_profiles ORDER BY is_sandbox DESC, name COLLATE NOCASE, id',
  );
  const getStmt = db.prepare<[number], ProfileRow>(
    'SELECT id, store_id, name, base_url, auth_url, is_sandbox FROM store_profiles WHERE id = ?',
  );
  const sandboxStmt = db.prepare<[], ProfileRow>(
    'SELECT id, store_id, name, base_url, auth_url, is_sandbox FROM store_profiles WHERE is_sandbox = 1 ORDER BY id LIMIT 1',
  );
  const insertStmt = db.prepare(
    'INSERT INTO store_profiles (store_id, name, base_url, auth_url, is_sandbox, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  return {
    list: () => listStmt.all().map(toProfile),
    get: (id) => {
      const row = getStmt.get(id);
      return row ? toProfile(row) : undefined;
    },
    ensureSandboxProfile(storeId, name) {
      const existing = sandboxStmt.get();
      if (existing) return toProfile(existing);
      const info = insertStmt.run(storeId, name, SANDBOX_URL, SANDBOX_URL, 1, now().toISOString());
      return toProfile(getStmt.get(Number(info.lastInsertRowid))!);
    },
  };
}
