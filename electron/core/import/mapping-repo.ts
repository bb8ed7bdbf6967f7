import { importMappingSchema, type ImportMapping } from '@shared/import/import-mapping';
import type { Db } from '../db/open-database';

/** The saved column mapping of each store profile. */
export function createMappingRepo(db: Db) {
  const select = db.prepare<[number], { mapping: string }>('SELECT mapping FROM import_mappings WHERE profile_id = ?');
  const upsert = db.prepare(
    `INSERT INTO import_mappings (profile_id, mapping, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (profile_id) DO UPDATE SET mapping = excluded.mapping, updated_at = excluded.updated_at`,
  );
  return {
    /** The saved mapping; null when none, or when it no longer passes the schema (a newer app wrote it). */
    get(profileId: number): ImportMapping | null {
      const row = select.get(profileId);
      if (!row) return null;
      const parsed = importMappingSchema.safeParse(JSON.parse(row.mapping));
      return parsed.success ? parsed.data : null;
    },
    save(profileId: number, mapping: ImportMapping, at: Date): string {
      const savedAt = at.toISOString();
      upsert.run(profileId, JSON.stringify(importMappingSchema.parse(mapping)), savedAt);
      return savedAt;
    },
  };
}
