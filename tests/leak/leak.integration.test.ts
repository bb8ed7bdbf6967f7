import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvokeChannel, InvokeInput, InvokeOutput } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';
import { guardRailRefusalOf } from '@shared/ipc/channels/uploads';
import { spawnCli, type CliRun } from '@tests/kits/cli/cli-runner';
import { buildBadPackage, buildStockPackage } from '@tests/kits/cli/stock-package';
import { createDeskCore, type DeskCore } from '@core/desk-core';
import { dispatchInvoke } from '@core/ipc/dispatch';
import { createFileLogger } from '@core/logging/file-logger';
import { createNodePorts } from '@core/node-ports';
import type { Clipboard, CorePorts } from '@core/ports';
import { startSandbox, type RunningSandbox } from '@sandbox/start-sandbox';
import {
  describeFindings,
  filesUnder,
  needleVariants,
  scan,
  type Haystack,
  type Needle,
  type Pattern,
} from './leak-scan';

/**
 * The leak test (issue 4, "Done when"): a scripted run through the contract against a sandbox
 * on loopback, as a real (non-sandbox) store whose password goes into the real OS keychain, then
 * a search of everything the run left behind for the password, the access tokens, `Bearer …`
 * and the webhook key. Run under scripts/with-keyring.sh.
 */

const store = {
  storeId: randomUUID(),
  // Characters that change under URL and form encoding, so encoded copies are looked for too.
  secret: `Leak+Test/${randomBytes(6).toString('hex')}=ok&more words`,
  name: 'Аптека «Проверка утечек»',
};
const wrongSecret = `Wrong+Secret/${randomBytes(6).toString('hex')}`;

let sandbox: RunningSandbox;
let dataDir: string;
let filesDir: string;
let core: DeskCore | undefined;
let ports: CorePorts;
const clipboard: Clipboard & { text: string } = {
  text: '',
  async writeText(text) {
    this.text = text;
  },
  async readText() {
    return this.text;
  },
};
const responses: { channel: string; json: string }[] = [];
const events: string[] = [];
const cliRuns: { args: string; run: CliRun }[] = [];

async function invoke<C extends InvokeChannel>(channel: C, input: InvokeInput<C>): Promise<IpcResult<InvokeOutput<C>>> {
  const result = (await dispatchInvoke(core!.handlers, channel, input)) as IpcResult<InvokeOutput<C>>;
  responses.push({ channel, json: JSON.stringify(result) });
  return result;
}

