import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryNames, type DictionaryName } from '@shared/protocol/dictionaries';
import { operatorInstant } from '@shared/protocol/operator-date-time';
import { webhookNotificationSchema } from '@shared/protocol/webhooks';
import { ExitCode } from '../cli/exit-codes';
import { runCliInProcess } from '@tests/kits/cli/cli-runner';
import { buildStockPackage } from '@tests/kits/cli/stock-package';
import type { RunningSandbox } from '../sandbox/start-sandbox';
import {
  callApi,
  fetchToken,
  manualClock,
  startTestSandbox,
  startReceiver,
  stockPackage,
  tinyDictionaryProfile,
} from '@tests/kits/sandbox/sandbox-test-kit';
import { createApiClient } from './api/api-client';
import { createMemoryLogger, seededRandom } from '@tests/kits/core/api/test-ports';
import { openDatabase } from './db/open-database';
import { DATABASE_FILE } from './desk-core';
import { DeskError } from './errors';
import { recordsOf } from './dictionaries/chunk-body';
import type { ChunkQuery, ChunkSource } from './dictionaries/chunk-source';
import { registerTextFunctions } from './dictionaries/dictionary-pages';
import { sourceKeyOf } from './dictionaries/dictionary-source';
import {
  differences,
  localRecords,
  openTempDb,
  sandboxSource,
  startDictSandbox,
  syncWith,
  testParts,
} from '@tests/kits/core/dictionaries/dict-test-kit';
import { createSyncStateRepo } from './dictionaries/sync-state';
import {
  createUploadsTestEnv,
  moscowClock,
  samplePackage,
  waitFor,
  type UploadsTestEnv,
} from '@tests/kits/core/uploads/uploads-test-env';

/**
 * The client against the sandbox playing each plausible operator (sandbox variants, see
 * docs/protocol-notes.md). Each `describe` is one variant; each case one behaviour the client
 * must survive, through the core and, where a command exists, through the CLI.
 * Run under scripts/with-keyring.sh: the CLI cases keep the store's password in the OS keychain.
 */

/** Dictionaries larger than one capped chunk: goods and barcodes need several 1,000-record chunks. */
const cappedProfile = { ...tinyDictionaryProfile, goods: 2600, barcodes: 3400 };

/** Wraps a source to record each query and how many records its answer held. */
function recording(source: ChunkSource) {
  const chunks: { name: DictionaryName; query: ChunkQuery; records: number }[] = [];
  const wrapped: ChunkSource = {
    async chunk(name, query, signal) {
      const body = await source.chunk(name, query, signal);
      chunks.push({ name, query, records: [...recordsOf(body)].length });
      return body;
    },
    goodsLinks: (signal) => source.goodsLinks(signal),
  };
  return { source: wrapped, chunks };
}

