import { profilesSchema } from '../profiles/profiles-schema';

/** One step of the schema; `version` becomes SQLite's `user_version` once applied. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Every schema step, in order. Version ranges keep features out of each other's way:
 * 1–9 profiles, uploads, stocks, webhooks; 10–19 reference dictionaries.
 */
export const migrations: readonly Migration[] = [{ version: 1, name: 'store profiles', sql: profilesSchema }];
