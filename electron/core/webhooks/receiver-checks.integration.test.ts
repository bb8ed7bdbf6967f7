import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebhookSubscription } from '@shared/ipc/channels/webhooks';
import { startTestCore, type TestCore } from '@tests/kits/core/profiles/core-test-kit';
import { waitFor } from '@tests/kits/core/uploads/uploads-test-env';

/** A receiver on 127.0.0.1 that answers every request with `status`, counting the requests. */
async function startReceiver(status: number) {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.method ?? '');
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/desk`,
    hits,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const cores: TestCore[] = [];
const dirs: string[] = [];
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.close();
  for (const stop of stops.splice(0)) await stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const checked = (t: TestCore, profileId: number, outcome: string) =>
  waitFor(
    async () => {
      const list = await t.call('webhooks:list', { profileId });
      return list[0]?.receiverCheck?.outcome === outcome ? list[0] : undefined;
    },
    10_000,
    `a receiver check "${outcome}"`,
  );

describe('a subscription’s receiver is re-checked, so the list never says a stale "accepted"', () => {
  it('after a restart, a receiver that stopped answering is shown as not answering', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'desk-receiver-restart-'));
    dirs.push(dataDir);
    const receiver = await startReceiver(200);
    stops.push(receiver.stop);

    const first = startTestCore({ dataDir });
    cores.push(first);
    const profileId = first.sandboxProfileId;
    await first.call('webhooks:subscribe', { profileId, event: 'stocks_full', url: receiver.url });
    // Checked right after subscribing: it answers.
    const before = await checked(first, profileId, 'answers');
    expect(before.receiverCheck).toMatchObject({ status: 200, reason: null });
    expect(receiver.hits).toContain('GET');
    await first.close();
    cores.splice(0);

    // The receiver goes away while the app is closed; the next start asks it again.
    await receiver.stop();
    const second = startTestCore({ dataDir });
    cores.push(second);
    const after: WebhookSubscription = await checked(second, profileId, 'unreachable');
    expect(after.lastOk).toBe(true);
    expect(after.receiverCheck).toMatchObject({ status: null, reason: 'refused' });
    expect(Date.parse(after.receiverCheck!.at)).toBeGreaterThan(Date.parse(before.receiverCheck!.at));
  });

  it('asks again when the screen opens only after 10 minutes, unless forced; 5xx is an error', async () => {
    const receiver = await startReceiver(503);
    stops.push(receiver.stop);
    const t = startTestCore();
    cores.push(t);
    const profileId = t.sandboxProfileId;
    await t.call('webhooks:subscribe', { profileId, event: 'stocks_updates', url: receiver.url });
    const first = await checked(t, profileId, 'error-status');
    expect(first.receiverCheck).toMatchObject({ status: 503 });
    const asked = receiver.hits.length;

    // The screen opens again at once: the check is fresh, the receiver is not asked.
    const polite = await t.call('webhooks:recheck', { profileId });
    expect(receiver.hits.length).toBe(asked);
    expect(polite[0]!.receiverCheck).toEqual(first.receiverCheck);

    // "Check now" asks it, and records the new time.
    const forced = await t.call('webhooks:recheck', { profileId, force: true });
    expect(receiver.hits.length).toBe(asked + 1);
    expect(Date.parse(forced[0]!.receiverCheck!.at)).toBeGreaterThanOrEqual(Date.parse(first.receiverCheck!.at));

    // A new address is not "checked" by the old one's answer.
    const other = await startReceiver(200);
    stops.push(other.stop);
    const { subscription } = await t.call('webhooks:update', {
      profileId,
      event: 'stocks_updates',
      url: other.url,
      clientId: first.clientId,
    });
    expect(subscription.receiverCheck).toBeNull();
    await checked(t, profileId, 'answers');
  });
});
