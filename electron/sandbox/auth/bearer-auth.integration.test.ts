import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../start-sandbox';
import { callApi, fetchToken, manualClock, startTestSandbox } from '@tests/kits/sandbox/sandbox-test-kit';
import { signJwt, verifyJwt } from './jwt';

describe('bearer auth on /v5', () => {
  let sandbox: RunningSandbox;
  afterEach(async () => sandbox?.close());

  const expect401 = async (response: Response) => {
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const body = (await response.json()) as { statusCode: number; isError: boolean; exceptionMessage: string };
    expect(body).toMatchObject({ statusCode: 401, isError: true });
    return body.exceptionMessage;
  };

  it('answers 401 when the token is absent, malformed, badly signed or not Bearer', async () => {
    sandbox = await startTestSandbox();
    const path = `/v5/stores/${sandbox.stores[0]!.storeId}/stocks`;
    expect(await expect401(await callApi(sandbox, null, 'GET', path))).toMatch(/missing/);
    expect(await expect401(await callApi(sandbox, 'not-a-jwt', 'GET', path))).toMatch(/well-formed/);

    const token = await fetchToken(sandbox);
    const [h, p, s] = token.split('.') as [string, string, string];
    const forgedClaims = { ...JSON.parse(Buffer.from(p, 'base64url').toString()), exp: 9999999999 };
    const forged = `${h}.${Buffer.from(JSON.stringify(forgedClaims)).toString('base64url')}.${s}`;
    expect(await expect401(await callApi(sandbox, forged, 'GET', path))).toMatch(/signature/);

    const basic = await fetch(`${sandbox.baseUrl}${path}`, { headers: { Authorization: `Basic ${token}` } });
    await expect401(basic);
    // alg "none" is not accepted even with a valid-looking payload.
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.${s}`;
    await expect401(await callApi(sandbox, none, 'GET', path));
    expect((await callApi(sandbox, token, 'GET', path)).status).toBe(200);
  });

  it('answers 401 once the token has expired on the sandbox clock', async () => {
    const clock = manualClock('2024-05-01T06:00:00Z');
    sandbox = await startTestSandbox({ clock, tokenLifetimeSeconds: 60 });
    const token = await fetchToken(sandbox);
    const path = '/v5/keys/webhooks';
    clock.advance(59_000);
    expect((await callApi(sandbox, token, 'GET', path)).status).toBe(200);
    clock.advance(1_000);
    expect(await expect401(await callApi(sandbox, token, 'GET', path))).toMatch(/expired/);
  });

  it('answers 403 when the path store is not the token store', async () => {
    sandbox = await startTestSandbox();
    const token = await fetchToken(sandbox, sandbox.stores[0]);
    const other = sandbox.stores[1]!.storeId;
    const response = await callApi(sandbox, token, 'GET', `/v5/stores/${other}/stocks`);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { exceptionMessage: string }).exceptionMessage).toContain(other);
    // Letter case of the path GUID does not matter for the own store.
    const own = sandbox.stores[0]!.storeId.toUpperCase();
    expect((await callApi(sandbox, token, 'GET', `/v5/stores/${own}/stocks`)).status).toBe(200);
  });

  it('guards the reference routes too', async () => {
    sandbox = await startTestSandbox();
    expect((await callApi(sandbox, null, 'GET', '/v5/references/trademarks?count=10')).status).toBe(401);
    const token = await fetchToken(sandbox);
    expect((await callApi(sandbox, token, 'GET', '/v5/references/trademarks?count=10')).status).toBe(200);
  });

  it('hands the token store to goods_links, so each store reads its own links', async () => {
    sandbox = await startTestSandbox();
    const links = async (index: number) => {
      const token = await fetchToken(sandbox, sandbox.stores[index]);
      const r = await callApi(sandbox, token, 'GET', '/v5/references/goods_links?names=false');
      expect(r.status).toBe(200);
      return (await r.json()) as Array<{ nnt: number; sku: string }>;
    };
    const [a, b] = [await links(0), await links(1)];
    expect(a.length).toBeGreaterThan(0);
    expect(a).toEqual(JSON.parse(sandbox.control.dictionaries.goodsLinksJson(sandbox.stores[0]!.storeId, false)));
    expect(b).not.toEqual(a);
  });
});

describe('jwt', () => {
  it('round-trips and rejects tampering and expiry', () => {
    const key = Buffer.alloc(32, 7);
    const claims = { iss: 'x', sub: 's', client_id: 's', iat: 100, nbf: 100, exp: 200, jti: 'j' };
    const token = signJwt(claims, key);
    expect(verifyJwt(token, key, 150)).toEqual({ ok: true, claims });
    expect(verifyJwt(token, key, 200)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyJwt(token, Buffer.alloc(32, 8), 150)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyJwt('a.b', key, 150)).toEqual({ ok: false, reason: 'malformed' });
  });
});
