import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMoscowMidnight } from '@shared/time/moscow-time';
import { startSandbox, type RunningSandbox } from '@sandbox/start-sandbox';
import {
  createUploadsTestEnv,
  fastSandboxOptions,
  moscowClock,
  samplePackage,
  waitFor,
  type UploadsTestEnv,
} from '@tests/kits/core/uploads/uploads-test-env';

/** 06:00 Moscow time today: inside the full-upload window. */
const clock = moscowClock('06:00');

describe('app:status-summary through the real core and the sandbox', () => {
  let sandbox: RunningSandbox;
  let env: UploadsTestEnv;
  const done = new Set<string>();
  beforeAll(async () => {
    sandbox = await startSandbox({ ...fastSandboxOptions(clock), limits: { requestRate: null } });
    env = createUploadsTestEnv({ sandbox, clock });
    env.core.events.onAny((event, payload) => {
      const p = payload as { state?: string; runId?: string };
      if (event === 'dictionaries:progress' && p.state === 'done' && p.runId) done.add(p.runId);
    });
  });
  afterAll(async () => {
    await env?.close();
    await sandbox?.close();
  });

  it('follows a full upload and a dictionary sync, and never shows the token', async () => {
    const before = await env.invoke('app:status-summary', { profileId: env.profileId });
    expect(before.fullWindow.open).toBe(true);
    expect(before.todayFull).toBeNull();
    expect(before.token).toEqual({ state: 'none', expiresAt: null, errorCode: null });
    expect(before.dictionaries).toMatchObject({ total: 24, loaded: 0, running: false, goodsSyncedToday: false });

    const nnts = sandbox.control.dictionaries
      .goodsSample(100)
      .filter((g) => !g.gnvls)
      .slice(0, 5)
      .map((g) => g.nnt);
    const preview = await env.invoke('uploads:preview-file', {
      fileName: 'stock.json',
      bytes: Buffer.from(samplePackage(5, { nnts })),
    });
    const sent = await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: preview.previewId,
      kind: 'full',
    });
    const after = await waitFor(async () => {
      const s = await env.invoke('app:status-summary', { profileId: env.profileId });
      return s.todayFull?.outcome === 'processed' ? s : undefined;
    });
    expect(after.todayFull).toMatchObject({ uploadId: sent.id, statusId: 2 });
    expect(after.lastUpload).toMatchObject({ uploadId: sent.id, kind: 'full' });
    expect(after.token.state).toBe('valid');
    expect(Date.parse(after.token.expiresAt!)).toBeGreaterThan(Date.parse(after.now));
    // Only the state crosses the boundary: nothing in the answer looks like a JWT.
    expect(JSON.stringify(after)).not.toMatch(/eyJ[\w-]+\.[\w-]+/);

    const plan = await env.invoke('dictionaries:sync', {
      profileId: env.profileId,
      names: ['goods_normalized', 'countries'],
    });
    await waitFor(() => (done.has(plan.runId!) ? true : undefined), 30_000, 'the dictionary sync');
    const synced = await env.invoke('app:status-summary', { profileId: env.profileId });
    expect(synced.dictionaries).toMatchObject({ loaded: 2, running: false, goodsSyncedToday: true });
    expect(synced.dictionaries.goodsNextAllowedAt).toBe(nextMoscowMidnight(clock.now()).toISOString());
    expect(Date.parse(synced.validUntil)).toBeLessThanOrEqual(nextMoscowMidnight(clock.now()).getTime());
  });

  it('refuses an unknown store with a clear not-found', async () => {
    await expect(env.invoke('app:status-summary', { profileId: 999 })).rejects.toMatchObject({
      error: { code: 'not-found' },
    });
  });
});
