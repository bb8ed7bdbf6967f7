import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SyncProgress } from '@shared/ipc/channels/dictionaries';
import { invokeContract, type InvokeChannel } from '@shared/ipc/contract';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import type { CoreFeature } from '../core-context';
import { dispatchInvoke, type HandlerMap } from '../ipc/dispatch';
import { systemClock, type Clock } from '../ports';
import { createDictionariesFeature } from './dictionaries-feature';
import { startDictSandbox } from '@tests/kits/core/dictionaries/dict-test-kit';
import { createMemoryOperator, seedPharmacy } from '@tests/kits/core/dictionaries/memory-operator';
import { createTestContext, type SeenEvent } from '@tests/kits/core/dictionaries/test-context';

/** A clock whose time the test sets; sleeps are real but short. */
function settableClock(start: string): Clock & { set(iso: string): void } {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    sleep: (ms, signal) => systemClock.sleep(Math.min(ms, 5), signal),
    set: (iso) => (now = new Date(iso)),
  };
}

const isProgress = (state: SyncProgress['state'], runId?: string | null) => (e: SeenEvent) =>
  e.event === 'dictionaries:progress' &&
  (e.payload as SyncProgress).state === state &&
  (runId == null || (e.payload as SyncProgress).runId === runId);

describe('the dictionaries feature through its contract channels', () => {
  let sandbox: RunningSandbox;
  let env: ReturnType<typeof createTestContext>;
  let feature: CoreFeature;
  let clock: ReturnType<typeof settableClock>;
  /** Calls a channel as a shell does: input and output checked against the contract. */
  const call = async (channel: InvokeChannel, input: unknown) => {
    const result = await dispatchInvoke(feature.handlers as HandlerMap, channel, input);
    if (!result.ok) throw Object.assign(new Error(result.error.message), result.error);
    return result.data as never;
  };

  beforeAll(async () => {
    sandbox = await startDictSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  beforeEach(async () => {
    clock = settableClock('2024-05-01T10:00:00+03:00');
    env = createTestContext(sandbox, clock);
    feature = createDictionariesFeature(env.ctx, { readerPolicy: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 } });
    await feature.start?.();
  });
  afterEach(async () => {
    await feature.close?.();
    env.temp.cleanup();
  });

  it('serves every dictionaries channel of the contract', () => {
    const ours = Object.keys(invokeContract).filter((c) => c.startsWith('dictionaries:'));
    expect(Object.keys(feature.handlers).sort()).toEqual(ours.sort());
  });

  it('syncs in the background with progress events, then lists counts, cursors and the search state', async () => {
    const before = await call('dictionaries:list', { profileId: env.profile.id });
    expect(before).toMatchObject({ running: null, searchReady: false });
    expect((before as { dictionaries: unknown[] }).dictionaries).toHaveLength(24);

    const plan: { runId: string; started: string[]; skipped: unknown[] } = await call('dictionaries:sync', {
      profileId: env.profile.id,
    });
    expect(plan.started).toHaveLength(24);
    expect(plan.skipped).toEqual([]);
    const done = (await env.waitFor(isProgress('done', plan.runId))).payload as SyncProgress;
    expect(done).toMatchObject({ profileId: env.profile.id, completed: 24, total: 24, error: null });
    expect(done.records).toBeGreaterThan(1000);
    expect(env.seen.some(isProgress('running', plan.runId))).toBe(true);
    expect(
      env.seen.some(
        (e) => e.event === 'db:changed' && (e.payload as { tables: string[] }).tables.includes('dict_goods_normalized'),
      ),
    ).toBe(true);

    const after: {
      dictionaries: {
        name: string;
        rows: number;
        cursor: string;
        lastStatus: string;
        polite: { syncedToday: boolean };
      }[];
      searchReady: boolean;
    } = await call('dictionaries:list', { profileId: env.profile.id });
    const counts = sandbox.control.dictionaries.counts();
    const goods = after.dictionaries.find((d) => d.name === 'goods_normalized')!;
    expect(goods).toMatchObject({
      rows: counts.goods_normalized,
      cursor: String(sandbox.control.dictionaries.maxRvInt('goods_normalized')),
      lastStatus: 'ok',
    });
    expect(goods.polite.syncedToday).toBe(true);
    expect(after.dictionaries.find((d) => d.name === 'barcodes')!.polite.syncedToday).toBe(false);
    expect(after.searchReady).toBe(true);

    const found: { items: { nnt: number; matchedBy: string }[] } = await call('dictionaries:search-goods', {
      profileId: env.profile.id,
      text: 'таб',
    });
    expect(found.items.length).toBeGreaterThan(0);
    const card: { nnt: number; barcodes: unknown[] } = await call('dictionaries:product-card', {
      profileId: env.profile.id,
      nnt: found.items[0]!.nnt,
    });
    expect(card.nnt).toBe(found.items[0]!.nnt);
    const page: { rows: unknown[][]; total: number } = await call('dictionaries:page', {
      profileId: env.profile.id,
      name: 'barcodes',
      offset: 0,
      limit: 50,
      sort: 'barcode',
    });
    expect(page.total).toBe(counts.barcodes);
    expect(page.rows).toHaveLength(50);
  });

  it('holds goods and goods links back the same Moscow day unless forced, and lets them through after Moscow midnight', async () => {
    const first: { runId: string } = await call('dictionaries:sync', { profileId: env.profile.id });
    await env.waitFor(isProgress('done', first.runId));

    clock.set('2024-05-01T23:30:00+03:00');
    const again: { runId: string; started: string[]; skipped: { name: string; nextAllowedAt: string }[] } = await call(
      'dictionaries:sync',
      {
        profileId: env.profile.id,
      },
    );
    expect(again.skipped.map((s) => s.name).sort()).toEqual(['goods_denormalized', 'goods_links', 'goods_normalized']);
    expect(again.skipped[0]!.nextAllowedAt).toBe('2024-05-01T21:00:00.000Z');
    expect(again.started).toHaveLength(21);
    await env.waitFor(isProgress('done', again.runId));

    const onlyGoods: { runId: string | null; started: string[] } = await call('dictionaries:sync', {
      profileId: env.profile.id,
      names: ['goods_normalized'],
    });
    expect(onlyGoods).toMatchObject({ runId: null, started: [] });
    const forced: { runId: string; started: string[] } = await call('dictionaries:sync', {
      profileId: env.profile.id,
      names: ['goods_normalized'],
      force: true,
    });
    expect(forced.started).toEqual(['goods_normalized']);
    await env.waitFor(isProgress('done', forced.runId));

    clock.set('2024-05-02T00:00:01+03:00');
    const nextDay: { runId: string; started: string[] } = await call('dictionaries:sync', {
      profileId: env.profile.id,
      names: ['goods_links'],
    });
    expect(nextDay.started).toEqual(['goods_links']);
    await env.waitFor(isProgress('done', nextDay.runId));
  });

  it('refuses a second sync of the same operator while one runs, cancels on request, and resumes later', async () => {
    await feature.close?.();
    feature = createDictionariesFeature(env.ctx, {
      count: 20,
      readerPolicy: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 },
    });
    const plan: { runId: string } = await call('dictionaries:sync', { profileId: env.profile.id });
    await expect(call('dictionaries:sync', { profileId: env.profile.id })).rejects.toMatchObject({ code: 'conflict' });
    await env.waitFor((e) => isProgress('running', plan.runId)(e) && (e.payload as SyncProgress).chunks > 0);
    expect(await call('dictionaries:cancel-sync', { profileId: env.profile.id })).toEqual({ cancelled: true });
    const cancelled = (await env.waitFor(isProgress('cancelled', plan.runId))).payload as SyncProgress;
    expect(cancelled.error?.code).toBe('cancelled');
    expect(await call('dictionaries:cancel-sync', { profileId: env.profile.id })).toEqual({ cancelled: false });
    const list: { dictionaries: { lastStatus: string | null }[] } = await call('dictionaries:list', {
      profileId: env.profile.id,
    });
    expect(list.dictionaries.some((d) => d.lastStatus === 'cancelled')).toBe(true);

    const resumed: { runId: string } = await call('dictionaries:sync', { profileId: env.profile.id });
    await env.waitFor(isProgress('done', resumed.runId), 60_000);
  });

  it('re-syncs from scratch, and leaves a politely held-back dictionary untouched', async () => {
    const first: { runId: string } = await call('dictionaries:sync', { profileId: env.profile.id });
    await env.waitFor(isProgress('done', first.runId));
    const goodsBefore = (env.ctx.db.prepare('SELECT count(*) AS n FROM dict_goods_normalized').get() as { n: number })
      .n;

    const reset: { runId: string; started: string[]; skipped: { name: string }[] } = await call('dictionaries:reset', {
      profileId: env.profile.id,
      names: ['barcodes', 'goods_normalized'],
    });
    expect(reset.started).toEqual(['barcodes']);
    expect(reset.skipped.map((s) => s.name)).toEqual(['goods_normalized']);
    await env.waitFor(isProgress('done', reset.runId));
    expect((env.ctx.db.prepare('SELECT count(*) AS n FROM dict_goods_normalized').get() as { n: number }).n).toBe(
      goodsBefore,
    );
    expect((env.ctx.db.prepare('SELECT count(*) AS n FROM dict_barcodes').get() as { n: number }).n).toBe(
      sandbox.control.dictionaries.counts().barcodes,
    );
  });

  it('quarantines records that fail their schema, with the reason, and counts them', async () => {
    await feature.close?.();
    const op = createMemoryOperator();
    seedPharmacy(op);
    op.put(
      'goods_normalized',
      {
        nnt: 700001,
        name: 'Без НДС',
        actual: true,
        gnvls: false,
        vat: 'десять',
        ex: false,
        stm: false,
        ustm: false,
        exch: false,
      },
      (r) => String(r.nnt),
    );
    feature = createDictionariesFeature(env.ctx, { sourceFor: async () => op });
    const plan: { runId: string } = await call('dictionaries:sync', { profileId: env.profile.id });
    const done = (await env.waitFor(isProgress('done', plan.runId))).payload as SyncProgress;
    expect(done.quarantined).toBe(1);
    const list: { dictionaries: { name: string; quarantined: number; rows: number }[] } = await call(
      'dictionaries:list',
      { profileId: env.profile.id },
    );
    expect(list.dictionaries.find((d) => d.name === 'goods_normalized')).toMatchObject({ quarantined: 1, rows: 5 });
    const q: { items: { name: string; recordKey: string; reason: string; raw: string }[]; total: number } = await call(
      'dictionaries:quarantine',
      {
        profileId: env.profile.id,
      },
    );
    expect(q.total).toBe(1);
    expect(q.items[0]).toMatchObject({ name: 'goods_normalized', recordKey: '[700001]' });
    expect(q.items[0]!.reason).toMatch(/vat/);
    expect(q.items[0]!.raw).toContain('десять');

    // A later valid version of the record takes its place and leaves quarantine.
    op.put(
      'goods_normalized',
      {
        nnt: 700001,
        name: 'Без НДС',
        actual: true,
        gnvls: false,
        vat: 0,
        ex: false,
        stm: false,
        ustm: false,
        exch: false,
      },
      (r) => String(r.nnt),
    );
    const again: { runId: string } = await call('dictionaries:sync', { profileId: env.profile.id, force: true });
    await env.waitFor(isProgress('done', again.runId));
    expect(((await call('dictionaries:quarantine', { profileId: env.profile.id })) as { total: number }).total).toBe(0);
  });

  it('marks a sync cut short by a crash as interrupted when core starts again', async () => {
    env.ctx.db.prepare("INSERT INTO dict_sources (key, created_at) VALUES ('x', '2024-05-01')").run();
    env.ctx.db
      .prepare(
        "INSERT INTO dict_state (src, name, last_status) SELECT id, 'barcodes', 'running' FROM dict_sources WHERE key = 'x'",
      )
      .run();
    await feature.start?.();
    const row = env.ctx.db.prepare("SELECT last_status, last_error FROM dict_state WHERE name = 'barcodes'").get() as {
      last_status: string;
      last_error: string;
    };
    expect(row.last_status).toBe('failed');
    expect(row.last_error).toMatch(/Interrupted/);
  });
});
