import { z } from 'zod';
import { guidSchema } from './common';

/** Form fields of `POST {auth_url}/connect/token` (sent `application/x-www-form-urlencoded`). */
export const tokenRequestSchema = z.object({
  client_id: guidSchema,
  client_secret: z.string().min(1),
  grant_type: z.literal('client_credentials'),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/**
 * 200 body of the token endpoint (2.1). `token_type` is compared without regard to case
 * (OAuth 2.0 says so) and normalised to `Bearer`; other fields (e.g. `scope`) are kept.
 */
export const tokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.int().positive(),
  token_type: z
    .string()
    .refine((t) => t.toLowerCase() === 'bearer', 'must be "Bearer"')
    .transform((): 'Bearer' => 'Bearer'),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** 400 body of the token endpoint, e.g. `{"error":"invalid_client"}` (OAuth 2.0 error response). */
export const tokenErrorSchema = z.looseObject({
  error: z.string(),
  error_description: z.string().optional(),
});
export type TokenError = z.infer<typeof tokenErrorSchema>;
