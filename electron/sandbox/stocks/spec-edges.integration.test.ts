import { afterEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_FILE_BYTES } from '@shared/ipc/channels/uploads';
import { webhookNotificationSchema } from '@shared/protocol/webhooks';
import type { RunningSandbox } from '../start-sandbox';
import { resolveSandboxOptions } from '../sandbox-options';
import {
  callApi,
  fetchToken,
  startReceiver,
  startTestSandbox,
  stockPackage,
} from '@tests/kits/sandbox/sandbox-test-kit';

describe('the sandbox where it used to differ from the spec (issue #21.6)', () => {
  let sandbox: RunningSandbox | undefined;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  afterEach(async () => {
    await sandbox?.close();
    await receiver?.close();
    sandbox = receiver = undefined;
  });

  const statusOf = async (s: RunningSandbox, token: string, location: string) => {
    const r = await callApi(s, token, 'GET', new URL(location).pathname, { headers: { Accept: 'application/json' } });
    return (await r.json()) as { statusId: number; statusMessage: string };
  };

  it('accepts bodies up to the client’s 200 MB package limit (a 70 MB package is no 413)', async () => {
    expect(resolveSandboxOptions({}).bodyLimitBytes).toBe(MAX_UPLOAD_FILE_BYTES);
    sandbox = await startTestSandbox();
    const token = await fetchToken(sandbox);
    const storeId = sandbox.stores[0]!.storeId;
    const body = JSON.stringify({ ...stockPackage(sandbox, 1), pad: 'x'.repeat(70 * 1024 * 1024) });
    const r = await callApi(sandbox, token, 'POST', `/v5/stores/${storeId}/stocks`, { body });
    // Read and judged (accepted, or refused for its content), never refused for its size.
    expect(r.status).not.toBe(413);
    expect([202, 400]).toContain(r.status);
  });

  it('a DELETE ends the packages accepted before it in status 3, and nothing of them comes back', async () => {
    sandbox = await startTestSandbox({ processing: { acceptedMs: null, processingMs: null } });
    const token = await fetchToken(sandbox);
    const storeId = sandbox.stores[0]!.storeId;
    const full = await callApi(sandbox, token, 'POST', `/v5/stores/${storeId}/stocks`, {
      body: stockPackage(sandbox, 3),
    });
    expect(full.status).toBe(202);
    expect((await callApi(sandbox, token, 'DELETE', `/v5/stores/${storeId}/stocks`)).status).toBe(204);
    await sandbox.control.flush();
    const status = await statusOf(sandbox, token, full.headers.get('location')!);
    expect(status.statusId).toBe(3);
    expect(status.statusMessage).toMatch(/deleted \(DELETE\) after this package was accepted/);
    const rows = await callApi(sandbox, token, 'GET', `/v5/stores/${storeId}/stocks`, {
      headers: { Accept: 'application/json' },
    });
    expect(await rows.json()).toEqual([]);
  });

  it('refuses changes after a DELETE when the full upload meant to restore it ended in status 3', async () => {
    sandbox = await startTestSandbox();
    const token = await fetchToken(sandbox);
    const storeId = sandbox.stores[0]!.storeId;
    await callApi(sandbox, token, 'DELETE', `/v5/stores/${storeId}/stocks`);
    // Every nnt unknown to the operator's dictionary: processing ends in status 3.
    const broken = await callApi(sandbox, token, 'POST', `/v5/stores/${storeId}/stocks`, {
      body: stockPackage(sandbox, 3, (i) => ({ nnt: 999_000_000 + i })),
    });
    await sandbox.control.flush();
    expect((await statusOf(sandbox, token, broken.headers.get('location')!)).statusId).toBe(3);
    const changes = await callApi(sandbox, token, 'PUT', `/v5/stores/${storeId}/stocks`, {
      body: stockPackage(sandbox, 1),
    });
    expect(changes.status).toBe(400);
    expect(await changes.text()).toMatch(/upload the full stock \(POST\) before sending changes/);
    // A full upload that is processed restores it.
    await callApi(sandbox, token, 'POST', `/v5/stores/${storeId}/stocks`, { body: stockPackage(sandbox, 2) });
    await sandbox.control.flush();
    const later = await callApi(sandbox, token, 'PUT', `/v5/stores/${storeId}/stocks`, {
      body: stockPackage(sandbox, 1),
    });
    expect(later.status).toBe(202);
  });

  it('the webhook ClientId is the store GUID in the case the token carries', async () => {
    receiver = await startReceiver([200]);
    // An operator that issues its GUIDs in upper case (as in its tokens).
    sandbox = await startTestSandbox({ behaviour: { storeIdCase: 'upper' } });
    const store = sandbox.stores[0]!;
    expect(store.storeId).toMatch(/[A-F]/);
    const token = await fetchToken(sandbox, store);
    await callApi(sandbox, token, 'POST', '/v5/events/stocks_full/subscribe', {
      body: { clientId: store.storeId.toLowerCase(), url: receiver.url },
    });
    await callApi(sandbox, token, 'POST', `/v5/stores/${store.storeId}/stocks`, { body: stockPackage(sandbox, 2) });
    await sandbox.control.flush();
    await sandbox.control.webhooksIdle();
    expect(receiver.received).toHaveLength(1);
    const raw = JSON.parse(receiver.received[0]!.raw.toString('utf8')) as { ClientId: string };
    expect(webhookNotificationSchema.safeParse(raw).success).toBe(true);
    expect(raw.ClientId).toBe(store.storeId);
  });
});
