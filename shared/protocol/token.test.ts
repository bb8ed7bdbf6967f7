import { describe, expect, it } from 'vitest';
import { tokenErrorSchema, tokenRequestSchema, tokenResponseSchema } from './token';

describe('token resources (2.1, 5)', () => {
  const response = { access_token: 'eyJhbGciOi.x.y', expires_in: 3600, token_type: 'Bearer' };

  it('parses a token response, keeping extra fields', () => {
    expect(tokenResponseSchema.parse({ ...response, scope: 'api' })).toEqual({ ...response, scope: 'api' });
  });

  it('takes token_type in any letter case and normalises it to Bearer', () => {
    expect(tokenResponseSchema.parse({ ...response, token_type: 'bearer' }).token_type).toBe('Bearer');
    expect(tokenResponseSchema.safeParse({ ...response, token_type: 'MAC' }).success).toBe(false);
  });

  it('requires expires_in as a positive integer and a non-empty token', () => {
    for (const expires_in of [0, -5, 1.5, '3600']) {
      expect(tokenResponseSchema.safeParse({ ...response, expires_in }).success, String(expires_in)).toBe(false);
    }
    expect(tokenResponseSchema.safeParse({ ...response, access_token: '' }).success).toBe(false);
  });

  it('parses the error body', () => {
    expect(tokenErrorSchema.parse({ error: 'invalid_client' })).toEqual({ error: 'invalid_client' });
    expect(tokenErrorSchema.parse({ error: 'invalid_grant', error_description: 'x' }).error_description).toBe('x');
    expect(tokenErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('checks the form fields of a token request', () => {
    const form = {
      client_id: '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
      client_secret: 's',
      grant_type: 'client_credentials',
    };
    expect(tokenRequestSchema.safeParse(form).success).toBe(true);
    expect(tokenRequestSchema.safeParse({ ...form, grant_type: 'password' }).success).toBe(false);
  });
});
