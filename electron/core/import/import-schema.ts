/** Column mappings of the import, one per store profile, as zod-checked JSON (reused next time). */
export const importMappingsSchema = `
CREATE TABLE import_mappings (
  profile_id  INTEGER PRIMARY KEY REFERENCES store_profiles(id) ON DELETE CASCADE,
  mapping     TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
`;
