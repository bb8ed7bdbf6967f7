import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@shared/ipc/channels/webhooks';
import { verifyWebhookSignature } from './webhook-signature';
import { startReceiver } from '@tests/kits/sandbox/sandbox-test-kit';
import type { ApiClient } from '../api/api-types';
import { startTestCore, type TestCore } from '@tests/kits/core/profiles/core-test-kit';
import { clearClipboardLater, keyFingerprint } from './webhook-key-vault';

const until = async <T>(probe: () => Promise<T | undefined>, what: string): Promise<T> => {
  for (let i = 0; i < 300; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};

async function fullUpload(client: ApiClient): Promise<string> {
  const goods = (await client.getDictionaryChunk('goods_normalized', { count: 3 })) as {
    nnt: number;
    gnvls: boolean;
  }[];
  const pkg = {
    date: '2024-05-01T08:00:00+03:00',
    stocks: goods.map((g, i) => ({
      prtId: `W-${i}`,
      nnt: g.nnt,
      qnt: 1,
      prcOptNds: 10,
      prcRet: 12,
      // Price-regulated products need the flag and a maximum price, or processing ends in status 3.
      ...(g.gnvls ? { gnvls: true, prcGnvlsMax: 20 } : {}),
    })),
  };
  const accepted = await client.uploadStocks('full', JSON.stringify(pkg));
  return accepted.messageId!;
}

describe('webhooks against the embedded sandbox', () => {
  let t: TestCore;
  let id: number;
  let client: ApiClient;
  let key: string;
  beforeAll(async () => {
    t = startTestCore();
    id = t.sandboxProfileId;
    client = await t.core.context.clientFor(id);
    key = (await client.getWebhookKey())!.secret;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('describes the key by length and fingerprint only, and copies it to the clipboard from main', async () => {
    const info = await t.call('webhooks:key-info', { profileId: id });
    expect(info).toMatchObject({ length: key.length, fingerprint: keyFingerprint(key) });
    expect(info.fingerprint).toMatch(/^[0-9A-F]{4} [0-9A-F]{4}$/);
    const copied = await t.call('webhooks:copy-key', { profileId: id });
    expect(copied.copied).toBe(true);
    expect(copied.pageText).toBeUndefined();
    expect(Date.parse(copied.clearsAt!)).toBeGreaterThan(Date.now());
    expect(t.clipboard!.text).toBe(key);
    for (const response of t.responses) expect(response).not.toContain(key);
  });

  it('refuses an unusable subscriber URL with the field and the reason', async () => {
    const bad = await t.invoke('webhooks:subscribe', {
      profileId: id,
      event: 'stocks_full',
      url: 'ftp://example.com/hook',
    });
    expect(bad.ok ? 'ok' : bad.error).toMatchObject({
      code: 'invalid-field',
      details: { fields: [{ field: 'url', code: 'url-scheme' }] },
    });
    expect(await t.call('webhooks:list', { profileId: id })).toEqual([]);
  });

  it('subscribes the test receiver, and the delivery of a processed full upload arrives with a valid signature', async () => {
    const { url } = await t.call('webhooks:test-receiver', { profileId: id });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/desk-test-receiver\/\d+$/);
    const { subscription, replacedExisting } = await t.call('webhooks:subscribe', {
      profileId: id,
      event: 'stocks_full',
      url,
    });
    expect(replacedExisting).toBe(false);
    expect(subscription).toMatchObject({
      event: 'stocks_full',
      url,
      lastAction: 'subscribe',
      lastOk: true,
      lastCode: null,
    });
    expect(subscription.clientId).toBe('5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30');

    const messageId = await fullUpload(client);
    const delivery = await until(async () => {
      const log = await t.call('webhooks:deliveries', { profileId: id });
      return log.find((d: WebhookDelivery) => d.messageId === messageId && d.outcome === 'delivered');
    }, 'the delivery');
    expect(delivery).toMatchObject({
      event: 'stocks_full',
      status: 200,
      signatureVerdict: 'valid',
      message: 'Processed',
      url,
    });
    expect(JSON.parse(delivery.body)).toMatchObject({ Event: 'stocks_full', MessageId: messageId });
  });

  it('subscribing again changes the existing subscription (409 → PUT); update and unsubscribe keep the local record right', async () => {
    const receiver = await startReceiver([200]);
    try {
      const again = await t.call('webhooks:subscribe', { profileId: id, event: 'stocks_full', url: receiver.url });
      expect(again.replacedExisting).toBe(true);
      expect(again.subscription).toMatchObject({ url: receiver.url, lastAction: 'update', lastOk: true });

      const messageId = await fullUpload(client);
      const hook = await until(
        async () => receiver.received.find((h) => h.raw.toString().includes(messageId)),
        'the notification',
      );
      // The sandbox's real delivery verifies with the shared verifier over the raw bytes...
      expect(verifyWebhookSignature(new Uint8Array(hook.raw), hook.headers['x-signature'] as string, key)).toBe(true);
      expect(hook.headers['x-signature']).toMatch(/^sha256=[0-9A-F]{64}$/);
      // ...and not once a byte changed, or with another key.
      const tampered = new Uint8Array(hook.raw);
      tampered[10] ^= 1;
      expect(verifyWebhookSignature(tampered, hook.headers['x-signature'] as string, key)).toBe(false);
      expect(verifyWebhookSignature(new Uint8Array(hook.raw), hook.headers['x-signature'] as string, `${key}x`)).toBe(
        false,
      );

      const { url: receiverUrl } = await t.call('webhooks:test-receiver', { profileId: id });
      const updated = await t.call('webhooks:update', { profileId: id, event: 'stocks_full', url: receiverUrl });
      expect(updated.subscription).toMatchObject({ url: receiverUrl, lastAction: 'update' });

      expect(await t.call('webhooks:unsubscribe', { profileId: id, event: 'stocks_full' })).toEqual({
        removed: true,
        wasOnServer: true,
      });
      expect(await t.call('webhooks:list', { profileId: id })).toEqual([]);
      // The service no longer has it: a second unsubscribe is not an error, and nothing is left locally.
      expect(await t.call('webhooks:unsubscribe', { profileId: id, event: 'stocks_full' })).toEqual({
        removed: true,
        wasOnServer: false,
      });
    } finally {
      await receiver.close();
    }
  });

  it('records a failed update on the local subscription', async () => {
    const { url } = await t.call('webhooks:test-receiver', { profileId: id });
    await t.call('webhooks:subscribe', { profileId: id, event: 'stocks_updates', url });
    await client.unsubscribe('stocks_updates', '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30'); // removed behind the app's back
    const failed = await t.invoke('webhooks:update', { profileId: id, event: 'stocks_updates', url: `${url}?v=2` });
    expect(failed.ok ? 'ok' : failed.error.code).toBe('not-found');
    const [record] = await t.call('webhooks:list', { profileId: id });
    expect(record).toMatchObject({
      event: 'stocks_updates',
      url,
      lastAction: 'update',
      lastOk: false,
      lastCode: 'not-found',
    });
    expect(record!.lastMessage).toMatch(/404/);
  });

  it('the delivery log and the test receiver are for the Sandbox only', async () => {
    const other = t.core.context.profiles.create({
      storeId: '11111111-2222-4333-8444-555555555555',
      name: 'Настоящая',
      baseUrl: 'https://api.operator.example',
      authUrl: 'https://auth.operator.example',
    });
    const log = await t.invoke('webhooks:deliveries', { profileId: other.id });
    expect(log.ok ? 'ok' : log.error.details).toMatchObject({ reason: 'not-sandbox' });
    const loopback = await t.invoke('webhooks:subscribe', {
      profileId: other.id,
      event: 'stocks_full',
      url: 'http://127.0.0.1:8080/hook',
    });
    expect(loopback.ok ? 'ok' : loopback.error.details).toEqual({
      fields: [{ field: 'url', code: 'not-reachable-loopback' }],
    });
  });
});

describe('clearing the clipboard after a copy', () => {
  const board = () => {
    const b = { text: '', writeText: async (t: string) => void (b.text = t), readText: async () => b.text };
    return b;
  };
  const settle = () => new Promise((r) => setTimeout(r, 60));

  it('empties it when it still holds the key', async () => {
    const b = board();
    b.text = 'the-key';
    clearClipboardLater(b, 'the-key', 10);
    await settle();
    expect(b.text).toBe('');
  });

  it('leaves what the manager copied since, and can be cancelled', async () => {
    const b = board();
    b.text = 'the-key';
    clearClipboardLater(b, 'the-key', 10);
    b.text = 'something else';
    await settle();
    expect(b.text).toBe('something else');
    b.text = 'the-key';
    clearClipboardLater(b, 'the-key', 10)();
    await settle();
    expect(b.text).toBe('the-key');
  });
});

describe('copying the key without a clipboard in main', () => {
  let t: TestCore;
  afterEach(async () => {
    await t?.close();
  });

  it('the dev/test web bridge gets the key for navigator.clipboard', async () => {
    t = startTestCore({ clipboard: false, shell: 'web-bridge' });
    const key = (await (await t.core.context.clientFor(t.sandboxProfileId)).getWebhookKey())!.secret;
    expect(await t.call('webhooks:copy-key', { profileId: t.sandboxProfileId })).toEqual({
      copied: false,
      clearsAt: null,
      pageText: key,
    });
  });

  it('any other shell without a clipboard refuses rather than return the key', async () => {
    t = startTestCore({ clipboard: false, shell: 'cli' });
    const result = await t.invoke('webhooks:copy-key', { profileId: t.sandboxProfileId });
    expect(result.ok).toBe(false);
  });
});
