import { describe, expect, it } from 'vitest';
import { DeskError } from '../errors';
import { systemClock } from '../ports';
import { createTokenManager } from './token-manager';

/** A clock the test moves by hand. */
function manualClock(start: string) {
  let now = Date.parse(start);
  return { clock: { now: () => new Date(now), sleep: systemClock.sleep }, advance: (ms: number) => void (now += ms) };
}

describe('token state for the status bar', () => {
  it('goes none → valid until its lifetime ends → expired, and never exposes the token', async () => {
    const { clock, advance } = manualClock('2026-11-23T03:00:00Z');
    const tokens = createTokenManager({
      clock,
      fetchToken: async () => ({ accessToken: 'secret-token', expiresIn: 300 }),
    });
    expect(tokens.state()).toEqual({ state: 'none', expiresAt: null, errorCode: null });
    await tokens.getToken();
    expect(tokens.state()).toEqual({ state: 'valid', expiresAt: new Date('2026-11-23T03:05:00Z'), errorCode: null });
    expect(JSON.stringify(tokens.state())).not.toContain('secret-token');
    advance(300_000);
    expect(tokens.state().state).toBe('expired');
  });

  it('says why the last request failed until a token is had, and forgets it when cleared', async () => {
    const { clock } = manualClock('2026-11-23T03:00:00Z');
    let fail = true;
    const tokens = createTokenManager({
      clock,
      fetchToken: async () => {
        if (fail) throw new DeskError('invalid-client', 'The operator refused the store password.');
        return { accessToken: 't', expiresIn: 60 };
      },
    });
    await expect(tokens.getToken()).rejects.toThrow('refused');
    expect(tokens.state()).toEqual({ state: 'failed', expiresAt: null, errorCode: 'invalid-client' });
    fail = false;
    await tokens.getToken();
    expect(tokens.state().state).toBe('valid');
    tokens.clear();
    expect(tokens.state()).toEqual({ state: 'none', expiresAt: null, errorCode: null });
  });
});
