import { z } from 'zod';

/** One offending field: `field` is a path such as `stocks[12].supDate`. */
export const validationErrorEntrySchema = z.looseObject({
  field: z.string(),
  message: z.string(),
});
export type ValidationErrorEntry = z.infer<typeof validationErrorEntrySchema>;

/**
 * 400 body of the validation endpoint and of refused uploads (2.9). `validationErrors` is
 * absent when the package cannot be parsed (then `exceptionMessage` holds the parser's message).
 */
export const validationErrorResponseSchema = z.looseObject({
  statusCode: z.int(),
  isError: z.boolean(),
  isTransient: z.boolean(),
  exceptionMessage: z.string(),
  validationErrors: z.array(validationErrorEntrySchema).optional(),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;
