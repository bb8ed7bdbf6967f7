/** Recent files of each store profile (most recent first, MAX_RECENT_FILES each); gone with the store. */
export const recentFilesSchema = `
CREATE TABLE recent_files (
  id          INTEGER PRIMARY KEY,
  profile_id  INTEGER NOT NULL REFERENCES store_profiles(id) ON DELETE CASCADE,
  path        TEXT NOT NULL,
  file_name   TEXT NOT NULL,
  opened_at   TEXT NOT NULL,
  UNIQUE (profile_id, path)
);
CREATE INDEX recent_files_by_store ON recent_files (profile_id, id);
`;
