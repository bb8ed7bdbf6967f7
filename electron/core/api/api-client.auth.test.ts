import { afterEach, describe, expect, it } from 'vitest';
import { DeskError } from '../errors';
import { sendJson } from '@tests/kits/core/api/http-test-server';
import { SECRET, STORE_ID, startFakeOperator, type FakeOperator } from '@tests/kits/core/api/fake-operator';

let operator: FakeOperator | undefined;
afterEach(async () => {
  await operator?.close();
  operator = undefined;
});

/** An operator whose webhook-key route needs a valid token. */
const keyRoute = (): Parameters<typeof startFakeOperator>[0] => ({
  api: (request, res, { valid }) => {
    if (!valid) return sendJson(res, 401, { message: 'token expired' });
    if (request.url === '/v5/keys/webhooks') return sendJson(res, 200, { secret: 'whk-0123456789' });
    sendJson(res, 404, {});
  },
});

describe('token manager over HTTP', () => {
  it('sends the client-credentials form to {auth_url}/connect/token', async () => {
    operator = await startFakeOperator(keyRoute());
    await operator.client().getWebhookKey();
    const [tokenRequest] = operator.tokenRequests();
    expect(tokenRequest!.method).toBe('POST');
    expect(tokenRequest!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest!.body))).toEqual({
      client_id: STORE_ID,
      client_secret: SECRET,
      grant_type: 'client_credentials',
    });
    expect(operator.apiRequests()[0]!.headers.authorization).toBe(`Bearer ${operator.issued[0]}`);
  });

  it('20 concurrent calls with no token make exactly one token request', async () => {
    operator = await startFakeOperator(keyRoute());
    const client = operator.client();
    const results = await Promise.all(Array.from({ length: 20 }, () => client.getWebhookKey()));
    expect(results).toHaveLength(20);
    expect(operator.tokenRequests()).toHaveLength(1);
    expect(operator.apiRequests()).toHaveLength(20);
  });

  it('20 concurrent calls with an expired token make exactly one token request', async () => {
    operator = await startFakeOperator({ ...keyRoute(), expiresIn: 300 });
    const client = operator.client();
    await client.getWebhookKey();
    operator.clock.advance(301_000);
    operator.revokeAll(); // the server agrees it has expired
    await Promise.all(Array.from({ length: 20 }, () => client.getWebhookKey()));
    expect(operator.tokenRequests()).toHaveLength(2);
    // Not one call went out with the expired token: the refresh happened before sending.
    const afterExpiry = operator.apiRequests().slice(1);
    expect(afterExpiry).toHaveLength(20);
    expect(new Set(afterExpiry.map((r) => r.headers.authorization))).toEqual(new Set([`Bearer ${operator.issued[1]}`]));
  });

  it('20 concurrent calls refused with 401 share one refresh, then all succeed', async () => {
    operator = await startFakeOperator(keyRoute());
    const client = operator.client();
    await client.getWebhookKey();
    operator.revokeAll(); // early expiry on the server side: the client still thinks the token is good
    await Promise.all(Array.from({ length: 20 }, () => client.getWebhookKey()));
    expect(operator.tokenRequests()).toHaveLength(2);
    expect(operator.apiRequests()).toHaveLength(1 + 20 + 20);
  });

  it('renews shortly before expires_in runs out, using each token’s own lifetime', async () => {
    const lifetimes = [600, 120];
    operator = await startFakeOperator({ ...keyRoute(), expiresIn: () => lifetimes.shift() ?? 3600 });
    const client = operator.client({ tokenRefreshMarginMs: 60_000 });
    await client.getWebhookKey();
    operator.clock.advance(539_000); // 61 s left: still used
    await client.getWebhookKey();
    expect(operator.tokenRequests()).toHaveLength(1);
    operator.clock.advance(2_000); // 59 s left: inside the margin, renewed before sending
    await client.getWebhookKey();
    expect(operator.tokenRequests()).toHaveLength(2);
    // The second token lives 120 s: the margin is capped at half of it (60 s), so it is renewed after 60 s.
    operator.clock.advance(59_000);
    await client.getWebhookKey();
    expect(operator.tokenRequests()).toHaveLength(2);
    operator.clock.advance(2_000);
    await client.getWebhookKey();
    expect(operator.tokenRequests()).toHaveLength(3);
  });

  it('a server that always answers 401 gets one refresh and one retry, then auth-failed', async () => {
    operator = await startFakeOperator({ api: (_r, res) => sendJson(res, 401, { message: 'no' }) });
    const error = await operator
      .client()
      .getWebhookKey()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeskError);
    expect(error).toMatchObject({ code: 'auth-failed', details: { status: 401, path: '/v5/keys/webhooks' } });
    expect((error as Error).message).toMatch(/freshly issued token/);
    expect(operator.tokenRequests()).toHaveLength(2);
    expect(operator.apiRequests()).toHaveLength(2);
    expect(operator.clock.sleeps).toEqual([]); // no backoff loop either
  });

  it('invalid_client says the store id or secret is wrong, and is not retried', async () => {
    operator = await startFakeOperator(keyRoute());
    const error = await operator
      .client({}, async () => 'wrong-secret-value')
      .getWebhookKey()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid-client', details: { status: 400, error: 'invalid_client' } });
    expect((error as Error).message).toMatch(/store id or secret is wrong/);
    expect((error as Error).message).not.toContain('wrong-secret-value');
    expect(operator.tokenRequests()).toHaveLength(1);
    expect(operator.apiRequests()).toHaveLength(0);
  });

  it('another 400 of the token endpoint is a bad-request naming the OAuth error', async () => {
    operator = await startFakeOperator({
      tokenOverride: (_r, res) => (sendJson(res, 400, { error: 'unsupported_grant_type' }), true),
    });
    await expect(operator.client().testConnection()).rejects.toMatchObject({
      code: 'bad-request',
      details: { status: 400, error: 'unsupported_grant_type' },
    });
  });

  it('the token endpoint’s error_description reaches the message and details.reason', async () => {
    operator = await startFakeOperator({
      tokenOverride: (_r, res) => (
        sendJson(res, 400, { error: 'invalid_request', error_description: 'client_id must be upper case' }),
        true
      ),
    });
    const error = (await operator
      .client()
      .testConnection()
      .catch((e: unknown) => e)) as Error;
    expect(error).toMatchObject({
      code: 'bad-request',
      details: { error: 'invalid_request', reason: 'invalid_request: client_id must be upper case' },
    });
    expect(error.message).toContain('The server says: "invalid_request: client_id must be upper case"');
  });

  it('retries the token call after 500s with backoff', async () => {
    let failures = 2;
    operator = await startFakeOperator({
      ...keyRoute(),
      tokenOverride: (_r, res) => (failures-- > 0 ? (sendJson(res, 500, { message: 'down' }), true) : false),
    });
    await operator.client().getWebhookKey();
    expect(operator.tokenRequests()).toHaveLength(3);
    expect(operator.clock.sleeps).toHaveLength(2);
  });

  it('a token answer without access_token is a bad-response naming the token endpoint', async () => {
    operator = await startFakeOperator({
      tokenOverride: (_r, res) => (sendJson(res, 200, { expires_in: 60, token_type: 'Bearer' }), true),
    });
    const error = await operator
      .client()
      .testConnection()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'bad-response', details: { path: '/connect/token', status: 200 } });
    expect((error as Error).message).toMatch(/token request.*access_token/);
  });

  it('testConnection always gets a new token and returns only its lifetime', async () => {
    operator = await startFakeOperator({ expiresIn: 1800 });
    const client = operator.client();
    expect(await client.testConnection()).toEqual({ expiresIn: 1800 });
    expect(await client.testConnection()).toEqual({ expiresIn: 1800 });
    expect(operator.tokenRequests()).toHaveLength(2);
  });

  it('reports a missing secret and passes keychain errors through unchanged', async () => {
    operator = await startFakeOperator();
    await expect(operator.client({}, async () => '').testConnection()).rejects.toMatchObject({
      code: 'secret-missing',
    });
    const locked = new DeskError('keychain-locked', 'The OS keychain is locked');
    await expect(
      operator
        .client({}, async () => {
          throw locked;
        })
        .testConnection(),
    ).rejects.toBe(locked);
    expect(operator.tokenRequests()).toHaveLength(0);
  });

  it('never logs the secret, the token or the Authorization header', async () => {
    operator = await startFakeOperator(keyRoute());
    const client = operator.client();
    await client.getWebhookKey();
    operator.revokeAll();
    await client.getWebhookKey();
    const logged = operator.logger.text();
    expect(logged).not.toContain(SECRET);
    for (const token of operator.issued) expect(logged).not.toContain(token);
    expect(logged.toLowerCase()).not.toContain('bearer');
    expect(logged).not.toContain('whk-0123456789');
    expect(operator.logger.lines.find((l) => l.fields?.path === '/v5/keys/webhooks')?.fields).toMatchObject({
      method: 'GET',
      status: 200,
      durationMs: expect.any(Number),
    });
  });
});
