import { z } from 'zod';
import { stockRowFields } from '../protocol/stocks';

/**
 * Columns read to find a row's operator code (nnt) but never sent: the barcode, and the
 * product's name in the pharmacy's words (for suggestions when no code is found).
 */
export const unsentImportTargets = ['barcode', 'name'] as const;
export type UnsentImportTarget = (typeof unsentImportTargets)[number];

/** What a column may be mapped to: a package field, or a column read and never sent. */
export const importTargets = [...stockRowFields, ...unsentImportTargets] as const;
export const importTargetSchema = z.enum(importTargets);
export type ImportTargetName = z.infer<typeof importTargetSchema>;

/** The fields a package row must have (2.3): a mapping without them cannot make a valid package. */
export const requiredImportTargets = ['prtId', 'nnt', 'qnt', 'prcOptNds'] as const;

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
export type ImportConversion = 'text' | 'integer' | 'number' | 'flag' | 'date' | 'vat';
export const importConversionOf: Record<ImportTargetName, ImportConversion> = {
  prtId: 'text',
  sku: 'text',
  man: 'text',
  series: 'text',
  doc: 'text',
  supInn: 'text',
  supId: 'text',
  barcode: 'text',
  name: 'text',
  nnt: 'integer',
  qnt: 'integer',
  tag: 'integer',
  nds: 'vat',
  gnvls: 'flag',
  dp: 'flag',
  supDate: 'date',
  exp: 'date',
  prcMan: 'number',
  prcOpt: 'number',
  prcOptNds: 'number',
  prcRet: 'number',
  prcReestr: 'number',
  prcGnvlsMax: 'number',
  mrGnvls: 'number',
  sumOpt: 'number',
  sumOptNds: 'number',
};