describe('client against sandbox variant capped (chunks of at most 1,000 whatever count asks)', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startDictSandbox({ variant: 'capped', dictionaries: { profile: cappedProfile } });
  });
  afterAll(async () => sandbox?.close());

  it('core: syncs all 24 dictionaries with count 10,000 and ends equal to the sandbox in content', async () => {
    const temp = openTempDb();
    try {
      const parts = testParts(temp.db);
      const src = parts.state.sourceId('sandbox');
      const storeId = sandbox.stores[0]!.storeId.toLowerCase();
      const recorded = recording(sandboxSource(sandbox));
      const summary = await syncWith(parts, recorded.source, { src, storeId, count: 10_000 });

      expect(differences(temp.db, src, sandbox)).toEqual([]);
      expect(summary.progress).toMatchObject({ state: 'done', completed: 24, total: 24 });
      const counts = sandbox.control.dictionaries.counts();
      for (const name of ['goods_normalized', 'goods_denormalized', 'barcodes'] as const) {
        const asked = recorded.chunks.filter((c) => c.name === name);
        // Every chunk asked for 10,000 and got at most 1,000; the empty one ended the dictionary.
        expect(
          asked.every((c) => c.query.count === 10_000 && c.records <= 1000),
          name,
        ).toBe(true);
        expect(asked.map((c) => c.records).slice(0, 1), name).toEqual([1000]);
        expect(asked.at(-1)!.records, name).toBe(0);
        expect(asked, name).toHaveLength(Math.ceil(counts[name] / 1000) + 1);
        expect(parts.state.state(src, name).rowCount, name).toBe(counts[name]);
        expect(parts.state.state(src, name).lastStatus, name).toBe('ok');
      }
      expect(counts.barcodes).toBeGreaterThan(3000);
    } finally {
      temp.cleanup();
    }
  }, 120_000);

  it('CLI: `dict sync` loads every goods record and barcode past the capped chunks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pharmex-capped-'));
    const store = sandbox.stores[0]!;
    const where = [
      '--store',
      store.storeId,
      '--base-url',
      sandbox.baseUrl,
      '--auth-url',
      sandbox.authUrl,
      '--data-dir',
      dir,
    ];
    try {
      const saved = await runCliInProcess(['secret', 'set', ...where], { input: `${store.secret}\n` });
      expect(saved.code, saved.stderr).toBe(ExitCode.ok);
      const names: DictionaryName[] = ['goods_normalized', 'barcodes'];
      const run = await runCliInProcess(['dict', 'sync', ...names, '--force', ...where]);
      expect(run.code, run.stderr).toBe(ExitCode.ok);

      const db = openDatabase(join(dir, DATABASE_FILE));
      try {
        registerTextFunctions(db);
        const state = createSyncStateRepo(db, () => new Date());
        const src = state.sourceId(sourceKeyOf({ baseUrl: sandbox.baseUrl, isSandbox: false }));
        expect(differences(db, src, sandbox, names)).toEqual([]);
        const counts = sandbox.control.dictionaries.counts();
        for (const name of names) expect(state.state(src, name).rowCount, name).toBe(counts[name]);
      } finally {
        db.close();
      }
    } finally {
      await runCliInProcess(['profiles', 'remove', '--yes', ...where]);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('holds every dictionary the sandbox serves', () => {
    expect(Object.keys(sandbox.control.dictionaries.counts()).sort()).toEqual([...dictionaryNames].sort());
  });
});

/** The CLI's address flags for a sandbox store, with its own data folder. */
function cliWhere(sandbox: RunningSandbox, dataDir: string, storeId = sandbox.stores[0]!.storeId) {
  return ['--store', storeId, '--base-url', sandbox.baseUrl, '--auth-url', sandbox.authUrl, '--data-dir', dataDir];
}

/** Current goods that are not price-regulated (a package of them is processed to status 2). */
function plainGoods(sandbox: RunningSandbox, n: number) {
  return sandbox.control.dictionaries
    .goodsSample(n * 4)
    .filter((g) => !g.gnvls)
    .slice(0, n);
}

/** Sends a full package through the real core and waits until its tracking ends. */
async function sendFullThroughCore(env: UploadsTestEnv, text: string) {
  const preview = await env.invoke('uploads:preview-file', { fileName: 's.json', bytes: Buffer.from(text) });
  const started = await env.invoke('uploads:start', {
    profileId: env.profileId,
    previewId: preview.previewId,
    kind: 'full',
  });
  expect(started.outcome).toBe('accepted');
  return waitFor(async () => {
    const got = await env.invoke('uploads:get', { uploadId: started.id });
    return got.upload.tracking === 'active' ? undefined : got;
  });
}

/** The sandbox's dotnet clock: every date it writes is this instant as `2026-11-23T05:15:00.1234567`. */
const DOTNET_NOW = '2026-11-23T05:15:00.123Z';

