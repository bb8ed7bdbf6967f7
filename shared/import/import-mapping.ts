import { z } from 'zod';
import {
  requiredStockFields,
  stockFields,
  type ImportConversion,
  type StockRowField,
} from '@shared/protocol/stock-fields';

export type { ImportConversion } from '@shared/protocol/stock-fields';

/** The one import target that is not a package field: read to find `nnt`, never sent. */
const barcodeTarget = {
  name: 'barcode',
  conversion: 'text',
  synonyms: ['barcode', 'штрих код', 'штрихкод', 'ean', 'ean13'],
} as const;

type TargetName = StockRowField | 'barcode';
const targetNames: TargetName[] = [...stockFields.map((f) => f.name), barcodeTarget.name];
/** What a column may be mapped to: a package field (shared/protocol/stock-fields.ts), or `barcode`. */
export const importTargets = targetNames as [TargetName, ...TargetName[]];
export const importTargetSchema = z.enum(importTargets);
export type ImportTargetName = z.infer<typeof importTargetSchema>;

/** The fields a package row must have (2.3): a mapping without them cannot make a valid package. */
export const requiredImportTargets = requiredStockFields;

/** The normalized header words that name each target (pre-filling the mapping, finding the header row). */
export const importTargetSynonyms: readonly { target: ImportTargetName; synonyms: readonly string[] }[] = [
  ...stockFields,
  barcodeTarget,
].map((f) => ({ target: f.name, synonyms: f.synonyms }));

export const textEncodingSchema = z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1251', 'ibm866']);
export const csvDelimiterSchema = z.enum([';', ',', '\t']);

/**
 * How a file's columns become package fields, saved per store and reused: each target names the
 * source column by its header text as read (a repeated header gets " (2)"). Reading settings are
 * optional: absent means "detect".
 */
export const importMappingSchema = z.strictObject({
  version: z.literal(1).default(1),
  columns: z.partialRecord(importTargetSchema, z.string().min(1).max(200)),
  sheet: z.union([z.number().int().positive(), z.string().min(1)]).optional(),
  headerRow: z.number().int().positive().optional(),
  encoding: textEncodingSchema.optional(),
  delimiter: csvDelimiterSchema.optional(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** How a cell is converted for each target (the renderer shows it beside the mapping; core applies it). */
export const importConversionOf = Object.fromEntries(
  [...stockFields, barcodeTarget].map((f) => [f.name, f.conversion]),
) as Record<ImportTargetName, ImportConversion>;
