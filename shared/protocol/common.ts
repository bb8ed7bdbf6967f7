import { z } from 'zod';

/** A GUID as the operator writes it; letter case is not significant. */
export const guidSchema = z
  .string()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    'is not a GUID (expected e.g. 3f2504e0-4f89-11d3-9a0c-0305e82c3301)',
  );

/**
 * ISO 8601 date-time with a time zone offset (`Z` or `+03:00`), e.g. `2019-12-03T15:07:49+00:00`.
 * Seconds are required, fractions of a second optional (any number of digits, as .NET writes them).
 */
export const dateTimeSchema = z.iso.datetime({ offset: true, local: false });

/** A `byte[]` field: base64 in JSON (row versions `rv`). */
export const base64Schema = z.base64();
