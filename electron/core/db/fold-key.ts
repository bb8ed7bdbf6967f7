import type Database from 'better-sqlite3';

/**
 * The sort key of a text for a case-insensitive Russian order: lower case, and Ё read as Е
 * (Russian dictionaries file "ёлка" among the е-words; by code point ё would follow я).
 * Stored beside the text at insert and indexed, so a sorted window never sorts the table.
 */
export function foldKey(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

/** Makes `desk_fold(text)` available to SQL on this connection (migrations back-fill keys with it). */
export function registerFoldFunction(db: Database.Database): void {
  db.function('desk_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldKey(value) : null,
  );
}
