import { dictionariesSchemaV10 } from '../dictionaries/dictionaries-schema';
import { importMappingsSchema } from '../import/import-schema';
import { profilesSchema } from '../profiles/profiles-schema';
import { stockSortKeysSchema } from '../stocks/stock-columns';
import { stocksSchema } from '../stocks/stocks-schema';
import {
  uploadErrorsSchema,
  uploadLedgerSchema,
  uploadTimelineKindSchema,
  uploadTimelineSchema,
} from '../uploads/uploads-schema';
import { webhooksSchema } from '../webhooks/webhooks-schema';

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
export const migrations: readonly Migration[] = [
  { version: 1, name: 'store profiles', sql: profilesSchema },
  { version: 2, name: 'upload ledger', sql: uploadLedgerSchema },
  { version: 3, name: 'upload status timeline', sql: uploadTimelineSchema },
  { version: 4, name: 'upload field errors', sql: uploadErrorsSchema },
  { version: 5, name: 'stock read-back snapshots', sql: stocksSchema },
  { version: 6, name: 'webhook subscriptions', sql: webhooksSchema },
  { version: 7, name: 'upload status timeline kinds', sql: uploadTimelineKindSchema },
  { version: 8, name: 'stock sort keys and indexes', sql: stockSortKeysSchema },
  { version: 9, name: 'import column mappings', sql: importMappingsSchema },
  { version: 10, name: 'reference dictionaries', sql: dictionariesSchemaV10 },
];
