import { z } from 'zod';

/** A product as every screen names it: the goods dictionary's name, form, dose, pack and manufacturer. */
export const productNameSchema = z.object({
  nnt: z.number().int(),
  /** The short name (2.10 goods `name`), e.g. "Парацетамол табл. 500мг №20". */
  name: z.string(),
  releaseForm: z.string().nullable(),
  /** Dose value and unit, e.g. "500 мг"; null for goods without a dose. */
  dose: z.string().nullable(),
  pack: z.number().nullable(),
  manufacturer: z.string().nullable(),
  country: z.string().nullable(),
  /** The product is current in the dictionary. */
  actual: z.boolean(),
  /** One line for lists: the name and, when known, the manufacturer. */
  label: z.string(),
});
export type ProductName = z.infer<typeof productNameSchema>;

/** At most this many codes per names request (screens ask for what they show). */
export const MAX_PRODUCT_NAMES = 5000;

/** Product names for codes shown anywhere (errors, findings, stock, reconciliation, history). */
export const productsInvoke = {
  /** Names of up to 5000 products by nnt from the local goods dictionary; unknown codes are left out. */
  'products:names': {
    input: z.object({
      profileId: z.number().int().positive(),
      nnts: z.array(z.number().int()).max(MAX_PRODUCT_NAMES),
    }),
    output: z.object({
      items: z.array(productNameSchema),
      /** The goods dictionary was never loaded for this store's operator: names cannot be shown. */
      dictionaryMissing: z.boolean(),
    }),
  },
} as const;

export const productsEvents = {} as const;
