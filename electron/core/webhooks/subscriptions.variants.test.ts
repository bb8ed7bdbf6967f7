import { afterEach, describe, expect, it } from 'vitest';
import { ISSUED_STORE_ID, type OperatorVariantName } from '@tests/kits/core/api/variant-operator';
import { createVariantTestEnv, InvokeFailure, type VariantTestEnv } from '@tests/kits/core/uploads/uploads-test-env';
import { meansSubscriptionExists, meansSubscriptionMissing } from './subscription-answers';
import { DeskError } from '../errors';

// Subscriptions against operators that say "exists" / "not found" differently (409/404 or 400 with words).
let run: VariantTestEnv | undefined;
afterEach(async () => {
  await run?.close();
  run = undefined;
});

async function start(variant: OperatorVariantName) {
  run = await createVariantTestEnv(variant);
  return run.env;
}

const URL_A = 'https://hooks.example.com/desk/a';
const URL_B = 'https://hooks.example.com/desk/b';

describe.each(['spec', 'terse'] as const)('webhook subscriptions on the %s operator', (variant) => {
  it('subscribing again updates with PUT; removing one the operator lacks is success; clientId goes as issued', async () => {
    const env = await start(variant);
    const first = await env.invoke('webhooks:subscribe', {
      profileId: env.profileId,
      event: 'stocks_full',
      url: URL_A,
    });
    expect(first).toMatchObject({ replacedExisting: false, subscription: { clientId: ISSUED_STORE_ID, url: URL_A } });
    const again = await env.invoke('webhooks:subscribe', {
      profileId: env.profileId,
      event: 'stocks_full',
      url: URL_B,
    });
    expect(again).toMatchObject({ replacedExisting: true, subscription: { url: URL_B, lastAction: 'update' } });
    const calls = run!.operator.server.requests.filter((r) => r.url.startsWith('/v5/events/')).map((r) => r.method);
    expect(calls).toEqual(['POST', 'POST', 'PUT']);
    expect(JSON.parse(run!.operator.server.requests.at(-1)!.body)).toEqual({ clientId: ISSUED_STORE_ID, url: URL_B });

    // Someone removed it on the operator's side: removing it here still succeeds.
    run!.operator.subscriptions.clear();
    expect(await env.invoke('webhooks:unsubscribe', { profileId: env.profileId, event: 'stocks_full' })).toEqual({
      removed: true,
      wasOnServer: false,
    });
    expect(await env.invoke('webhooks:list', { profileId: env.profileId })).toEqual([]);
  });

  it('a refusal that says neither is still an error, with the operator’s reason', async () => {
    const env = await start(variant);
    await env.invoke('webhooks:subscribe', { profileId: env.profileId, event: 'stocks_updates', url: URL_A });
    const other = '11111111-2222-3333-4444-555555555555';
    const failed = await env
      .invoke('webhooks:unsubscribe', { profileId: env.profileId, event: 'stocks_updates', clientId: other })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(InvokeFailure);
    expect((failed as InvokeFailure).error).toMatchObject({ code: 'forbidden' });
    expect((failed as InvokeFailure).error.message).toContain('The operator says: "No rights for this client"');
  });
});

describe('recognising "exists" and "missing"', () => {
  const refusal = (status: number, reason: string) => new DeskError('bad-request', 'x', { status, reason });
  it('by status, or by the words of any 4xx (English or Russian); a negative wording is not "exists"', () => {
    expect(meansSubscriptionExists(refusal(409, ''))).toBe(true);
    expect(meansSubscriptionExists(refusal(400, 'Subscription already exists'))).toBe(true);
    expect(meansSubscriptionExists(refusal(422, 'Подписка уже существует'))).toBe(true);
    expect(meansSubscriptionExists(refusal(400, 'Client does not exist'))).toBe(false);
    expect(meansSubscriptionExists(refusal(500, 'already exists'))).toBe(false);
    expect(meansSubscriptionMissing(refusal(404, ''))).toBe(true);
    expect(meansSubscriptionMissing(refusal(400, 'Subscription not found'))).toBe(true);
    expect(meansSubscriptionMissing(refusal(400, 'Подписка не найдена'))).toBe(true);
    expect(meansSubscriptionMissing(refusal(400, 'url is required'))).toBe(false);
    expect(meansSubscriptionMissing(new Error('network'))).toBe(false);
  });
});
