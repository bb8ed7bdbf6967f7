import { z } from 'zod';
import { stockRowFields } from '../protocol/stocks';

/** What a column may be mapped to: a package field, or `barcode` (read, never sent). */
export const importTargets = [...stockRowFields, 'barcode'] as const;
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
