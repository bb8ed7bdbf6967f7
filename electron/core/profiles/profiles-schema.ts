/**
 * Store profiles: never a secret here (secrets live in the OS keychain, keyed by store GUID).
 * `last_check_*` keep the outcome of the last "Test connection" for the store card: an error
 * code or 'ok' and the token lifetime, never the token.
 */
export const profilesSchema = `
CREATE TABLE store_profiles (
  -- AUTOINCREMENT: an id is never reused, so nothing cached by id (clients, keys, orders) outlives its profile
  id                     INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id               TEXT NOT NULL COLLATE NOCASE,
  name                   TEXT NOT NULL,
  base_url               TEXT NOT NULL,
  auth_url               TEXT NOT NULL,
  is_sandbox             INTEGER NOT NULL DEFAULT 0 CHECK (is_sandbox IN (0, 1)),
  created_at             TEXT NOT NULL,
  updated_at             TEXT,
  last_check_at          TEXT,
  last_check_outcome     TEXT,
  last_check_expires_in  INTEGER,
  UNIQUE (store_id, base_url)
);
`;