async function call<C extends InvokeChannel>(channel: C, input: InvokeInput<C>): Promise<InvokeOutput<C>> {
  const result = await invoke(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
  return result.data;
}

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function cli(args: string[]): Promise<CliRun> {
  const run = await spawnCli([...args, '--json'], { env: { PHARMEX_DATA_DIR: dataDir } });
  cliRuns.push({ args: args.join(' '), run });
  return run;
}

beforeAll(async () => {
  sandbox = await startSandbox({
    stores: [store],
    demoStockRows: 0,
    processing: { acceptedMs: 30, processingMs: 30 },
    limits: { requestRate: null, fullUploadsPerMoscowDay: null, changesIntervalSeconds: null },
    webhooks: { maxAttempts: 2, initialDelayMs: 10, maxDelayMs: 20, timeoutMs: 500 },
  });
  dataDir = mkdtempSync(join(tmpdir(), 'desk-leak-data-'));
  filesDir = mkdtempSync(join(tmpdir(), 'desk-leak-files-'));
  const base = createNodePorts({ dataDir, shell: 'cli', appVersion: '0.0.0-leak' });
  // The same ports as the CLI, with debug logging (more to leak) and a clipboard (the key's one allowed place).
  ports = { ...base, logger: createFileLogger({ dir: base.paths.logDir, level: 'debug' }), clipboard };
  core = createDeskCore(ports, { uploads: { tracking: { initialDelayMs: 50, maxDelayMs: 200 } } });
  core.events.onAny((event, payload) => events.push(JSON.stringify({ event, payload })));
});

afterAll(async () => {
  await core?.close();
  await ports?.secrets.delete(store.storeId.toLowerCase()).catch(() => false);
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
});

describe('leak test', () => {
  it('leaves no password, token, Bearer value or webhook key in IPC responses, events, logs, SQLite, files or CLI output', async () => {
    // --- a store on the sandbox's loopback address, as a real operator store
    await call('app:get-info', undefined);
    const added = await call('profiles:add', {
      storeId: store.storeId.toUpperCase(),
      name: store.name,
      baseUrl: sandbox.baseUrl,
      authUrl: sandbox.authUrl,
    });
    expect(added.profile.isSandbox).toBe(false);
    // Plain http to this PC is allowed, with a warning per address.
    expect(added.warnings).toEqual([
      { field: 'baseUrl', code: 'url-http-loopback' },
      { field: 'authUrl', code: 'url-http-loopback' },
    ]);
    const profileId = added.profile.id;

    // --- a wrong password first: refused, and the refusal must not echo it
    await call('profiles:set-secret', { id: profileId, secret: wrongSecret });
    const refused = await invoke('profiles:test-connection', { id: profileId });
    expect(refused.ok ? 'ok' : refused.error.code).toBe('invalid-client');

    // --- the real password, through the channel into the real keychain
    await call('profiles:set-secret', { id: profileId, secret: `${store.secret}\n` });
    expect(await ports.secrets.get(store.storeId.toLowerCase())).toBe(store.secret);
    expect((await call('profiles:secret-states', undefined)).find((s) => s.profileId === profileId)?.state).toBe(
      'stored',
    );
    expect((await call('profiles:test-connection', { id: profileId })).expiresIn).toBe(3600);

    // --- validate (here and on the server), upload in full, track to Processed
    const goods = sandbox.control.dictionaries.goodsSample(12);
    const packageText = buildStockPackage(goods, { prefix: 'LEAK' });
    const badText = buildBadPackage();
    writeFileSync(join(filesDir, 'changes.json'), buildStockPackage(goods.slice(0, 3), { prefix: 'LEAK' }));
    writeFileSync(join(filesDir, 'bad.json'), badText);
    const preview = await call('uploads:preview-file', { fileName: 'stock.json', bytes: Buffer.from(packageText) });
    expect(preview.check.valid).toBe(true);
    expect((await call('uploads:validate-on-server', { profileId, previewId: preview.previewId })).valid).toBe(true);
    const bad = await call('uploads:preview-file', { fileName: 'bad.json', bytes: Buffer.from(badText) });
    expect((await call('uploads:validate-on-server', { profileId, previewId: bad.previewId })).valid).toBe(false);
    await call('uploads:list-errors', { source: { type: 'preview', previewId: bad.previewId, origin: 'server' } });
    // One round trip when no guard rail asks; otherwise its refusal names what to confirm.
    const first = await invoke('uploads:start', { profileId, previewId: preview.previewId, kind: 'full' });
    const findings = first.ok ? [] : (guardRailRefusalOf(first.error)?.findings ?? []);
    const acknowledge = findings.flatMap((f) =>
      f.action === 'confirm' && f.rule !== 'invalid-package' ? [f.rule] : [],
    );
    const started = first.ok
      ? first.data
      : await call('uploads:start', { profileId, previewId: preview.previewId, kind: 'full', acknowledge });
    expect(started.outcome).toBe('accepted');
    const tracked = await until('the full upload to be processed', async () => {
      const got = await call('uploads:get', { uploadId: started.id });
      return got.upload.tracking === 'active' ? undefined : got;
    });
    expect(tracked.upload).toMatchObject({ statusId: 2, outcome: 'processed' });
    await call('uploads:list', { profileId });

    // --- read back
    expect((await call('stocks:pull', { profileId })).rowCount).toBe(goods.length);
    await call('stocks:summary', { profileId });
    await call('stocks:query', { profileId, offset: 0, limit: 100 });
    await call('stocks:reconcile', { profileId, fileName: 'stock.json', text: packageText });

    // --- webhooks: key (described, then copied to the clipboard), subscribe, unsubscribe
    const webhookKey = sandbox.control.webhookSecret(store.storeId.toLowerCase());
    expect((await call('webhooks:key-info', { profileId })).length).toBe(webhookKey.length);
    expect((await call('webhooks:copy-key', { profileId })).copied).toBe(true);
    expect(clipboard.text).toBe(webhookKey);
    await call('webhooks:subscribe', { profileId, event: 'stocks_full', url: 'https://hooks.pharmacy.example/desk' });
    await call('webhooks:list', { profileId });
    await call('webhooks:unsubscribe', { profileId, event: 'stocks_full' });

    // --- two small dictionaries
    const plan = await call('dictionaries:sync', { profileId, names: ['countries', 'dosages'] });
    expect([...plan.started].sort()).toEqual(['countries', 'dosages']);
    const dictionaries = await until('the dictionary sync to end', async () => {
      const list = await call('dictionaries:list', { profileId });
      return list.running === null ? list : undefined;
    });
    expect(
      dictionaries.dictionaries
        .filter((d) => d.loaded)
        .map((d) => d.name)
        .sort(),
    ).toEqual(['countries', 'dosages']);
    await call('dictionaries:page', { profileId, name: 'countries', offset: 0, limit: 50 });
    await call('profiles:list', undefined);

    // --- the CLI over the same data folder and keychain, --json (each run gets its own token)
    const store_ = ['--store', String(profileId)];
    const [token, pull, key, validate] = await Promise.all([
      cli(['token', String(profileId)]),
      cli(['stocks', 'pull', ...store_]),
      cli(['webhooks', 'key', ...store_]),
      cli(['validate', join(filesDir, 'bad.json'), '--server', ...store_]),
    ]);
    expect([token.code, pull.code, key.code, validate.code], JSON.stringify(cliRuns.map((r) => r.run.stderr))).toEqual([
      0, 0, 0, 3,
    ]);
    const changes = await cli(['upload', join(filesDir, 'changes.json'), '--changes', '--wait', ...store_]);
    expect(changes.code, changes.stderr).toBe(0);
    expect(JSON.parse(changes.stdout)).toMatchObject({ upload: { kind: 'changes', statusId: 2 } });
    for (const { run } of cliRuns) expect(() => JSON.parse(run.stdout)).not.toThrow();

    // --- collect everything the run left behind
    const tokens = sandbox.control.issuedTokens();
    // The core's tokens (wrong password issued none) and one per CLI run that called the API.
    expect(tokens.length).toBeGreaterThanOrEqual(1 + cliRuns.length);
    const haystacks: Haystack[] = [
      ...responses.map((r, i) => ({ source: `ipc#${i}:${r.channel}`, bytes: Buffer.from(r.json) })),
      ...events.map((e, i) => ({ source: `event#${i}`, bytes: Buffer.from(e) })),
      ...cliRuns.flatMap(({ args, run }) => [
        { source: `cli stdout: ${args}`, bytes: Buffer.from(run.stdout) },
        { source: `cli stderr: ${args}`, bytes: Buffer.from(run.stderr) },
      ]),
      // While core is open: the database with its -wal and -shm, the logs, anything else written.
      ...filesUnder(dataDir, 'data (open)'),
    ];
    await core!.close();
    core = undefined;
    // After close: the WAL checkpointed into the database file.
    haystacks.push(...filesUnder(dataDir, 'data (closed)'));

    const sources = haystacks.map((h) => h.source);
    expect(sources).toEqual(
      expect.arrayContaining([
        'data (open):desk.sqlite',
        'data (open):desk.sqlite-wal',
        'data (open):logs/desk.log',
        'data (closed):desk.sqlite',
      ]),
    );
    expect(sources.some((s) => s.startsWith('data (open):logs/cli'))).toBe(true);
    // The scan reads real content: the store's GUID is in the database, the logs and the responses.
    // The GUID is kept as the user entered it (upper case here) where it is sent and logged, and
    // folded to lower case where it is looked up; either form counts as real content.
    const guidForms = [store.storeId.toLowerCase(), store.storeId.toUpperCase()];
    const guidHits = scan(
      haystacks,
      guidForms.map((value) => ({ label: 'guid', value })),
      [],
    ).map((f) => f.source);
    expect(guidHits).toEqual(expect.arrayContaining(['data (closed):desk.sqlite', 'data (open):logs/desk.log']));

    const needles: Needle[] = [
      ...needleVariants('store password', store.secret),
      ...needleVariants('wrong password', wrongSecret),
      ...tokens.map((t, i) => ({ label: `access token #${i + 1} of ${tokens.length}`, value: t })),
      ...needleVariants('webhook key', webhookKey),
    ];
    const patterns: Pattern[] = [
      { label: '"Bearer " and a token', regex: /Bearer\s+[A-Za-z0-9\-._~+/]{8,}=*/ },
      { label: 'a JWT', regex: /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ },
      {
        label: 'an Authorization header value',
        regex: /authorization["']?\s*[:=]\s*["']?(?!\[)[A-Za-z]+\s+[^\s"',}]{8,}/i,
      },
    ];
    const leaks = scan(haystacks, needles, patterns);
    expect(leaks, `Leaks found:\n${describeFindings(leaks)}`).toEqual([]);

    // The webhook key's one place by design (webhook-key-vault.ts): main's memory and the clipboard, on demand.
    expect(
      scan(
        [{ source: 'clipboard', bytes: Buffer.from(clipboard.text) }],
        needleVariants('webhook key', webhookKey),
        [],
      ),
    ).toHaveLength(1);
  }, 180_000);
});
