import { codeConfirmationsSchema } from '../codes/codes-schema';
import {
  dictionariesSchemaV10,
  goodsSearchOwnFileSchema,
  goodsSearchSchema,
} from '../dictionaries/dictionaries-schema';
import { recentFilesSchema } from '../files/recent-files-schema';
import { importMappingsSchema } from '../import/import-schema';
import { profilesSchema } from '../profiles/profiles-schema';
import { stockSortKeysSchema } from '../stocks/stock-columns';
import { stocksSchema } from '../stocks/stocks-schema';
import {
  keptFilesSchema,
  uploadErrorsNntSchema,
  uploadErrorParamsSchema,
  uploadErrorsSchema,
  uploadHistoryIndexesSchema,
  uploadLedgerSchema,
  uploadTimelineKindSchema,
  uploadTimelineSchema,
} from '../uploads/uploads-schema';
import { webhookReceiverChecksSchema, webhooksSchema } from '../webhooks/webhooks-schema';

/** One named step of the schema; once applied, its name is recorded in `schema_migrations`. */
export interface Migration {
  /** Stable, unique, never renamed: the database records which names it has. */
  name: string;
  sql: string;
  /**
   * The `user_version` the app wrote after this step before migrations were tracked by name;
   * only the steps of that era have it, so an old database maps to the names it already has.
   */
  legacyVersion?: number;
}

/**
 * Every schema step, in the order they apply. A new step is appended at the end with a new
 * name (any feature); a database that lacks any step, even one in the middle, gets it.
 */
export const migrations: readonly Migration[] = [
  { name: 'store-profiles', legacyVersion: 1, sql: profilesSchema },
  { name: 'upload-ledger', legacyVersion: 2, sql: uploadLedgerSchema },
  { name: 'upload-status-timeline', legacyVersion: 3, sql: uploadTimelineSchema },
  { name: 'upload-field-errors', legacyVersion: 4, sql: uploadErrorsSchema },
  { name: 'stock-read-back-snapshots', legacyVersion: 5, sql: stocksSchema },
  { name: 'webhook-subscriptions', legacyVersion: 6, sql: webhooksSchema },
  { name: 'reference-dictionaries', legacyVersion: 10, sql: dictionariesSchemaV10 },
  { name: 'upload-status-timeline-kinds', sql: uploadTimelineKindSchema },
  { name: 'stock-sort-keys-and-indexes', sql: stockSortKeysSchema },
  { name: 'import-column-mappings', sql: importMappingsSchema },
  { name: 'upload-history-indexes', sql: uploadHistoryIndexesSchema },
  { name: 'upload-kept-files', sql: keptFilesSchema },
  { name: 'upload-errors-nnt', sql: uploadErrorsNntSchema },
  { name: 'code-confirmations', sql: codeConfirmationsSchema },
  { name: 'upload-error-params', sql: uploadErrorParamsSchema },
  { name: 'recent-files-per-store', sql: recentFilesSchema },
  { name: 'webhook-receiver-checks', sql: webhookReceiverChecksSchema },
  { name: 'goods-search-own-file', sql: goodsSearchOwnFileSchema },
];

/** A database file attached beside the main one at every open, its schema created when missing. */
export interface AttachedFile {
  /** The schema name statements use (`search.dict_goods_fts`); unqualified names find it too. */
  schema: string;
  /** Added to the main file's name before its extension: desk.sqlite → desk-search.sqlite. */
  suffix: string;
  sql: string;
}

/** The files attached to the app's database (open-database.ts). */
export const attachedFiles: readonly AttachedFile[] = [{ schema: 'search', suffix: '-search', sql: goodsSearchSchema }];
