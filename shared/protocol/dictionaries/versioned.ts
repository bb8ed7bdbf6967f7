import { z } from 'zod';
import { base64Schema } from '../common';
import { rvIntSchema } from './rv-int';

/** Fields every dictionary record carries unless stated (2.10): `actual`, `rv`, `rvInt`. */
export const versionedFields = {
  actual: z.boolean(),
  rv: base64Schema,
  rvInt: rvIntSchema,
};

/**
 * A dictionary record: the versioned fields plus `fields`. Unknown extra fields are kept
 * (e.g. marketing_brands' extra boolean), so a newer operator does not break the sync.
 */
export function versionedRecord<S extends z.core.$ZodLooseShape>(fields: S) {
  return z.looseObject({ ...fields, ...versionedFields });
}

/** A link to another dictionary's id; null or absent when the link is missing. */
export const dictionaryLinkId = () => z.int().nullish();
