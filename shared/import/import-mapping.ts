import { z } from 'zod';
import {
  requiredStockFields,
  stockFields,
  type ImportConversion,
  type StockRowField,
} from '@shared/protocol/stock-fields';

export type { ImportConversion } from '@shared/protocol/stock-fields';

/**
 * Columns read to find a row's operator code (nnt) but never sent: the barcode, and the
 * product's name in the pharmacy's words (for suggestions when no code is found).
 */
const unsentTargets = [
  {
    name: 'barcode',
    conversion: 'text',
    synonyms: ['barcode', 'штрих код', 'штрихкод', 'штрихкоды', 'штрих коды', 'ean', 'ean13'],
  },
  {
    name: 'name',
    conversion: 'text',
    synonyms: ['name', 'наименование', 'наименование товара', 'товар', 'название', 'naim', 'tovar'],
  },
] as const;
export const unsentImportTargets = unsentTargets.map((t) => t.name);
export type UnsentImportTarget = (typeof unsentTargets)[number]['name'];

type TargetName = StockRowField | UnsentImportTarget;
const targetNames: TargetName[] = [...stockFields.map((f) => f.name), ...unsentImportTargets];
/** What a column may be mapped to: a package field (shared/protocol/stock-fields.ts), or a column read and never sent. */
export const importTargets = targetNames as [TargetName, ...TargetName[]];
export const importTargetSchema = z.enum(importTargets);
export type ImportTargetName = z.infer<typeof importTargetSchema>;

/** The fields a package row must have (2.3): a mapping without them cannot make a valid package. */
export const requiredImportTargets = requiredStockFields;

/** The normalized header words that name each target (pre-filling the mapping, finding the header row). */
export const importTargetSynonyms: readonly { target: ImportTargetName; synonyms: readonly string[] }[] = [
  ...stockFields,
  ...unsentTargets,
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
  [...stockFields, ...unsentTargets].map((f) => [f.name, f.conversion]),
) as Record<ImportTargetName, ImportConversion>;
