import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@shared/protocol/token';
import type { RunningSandbox } from '../start-sandbox';
import { callApi, startTestSandbox } from '@tests/kits/sandbox/sandbox-test-kit';

const run = promisify(execFile);

const decodeClaims = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('auth server POST /connect/token', () => {
  let sandbox: RunningSandbox;
  afterEach(async () => sandbox?.close());

  const post = (body: string, contentType = 'application/x-www-form-urlencoded') =>
    fetch(`${sandbox.authUrl}/connect/token`, { method: 'POST', headers: { 'Content-Type': contentType }, body });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it('is a separate listener from the API', async () => {
    sandbox = await startTestSandbox();
    expect(sandbox.authUrl).not.toBe(sandbox.baseUrl);
    expect((await fetch(`${sandbox.baseUrl}/connect/token`, { method: 'POST' })).status).toBe(404);
  });

  it('issues a Bearer JWT carrying the store id and expiry, for client_id in any letter case', async () => {
    sandbox = await startTestSandbox();
    const store = sandbox.stores[0]!;
    const response = await post(
      form({ client_id: store.storeId.toUpperCase(), client_secret: store.secret, grant_type: 'client_credentials' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = tokenResponseSchema.parse(await response.json());
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(3600);
    const claims = decodeClaims(body.access_token);
    expect(claims.sub).toBe(store.storeId.toLowerCase());
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    // The token works on the API.
    expect((await callApi(sandbox, body.access_token, 'GET', '/v5/keys/webhooks')).status).toBe(200);
  });

  it('lets the lifetime change from one token to the next', async () => {
    const lifetimes = [3600, 1800, 900];
    sandbox = await startTestSandbox({ tokenLifetimeSeconds: (n) => lifetimes[n % lifetimes.length]! });
    const store = sandbox.stores[0]!;
    const got: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await post(
        form({ client_id: store.storeId, client_secret: store.secret, grant_type: 'client_credentials' }),
      );
      got.push(((await r.json()) as { expires_in: number }).expires_in);
    }
    expect(got).toEqual(lifetimes);
  });

  it('answers invalid_client for an unknown store or a wrong secret', async () => {
    sandbox = await startTestSandbox();
    const store = sandbox.stores[0]!;
    const wrongSecret = await post(
      form({ client_id: store.storeId, client_secret: 'nope', grant_type: 'client_credentials' }),
    );
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toEqual({ error: 'invalid_client' });
    const unknown = await post(
      form({
        client_id: '00000000-0000-4000-8000-000000000000',
        client_secret: store.secret,
        grant_type: 'client_credentials',
      }),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'invalid_client' });
    const notGuid = await post(
      form({ client_id: 'pharmacy-1', client_secret: store.secret, grant_type: 'client_credentials' }),
    );
    expect(((await notGuid.json()) as { error: string }).error).toBe('invalid_client');
  });

  it('answers 400 with OAuth error names for a wrong grant, missing fields and a non-form body', async () => {
    sandbox = await startTestSandbox();
    const store = sandbox.stores[0]!;
    const grant = await post(form({ client_id: store.storeId, client_secret: store.secret, grant_type: 'password' }));
    expect(grant.status).toBe(400);
    expect(((await grant.json()) as { error: string }).error).toBe('unsupported_grant_type');

    const noGrant = await post(form({ client_id: store.storeId, client_secret: store.secret }));
    expect(((await noGrant.json()) as { error: string }).error).toBe('invalid_request');

    const noSecret = await post(form({ client_id: store.storeId, grant_type: 'client_credentials' }));
    expect(noSecret.status).toBe(400);
    expect(((await noSecret.json()) as { error: string }).error).toBe('invalid_request');

    const json = await post(
      JSON.stringify({ client_id: store.storeId, client_secret: store.secret, grant_type: 'client_credentials' }),
      'application/json',
    );
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toBe('invalid_request');

    const empty = await fetch(`${sandbox.authUrl}/connect/token`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe('invalid_request');
  });

  it('accepts a form-encoded request from curl', async () => {
    sandbox = await startTestSandbox();
    const store = sandbox.stores[1]!;
    const { stdout } = await run('curl', [
      '-sS',
      '-w',
      '\n%{http_code}',
      '-X',
      'POST',
      `${sandbox.authUrl}/connect/token`,
      '-H',
      'Content-Type: application/x-www-form-urlencoded',
      '--data-urlencode',
      `client_id=${store.storeId}`,
      '--data-urlencode',
      `client_secret=${store.secret}`,
      '--data-urlencode',
      'grant_type=client_credentials',
    ]);
    const [body, status] = stdout.trim().split('\n');
    expect(status).toBe('200');
    const token = tokenResponseSchema.parse(JSON.parse(body!));
    expect(decodeClaims(token.access_token).sub).toBe(store.storeId);
  });
});
