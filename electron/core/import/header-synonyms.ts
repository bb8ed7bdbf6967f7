// Known header words of pharmacy exports (docs/protocol-notes.md, "Import"; the table of
// /work/shared/reference/real-world.md), used to pre-fill the mapping and find the header row.
import { importTargetSynonyms, type ImportTargetName } from '@shared/import/import-mapping';

/** A mapping target: a package field, or a column kept for finding nnt and never sent. */
export type ImportTarget = ImportTargetName;

// The words themselves live with each field in shared/protocol/stock-fields.ts.
const byHeader = new Map<string, ImportTarget>();
for (const { target, synonyms } of importTargetSynonyms) {
  for (const word of synonyms) byHeader.set(word, target);
}

/** Lower case, trimmed, `ё` as `е`, punctuation and repeated spaces as one space. */
export function normalizeHeader(header: string): string {
  return header
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
}

/** The target a header names, if it is a known synonym. */
export function targetOfHeader(header: string): ImportTarget | undefined {
  return byHeader.get(normalizeHeader(header));
}
