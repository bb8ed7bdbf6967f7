import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, type SeenRequest } from '@tests/kits/core/api/http-test-server';
import type { InvokeFailure, UploadsTestEnv } from '@tests/kits/core/uploads/uploads-test-env';
import { startCoreOnFakeOperator, type FakeOperatorCore } from '@tests/kits/core/uploads/fake-operator-core';

let core: FakeOperatorCore | undefined;
afterEach(async () => {
  await core?.close();
  core = undefined;
});

/**
 * Core on an operator behind a gateway at /gw (the store's API address has a path). Subscribing
 * works; the unsubscription answers a bare 404; `keyAnswers` says whether the key address answers.
 */
async function start(keyAnswers: () => boolean): Promise<UploadsTestEnv> {
  core = await startCoreOnFakeOperator(
    (request: SeenRequest, res, { valid }) => {
      if (!valid) return sendJson(res, 401, {});
      if (request.method === 'POST' && request.url === '/gw/v5/events/stocks_full/subscribe') {
        res.writeHead(201);
        return void res.end();
      }
      if (request.url === '/gw/v5/keys/webhooks' && keyAnswers()) return sendJson(res, 200, { secret: 'key-1234567' });
      // A bare 404, as a gateway answers a route it does not know and some operators a missing subscription.
      res.writeHead(404);
      res.end();
    },
    { apiPath: '/gw' },
  );
  const env = core.env;
  await env.invoke('webhooks:subscribe', {
    profileId: env.profileId,
    event: 'stocks_full',
    url: 'https://hooks.example.ru/desk',
  });
  return env;
}

describe('a 404 to an unsubscription under an API with a base path', () => {
  it('counts as "gone" when a second request (the key, same /v5 tree) shows the address is right', async () => {
    const e = await start(() => true);
    const result = await e.invoke('webhooks:unsubscribe', { profileId: e.profileId, event: 'stocks_full' });
    expect(result).toEqual({ removed: true, wasOnServer: false });
    expect(await e.invoke('webhooks:list', { profileId: e.profileId })).toEqual([]);
    expect(
      core!.operator.server.requests.filter((r) => r.url.startsWith('/gw/')).map((r) => `${r.method} ${r.url}`),
    ).toEqual([
      'POST /gw/v5/events/stocks_full/subscribe',
      'DELETE /gw/v5/events/stocks_full',
      'GET /gw/v5/keys/webhooks',
    ]);
  });

  it('keeps the subscription and says to check the address when the second request does not agree', async () => {
    const e = await start(() => false);
    const failure = (await e
      .invoke('webhooks:unsubscribe', { profileId: e.profileId, event: 'stocks_full' })
      .catch((error: unknown) => error)) as InvokeFailure;
    expect(failure.error).toMatchObject({ code: 'not-found', details: { reason: 'unsubscribe-unconfirmed' } });
    expect(failure.error.message).toMatch(/Check the store’s API address/);
    expect(await e.invoke('webhooks:list', { profileId: e.profileId })).toHaveLength(1);
  });
});
