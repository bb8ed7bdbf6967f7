import { z } from 'zod';

/** How a row's operator code (nnt) was found, in the order they are tried after the file's own column. */
export const codeSourceSchema = z.enum(['file', 'store-link', 'barcode', 'confirmed', 'not-found']);
export type CodeSource = z.infer<typeof codeSourceSchema>;

/** Rows per source, plus conflicts (store link and barcode disagree) and ambiguous barcodes. */
export const codeCountsSchema = z.object({
  total: z.number().int(),
  file: z.number().int(),
  storeLink: z.number().int(),
  barcode: z.number().int(),
  confirmed: z.number().int(),
  notFound: z.number().int(),
  conflicts: z.number().int(),
  ambiguous: z.number().int(),
});
export type CodeCounts = z.infer<typeof codeCountsSchema>;
