import { describe, expect, it } from 'vitest';
import { DeskError } from '../errors';
import { attemptFailure } from './attempt-failure';

const ctx = { requestStarted: false, now: new Date('2026-11-27T07:00:00Z'), prtIds: null };

describe('attemptFailure', () => {
  it('records a refused password as not sent, not as a refused package', () => {
    const error = new DeskError('invalid-client', 'The operator refused the client credentials', {
      status: 400,
      body: { error: 'invalid_client' },
    });
    const row = attemptFailure(error, ctx);
    expect(row.outcome).toBe('failed');
    expect(row.httpStatus).toBeNull();
    expect(row.errorCode).toBe('invalid-client');
    expect(row.errorBody).toBe('{"error":"invalid_client"}');
  });

  it('records the operator’s answer to the package as a refusal with its status', () => {
    const error = new DeskError('rate-limited', 'Too many', { status: 429, body: 'slow down' });
    const row = attemptFailure(error, { ...ctx, requestStarted: true });
    expect(row.outcome).toBe('refused');
    expect(row.httpStatus).toBe(429);
  });
});
