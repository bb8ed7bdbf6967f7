import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeChannelNames, type InvokeChannel } from '@shared/ipc/contract';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { startTestSandbox } from '@tests/kits/sandbox/sandbox-test-kit';
import { startTestCore, type TestCore } from '@tests/kits/core/profiles/core-test-kit';

const MINE = /^(profiles|stocks|webhooks):/;

describe('no secret leaves main through the profiles, stocks and webhooks channels', () => {
  let sandbox: RunningSandbox;
  let t: TestCore;
  const storeId = randomUUID();
  const password = `known-password-${randomUUID()}`;

  beforeAll(async () => {
    if (process.env.WITH_KEYRING !== '1')
      throw new Error('Run through scripts/with-keyring.sh: this test uses the real keychain.');
    sandbox = await startTestSandbox({
      stores: [{ storeId, secret: password, name: 'Leak test store', realNetId: 7 }],
    });
    t = startTestCore();
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('calls every channel of the three features and finds no password, webhook key or token in any answer, log or database', async () => {
    const called = new Set<InvokeChannel>();
    const invoke = async (channel: InvokeChannel, input: unknown) => {
      called.add(channel);
      return t.invoke(channel as never, input as never);
    };
    const draft = { storeId, name: 'Проверка утечек', baseUrl: sandbox.baseUrl, authUrl: sandbox.authUrl };
    const added = await invoke('profiles:add', draft);
    if (!added.ok) throw new Error(added.error.message);
    const id = (added.data as { profile: { id: number } }).profile.id;
    const sandboxId = t.sandboxProfileId;

    await invoke('profiles:set-secret', { id, secret: password });
    await invoke('profiles:list', undefined);
    await invoke('profiles:secret-states', undefined);
    expect((await invoke('profiles:test-connection', { id })).ok).toBe(true);
    await invoke('profiles:update', { id, ...draft, name: 'Проверка утечек 2' });

    const client = await t.core.context.clientFor(id);
    const goods = (await client.getDictionaryChunk('goods_normalized', { count: 5 })) as {
      nnt: number;
      gnvls: boolean;
    }[];
    const pkg = {
      date: '2024-05-01T08:00:00+03:00',
      stocks: goods.map((g, i) => ({
        prtId: `L${i}`,
        nnt: g.nnt,
        qnt: 2,
        prcOptNds: 10,
        prcRet: 11,
        ...(g.gnvls ? { gnvls: true, prcGnvlsMax: 20 } : {}),
      })),
    };
    await client.uploadStocks('full', JSON.stringify(pkg));
    await sandbox.control.flush();

    for (const profileId of [id, sandboxId]) {
      await invoke('stocks:pull', { profileId });
      await invoke('stocks:summary', { profileId });
      await invoke('stocks:query', {
        profileId,
        offset: 0,
        limit: 50,
        sort: { column: 'prcRet', dir: 'desc' },
        filter: { text: 'l' },
      });
      await invoke('stocks:reconcile', { profileId, fileName: 'p.json', text: JSON.stringify(pkg) });
      await invoke('stocks:sandbox-dispersion', { profileId });
      await invoke('webhooks:key-info', { profileId });
      await invoke('webhooks:copy-key', { profileId });
      await invoke('webhooks:list', { profileId });
      await invoke('webhooks:recheck', { profileId, force: true });
      await invoke('webhooks:test-receiver', { profileId });
      await invoke('webhooks:deliveries', { profileId });
    }
    const hook = 'https://hooks.pharmacy.example/desk';
    expect((await invoke('webhooks:subscribe', { profileId: id, event: 'stocks_full', url: hook })).ok).toBe(true);
    await invoke('webhooks:update', { profileId: id, event: 'stocks_full', url: `${hook}/2` });
    await invoke('webhooks:unsubscribe', { profileId: id, event: 'stocks_full' });
    await invoke('webhooks:subscribe', { profileId: id, event: 'stocks_updates', url: 'not a url' });
    await invoke('profiles:clear-secret', { id });
    await invoke('profiles:test-connection', { id });
    await invoke('profiles:remove', { id });

    const mine = invokeChannelNames.filter((c) => MINE.test(c));
    expect([...called].filter((c) => MINE.test(c)).sort()).toEqual([...mine].sort());

    const secrets = [
      password,
      sandbox.control.webhookSecret(storeId),
      (await (await t.core.context.clientFor(sandboxId)).getWebhookKey())!.secret,
      'sandbox-demo-secret',
      ...t.tokens,
    ];
    expect(t.tokens.length).toBeGreaterThanOrEqual(2);
    for (const response of t.responses) for (const secret of secrets) expect(response).not.toContain(secret);

    await t.core.close();
    const files = [
      ...readdirSync(t.dataDir)
        .filter((f) => f.startsWith('desk.sqlite'))
        .map((f) => join(t.dataDir, f)),
      ...readdirSync(join(t.dataDir, 'logs')).map((f) => join(t.dataDir, 'logs', f)),
    ];
    expect(files.some((f) => f.endsWith('.log'))).toBe(true);
    for (const file of files) {
      const content = readFileSync(file).toString('latin1');
      for (const secret of secrets)
        expect(
          content.includes(Buffer.from(secret, 'utf8').toString('latin1')),
          `${secret.slice(0, 6)}… in ${file}`,
        ).toBe(false);
    }
  });
});