describe('client against sandbox variant dotnet', () => {
  let sandbox: RunningSandbox;
  let dir: string;
  const envs: UploadsTestEnv[] = [];
  const coreOn = () => {
    const env = createUploadsTestEnv({ sandbox, clock: moscowClock('06:00') });
    envs.push(env);
    return env;
  };
  beforeAll(async () => {
    sandbox = await startTestSandbox({ variant: 'dotnet', clock: manualClock(DOTNET_NOW) });
    dir = mkdtempSync(join(tmpdir(), 'pharmex-dotnet-'));
  });
  afterAll(async () => {
    for (const env of envs) await env.close();
    await sandbox?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('status: a statusDate without offset and with 7 fraction digits is read as UTC; the upload ends Processed (core, CLI `status`)', async () => {
    const nnts = plainGoods(sandbox, 3).map((g) => g.nnt);
    const { upload, timeline } = await sendFullThroughCore(coreOn(), samplePackage(3, { nnts }));
    expect(upload).toMatchObject({ outcome: 'processed', tracking: 'done', statusId: 2 });
    expect(timeline.map((t) => t.statusId)).toContain(2);
    for (const t of timeline) {
      expect(t.statusDate).toBe('2026-11-23T05:15:00.1234567Z');
      expect(Date.parse(t.statusDate!)).toBe(Date.parse(DOTNET_NOW));
    }

    const where = cliWhere(sandbox, join(dir, 'status'));
    const store = sandbox.stores[0]!;
    try {
      const saved = await runCliInProcess(['secret', 'set', ...where], { input: `${store.secret}\n` });
      expect(saved.code, saved.stderr).toBe(ExitCode.ok);
      writeFileSync(join(dir, 'good.json'), buildStockPackage(plainGoods(sandbox, 2), { prefix: 'DN' }));
      const sent = await runCliInProcess(['upload', join(dir, 'good.json'), '--full', '--wait', '--yes', ...where]);
      expect(sent.code, sent.stderr).toBe(ExitCode.ok);
      expect(sent.stdout).toMatch(/Итоговый статус: 2 Обработан/);
      const messageId = /MESSAGE_ID: ([0-9a-f-]{36})/i.exec(sent.stdout)?.[1];
      expect(messageId).toBeDefined();
      const status = await runCliInProcess(['status', messageId!, '--json', ...where.slice(-2)]);
      expect(status.code, status.stderr).toBe(ExitCode.ok);
      const doc = JSON.parse(status.stdout) as { upload: { statusId: number }; timeline: { statusDate: string }[] };
      expect(doc.upload.statusId).toBe(2);
      expect(doc.timeline.length).toBeGreaterThan(0);
      for (const t of doc.timeline) expect(Date.parse(t.statusDate)).toBe(Date.parse(DOTNET_NOW));
    } finally {
      await runCliInProcess(['profiles', 'remove', '--yes', ...where]);
    }
  }, 120_000);
  it('validate --server: a 400 with PascalCase StatusCode/ExceptionMessage and ValidationErrors: null exits 3 with ExceptionMessage (CLI and core)', async () => {
    const text = '{"date": ';
    // The sandbox's own answer, to compare what the user is shown with.
    const raw = await callApi(sandbox, await fetchToken(sandbox), 'POST', '/v5/json_schemas/stocks/validation', {
      body: text,
    });
    const answer = (await raw.json()) as { ExceptionMessage: string; ValidationErrors: unknown };
    expect(raw.status).toBe(400);
    expect(answer.ValidationErrors).toBeNull();
    expect(answer.ExceptionMessage).toMatch(/not valid JSON/);

    const env = coreOn();
    const preview = await env.invoke('uploads:preview-file', { fileName: 'broken.json', bytes: Buffer.from(text) });
    const server = await env.invoke('uploads:validate-on-server', {
      profileId: env.profileId,
      previewId: preview.previewId,
    });
    expect(server).toMatchObject({
      origin: 'server',
      valid: false,
      exceptionMessage: answer.ExceptionMessage,
      errorCount: 0,
    });

    const where = cliWhere(sandbox, join(dir, 'validate-null'));
    try {
      const saved = await runCliInProcess(['secret', 'set', ...where], { input: `${sandbox.stores[0]!.secret}\n` });
      expect(saved.code, saved.stderr).toBe(ExitCode.ok);
      writeFileSync(join(dir, 'broken.json'), text);
      const run = await runCliInProcess(['validate', join(dir, 'broken.json'), '--server', '--no-preflight', ...where]);
      expect(run.code, run.stderr).toBe(ExitCode.invalid);
      expect(run.stdout).toContain(answer.ExceptionMessage);
      const json = await runCliInProcess([
        'validate',
        join(dir, 'broken.json'),
        '--server',
        '--no-preflight',
        '--json',
        ...where,
      ]);
      expect(json.code).toBe(ExitCode.invalid);
      expect(JSON.parse(json.stdout)).toMatchObject({
        valid: false,
        server: { valid: false, exceptionMessage: answer.ExceptionMessage, errorCount: 0 },
      });
    } finally {
      await runCliInProcess(['profiles', 'remove', '--yes', ...where]);
    }
  }, 60_000);

  it('validate --server: .NET field messages ("… Path \'stocks[0].prtId\', line 5, position 20.") with Field/Message reach the user per row and field', async () => {
    const pkg = stockPackage(sandbox, 2, (i) => (i === 1 ? { prtId: 12345 } : {}));
    const text = JSON.stringify(pkg, null, 2);
    const line = text.split('\n').findIndex((l) => l.includes('"prtId": 12345')) + 1;
    const dotnetMessage = new RegExp(
      `^Invalid type\\. Expected String but got Integer\\. Path 'stocks\\[1\\]\\.prtId', line ${line}, position \\d+\\.$`,
    );

    const env = coreOn();
    const preview = await env.invoke('uploads:preview-file', { fileName: 'typed.json', bytes: Buffer.from(text) });
    const server = await env.invoke('uploads:validate-on-server', {
      profileId: env.profileId,
      previewId: preview.previewId,
    });
    expect(server).toMatchObject({ origin: 'server', valid: false, errorCount: 1 });
    const listed = await env.invoke('uploads:list-errors', {
      source: { type: 'preview', previewId: preview.previewId, origin: 'server' },
      offset: 0,
      limit: 100,
    });
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({ fieldPath: 'stocks[1].prtId', rowIndex: 1, field: 'prtId', line });
    expect(listed.items[0]!.message).toMatch(dotnetMessage);

    const where = cliWhere(sandbox, join(dir, 'validate-fields'));
    try {
      const saved = await runCliInProcess(['secret', 'set', ...where], { input: `${sandbox.stores[0]!.secret}\n` });
      expect(saved.code, saved.stderr).toBe(ExitCode.ok);
      writeFileSync(join(dir, 'typed.json'), text);
      const json = await runCliInProcess([
        'validate',
        join(dir, 'typed.json'),
        '--server',
        '--no-preflight',
        '--json',
        ...where,
      ]);
      expect(json.code, json.stderr).toBe(ExitCode.invalid);
      const doc = JSON.parse(json.stdout) as {
        server: { errors: { fieldPath: string; rowIndex: number; line: number; message: string }[] };
      };
      expect(doc.server.errors).toHaveLength(1);
      expect(doc.server.errors[0]).toMatchObject({ fieldPath: 'stocks[1].prtId', rowIndex: 1, line });
      expect(doc.server.errors[0]!.message).toMatch(dotnetMessage);
      const run = await runCliInProcess(['validate', join(dir, 'typed.json'), '--server', '--no-preflight', ...where]);
      expect(run.code).toBe(ExitCode.invalid);
      // Per row and field, the .NET wording read into a reason and said in Russian (the JSON above keeps the verbatim text).
      const serverPart = run.stdout.slice(run.stdout.indexOf('Проверка на сервере оператора'));
      expect(serverPart).toMatch(
        new RegExp(
          `запись №2, строка ${line}, поз\\. \\d+: prtId .*должно быть текстом в кавычках, а в файле целое число`,
        ),
      );
    } finally {
      await runCliInProcess(['profiles', 'remove', '--yes', ...where]);
    }
  }, 60_000);

  it('a plain-text 429 ("API calls quota exceeded! …") is retried after Retry-After and, when it persists, shown as text', async () => {
    const clock = manualClock('2026-11-23T05:15:00Z');
    const limited = await startTestSandbox({
      variant: 'dotnet',
      clock,
      limits: { requestRate: { maxRequests: 2, windowSeconds: 60 } },
    });
    try {
      const store = limited.stores[0]!;
      const connection = {
        storeId: store.storeId,
        baseUrl: limited.baseUrl,
        authUrl: limited.authUrl,
        getSecret: async () => store.secret,
      };
      // The client waits on the sandbox's clock, so a wait of Retry-After really opens the window.
      const waited: number[] = [];
      const patient = createApiClient(
        {
          fetch,
          clock: { now: () => clock.now(), sleep: async (ms) => void (waited.push(ms), clock.advance(ms)) },
          logger: createMemoryLogger(),
          random: seededRandom(1),
        },
        connection,
      );
      expect(await patient.getWebhookKey()).not.toBeNull();
      expect(await patient.getWebhookKey()).not.toBeNull();
      clock.advance(20_000);
      expect(await patient.getWebhookKey()).not.toBeNull();
      expect(waited).toEqual([40_000]);

      // A fresh window, filled; then a client whose waits do not move the sandbox's clock meets the limit every time.
      clock.advance(120_000);
      await patient.getWebhookKey();
      await patient.getWebhookKey();
      const stuck: number[] = [];
      const blocked = createApiClient(
        {
          fetch,
          clock: { now: () => clock.now(), sleep: async (ms) => void stuck.push(ms) },
          logger: createMemoryLogger(),
          random: seededRandom(1),
          policy: { maxAttempts: 3 },
        },
        connection,
      );
      const failure = await blocked.getWebhookKey().catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(DeskError);
      expect(failure).toMatchObject({
        code: 'rate-limited',
        details: { status: 429, reason: 'API calls quota exceeded! maximum admitted 2 per 1m.' },
      });
      expect((failure as DeskError).message).toContain('API calls quota exceeded! maximum admitted 2 per 1m.');
      expect(stuck).toEqual([60_000, 60_000]);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('stock read-back (stkDate, loadDate, supDate, exp) and webhook Date without offset are read as UTC', async () => {
    const env = coreOn();
    const receiver = await startReceiver();
    const storeId = sandbox.stores[0]!.storeId;
    const token = await fetchToken(sandbox);
    try {
      // Subscribed over HTTP: the app refuses a loopback notification address, this receiver is one.
      const sub = await callApi(sandbox, token, 'POST', '/v5/events/stocks_full/subscribe', {
        body: { clientId: storeId, url: receiver.url },
      });
      expect(sub.status).toBe(201);
      const pkg = stockPackage(sandbox, 1, () => ({ exp: '2027-01-31T00:00:00+03:00' }));
      const sent = await callApi(sandbox, token, 'POST', `/v5/stores/${storeId}/stocks`, {
        body: pkg,
      });
      expect(sent.status).toBe(202);
      await sandbox.control.flush();
      await sandbox.control.webhooksIdle();

      const pulled = await env.invoke('stocks:pull', { profileId: env.profileId });
      expect(pulled.rowCount).toBe(1);
      const { rows } = await env.invoke('stocks:query', { profileId: env.profileId, offset: 0, limit: 10 });
      const row = rows[0]!;
      expect(row).toMatchObject({
        stkDate: '2024-05-01T05:00:00.0004567Z',
        supDate: '2024-04-01T07:00:00.0004567Z',
        exp: '2027-01-30T21:00:00.0004567Z',
        loadDate: '2026-11-23T05:15:00.1234567Z',
      });
      // The instants uploaded, not the PC's local wall clock.
      expect(Date.parse(row.stkDate!)).toBe(Date.parse(pkg.date));
      expect(Date.parse(row.supDate!)).toBe(Date.parse('2024-04-01T10:00:00+03:00'));
      expect(Date.parse(row.exp!)).toBe(Date.parse('2027-01-31T00:00:00+03:00'));

      expect(receiver.received.length).toBeGreaterThanOrEqual(1);
      const hook = webhookNotificationSchema.parse(JSON.parse(receiver.received.at(-1)!.raw.toString('utf8')));
      expect(hook.Date).toBe('2026-11-23T05:15:00.1234567Z');
      expect(Date.parse(hook.Date)).toBe(Date.parse(DOTNET_NOW));
    } finally {
      await callApi(sandbox, token, 'DELETE', '/v5/events/stocks_full', { body: { clientId: storeId } });
      await receiver.close();
    }
  }, 60_000);

  it('marketing_manufacturer_supplier_links begDate/endDate written as `…T00:00:00.0000000` sync and read back as dates', async () => {
    const temp = openTempDb();
    try {
      const parts = testParts(temp.db);
      const src = parts.state.sourceId('sandbox');
      const name = 'marketing_manufacturer_supplier_links';
      const summary = await syncWith(parts, sandboxSource(sandbox), {
        src,
        storeId: sandbox.stores[0]!.storeId.toLowerCase(),
        names: [name],
      });
      expect(summary.progress).toMatchObject({ state: 'done' });
      expect(differences(temp.db, src, sandbox, [name])).toEqual([]);
      const local = [...localRecords(temp.db, src, name).values()].map(
        (r) => JSON.parse(r) as { begDate?: string; endDate?: string },
      );
      expect(local.length).toBeGreaterThan(0);
      const dates = local.flatMap((r) => [r.begDate, r.endDate]).filter((d) => d !== undefined);
      expect(dates.length).toBeGreaterThan(local.length);
      for (const date of dates) {
        // Written as .NET writes a date column; read as midnight UTC of that calendar day.
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.0000000$/);
        const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
        expect(operatorInstant(date), date).toBe(Date.UTC(y, m - 1, d));
      }
    } finally {
      temp.cleanup();
    }
  }, 60_000);
});

describe('client against sandbox variant terse', () => {
  let sandbox: RunningSandbox;
  let dir: string;
  const envs: UploadsTestEnv[] = [];
  const coreOn = () => {
    const env = createUploadsTestEnv({ sandbox, clock: moscowClock('06:00') });
    envs.push(env);
    return env;
  };
  beforeAll(async () => {
    // No goods_links for any store, so that read is empty too.
    sandbox = await startTestSandbox({
      variant: 'terse',
      dictionaries: { profile: { ...tinyDictionaryProfile, linksPerStore: 0 } },
    });
    dir = mkdtempSync(join(tmpdir(), 'pharmex-terse-'));
  });
  afterAll(async () => {
    for (const env of envs) await env.close();
    await sandbox?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('204 No Content means "nothing": stock read-back with no rows, a dictionary chunk past the end (sync ends ok), an empty goods_links', async () => {
    const storeId = sandbox.stores[0]!.storeId;
    const token = await fetchToken(sandbox);
    // The sandbox really answers 204 to each of these reads.
    for (const path of [
      `/v5/stores/${storeId}/stocks`,
      '/v5/references/goods_links',
      '/v5/references/trademarks?count=10&rvInt=9999999999999',
    ]) {
      const raw = await callApi(sandbox, token, 'GET', path);
      expect(raw.status, path).toBe(204);
    }

    const env = coreOn();
    expect(await env.invoke('stocks:pull', { profileId: env.profileId })).toMatchObject({ rowCount: 0 });

    const temp = openTempDb();
    try {
      const parts = testParts(temp.db);
      const src = parts.state.sourceId('sandbox');
      const summary = await syncWith(parts, sandboxSource(sandbox), { src, storeId: storeId.toLowerCase() });
      expect(summary.progress).toMatchObject({ state: 'done', completed: 24, total: 24 });
      expect(differences(temp.db, src, sandbox)).toEqual([]);
      // goods_links is kept per store (its scope is the store GUID).
      const scopeOf = (name: DictionaryName) => (name === 'goods_links' ? storeId.toLowerCase() : undefined);
      for (const name of dictionaryNames)
        expect(parts.state.state(src, name, scopeOf(name)).lastStatus, name).toBe('ok');
      expect(parts.state.state(src, 'goods_links', storeId.toLowerCase()).rowCount).toBe(0);
      expect(parts.state.state(src, 'trademarks').rowCount).toBe(sandbox.control.dictionaries.counts().trademarks);
    } finally {
      temp.cleanup();
    }
  }, 120_000);

  it('a subscribe refused with 400 "already subscribed" is updated with PUT; deleting a missing subscription (404) is success', async () => {
    const env = coreOn();
    const storeId = sandbox.stores[0]!.storeId;
    const urlA = 'https://hooks.example.com/desk/a';
    const urlB = 'https://hooks.example.com/desk/b';
    const first = await env.invoke('webhooks:subscribe', {
      profileId: env.profileId,
      event: 'stocks_updates',
      url: urlA,
    });
    expect(first).toMatchObject({ replacedExisting: false, subscription: { clientId: storeId, url: urlA } });

    // What this operator says to a second POST.
    const token = await fetchToken(sandbox);
    const duplicate = await callApi(sandbox, token, 'POST', '/v5/events/stocks_updates/subscribe', {
      body: { clientId: storeId, url: urlB },
    });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.text()).toMatch(/already subscribed/i);

    const again = await env.invoke('webhooks:subscribe', {
      profileId: env.profileId,
      event: 'stocks_updates',
      url: urlB,
    });
    expect(again).toMatchObject({
      replacedExisting: true,
      subscription: { url: urlB, lastAction: 'update', lastOk: true },
    });

    // Removed on the operator's side: removing it here still succeeds, and the local record goes.
    const removed = await callApi(sandbox, token, 'DELETE', '/v5/events/stocks_updates', {
      body: { clientId: storeId },
    });
    expect(removed.ok).toBe(true);
    const missing = await callApi(sandbox, token, 'DELETE', '/v5/events/stocks_updates', {
      body: { clientId: storeId },
    });
    expect(missing.status).toBe(404);
    expect(await env.invoke('webhooks:unsubscribe', { profileId: env.profileId, event: 'stocks_updates' })).toEqual({
      removed: true,
      wasOnServer: false,
    });
    expect(await env.invoke('webhooks:list', { profileId: env.profileId })).toEqual([]);
  }, 60_000);

  it('client_id is sent exactly as issued (upper-case GUID) and gets a token; the store given in lower case still finds its profile and password (CLI `stocks pull`)', async () => {
    const store = sandbox.stores[0]!;
    expect(store.storeId).toBe(store.storeId.toUpperCase());
    expect(store.storeId).not.toBe(store.storeId.toLowerCase());
    // This operator refuses the same GUID re-cased.
    const recased = await fetch(`${sandbox.authUrl}/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: store.storeId.toLowerCase(),
        client_secret: store.secret,
        grant_type: 'client_credentials',
      }),
    });
    expect(recased.status).toBe(400);

    const env = coreOn();
    const tested = await env.invoke('profiles:test-connection', { id: env.profileId });
    expect(tested).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });

    const saved = cliWhere(sandbox, join(dir, 'case'));
    const lower = cliWhere(sandbox, join(dir, 'case'), store.storeId.toLowerCase());
    try {
      const set = await runCliInProcess(['secret', 'set', ...saved], { input: `${store.secret}\n` });
      expect(set.code, set.stderr).toBe(ExitCode.ok);
      const pull = await runCliInProcess(['stocks', 'pull', '--json', ...lower]);
      expect(pull.code, pull.stderr).toBe(ExitCode.ok);
      expect(JSON.parse(pull.stdout)).toMatchObject({ rowCount: 0 });
    } finally {
      await runCliInProcess(['profiles', 'remove', '--yes', ...saved]);
    }
  }, 60_000);

  it('a Location that answers 404 falls back to {base}/v5/messages/{id}/status and tracking reaches Processed (core and CLI `upload --wait`)', async () => {
    const nnts = plainGoods(sandbox, 3).map((g) => g.nnt);
    const { upload, timeline } = await sendFullThroughCore(coreOn(), samplePackage(3, { nnts }));
    expect(upload).toMatchObject({ outcome: 'processed', tracking: 'done', statusId: 2 });
    expect(timeline.map((t) => t.statusId)).toContain(2);
    // The Location named the older path, which answers 404; the status came from /v5.
    expect(upload.location).toBe(`${sandbox.baseUrl}/v4/messages/${upload.messageId}/status`);
    const stale = await fetch(upload.location!, { headers: { Authorization: `Bearer ${await fetchToken(sandbox)}` } });
    expect(stale.status).toBe(404);

    const where = cliWhere(sandbox, join(dir, 'upload'));
    try {
      const saved = await runCliInProcess(['secret', 'set', ...where], { input: `${sandbox.stores[0]!.secret}\n` });
      expect(saved.code, saved.stderr).toBe(ExitCode.ok);
      writeFileSync(join(dir, 'good.json'), buildStockPackage(plainGoods(sandbox, 2), { prefix: 'TR' }));
      const sent = await runCliInProcess(['upload', join(dir, 'good.json'), '--full', '--wait', '--yes', ...where]);
      expect(sent.code, sent.stderr).toBe(ExitCode.ok);
      expect(sent.stdout).toMatch(/Итоговый статус: 2 Обработан/);
    } finally {
      await runCliInProcess(['profiles', 'remove', '--yes', ...where]);
    }
  }, 120_000);
});
