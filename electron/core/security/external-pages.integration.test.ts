import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProfile } from '@shared/ipc/channels/profiles';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { startTestSandbox } from '@tests/kits/sandbox/sandbox-test-kit';
import type { HttpFetch } from '../ports';
import { startTestCore, type TestCore } from '@tests/kits/core/profiles/core-test-kit';
import { externalPageUrl } from './external-pages';

// Run under scripts/with-keyring.sh: the store password goes through the real OS keychain.

const tested: StoreProfile = {
  id: 7,
  storeId: '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30',
  name: 'A',
  baseUrl: 'https://api.operator.test',
  authUrl: 'https://auth.operator.test',
  isSandbox: false,
  lastCheck: { at: '2026-11-23T10:00:00.000Z', outcome: 'ok', expiresIn: 3600 },
};

describe('externalPageUrl', () => {
  it('builds {base_url}/dispersion?storeId= from the profile, keeping a base path', () => {
    expect(externalPageUrl(tested, 'dispersion')).toBe(
      'https://api.operator.test/dispersion?storeId=5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30',
    );
    expect(externalPageUrl({ ...tested, baseUrl: 'https://api.operator.test:8443/v5/?x=1#y' }, 'dispersion')).toBe(
      'https://api.operator.test:8443/v5/dispersion?storeId=5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30',
    );
  });

  it.each([
    ['never tested', { lastCheck: null }, 'not-tested'],
    ['last test failed', { lastCheck: { at: 'x', outcome: 'network', expiresIn: null } }, 'not-tested'],
    ['plain http', { baseUrl: 'http://api.operator.test' }, 'not-https'],
    ['credentials in the address', { baseUrl: 'https://u:p@api.operator.test' }, 'not-https'],
    ['the built-in Sandbox', { isSandbox: true }, 'sandbox'],
  ] as const)('refuses a profile that is %s', (_label, change, reason) => {
    expect(() => externalPageUrl({ ...tested, ...change } as StoreProfile, 'dispersion')).toThrow(
      expect.objectContaining({ code: 'conflict', details: { reason, profileId: 7, name: tested.name } }),
    );
  });
});

describe('app:open-page against a real core', () => {
  let sandbox: RunningSandbox;
  let t: TestCore;
  const opened: string[] = [];
  // Made-up https hosts routed to the loopback sandbox, as a hosts file would: the stand-in for a real operator.
  const routes: Record<string, () => string> = {
    'https://api.operator.test': () => sandbox.baseUrl,
    'https://auth.operator.test': () => sandbox.authUrl,
  };
  const routed: HttpFetch = (input, init) => {
    let url = String(input);
    for (const [from, to] of Object.entries(routes)) if (url.startsWith(from)) url = to() + url.slice(from.length);
    return fetch(url, init);
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    t = startTestCore({ fetch: routed, openExternal: async (url) => void opened.push(url) });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  const store = () => sandbox.stores[1]!;
  const addProfile = async (baseUrl: string, authUrl: string) =>
    (await t.call('profiles:add', { storeId: store().storeId, name: 'Operator', baseUrl, authUrl })).profile.id;

  it('refuses the add-profile-then-open chain: a new profile opens nothing', async () => {
    opened.length = 0;
    const id = await addProfile('https://evil.test', 'https://evil.test');
    const result = await t.invoke('app:open-page', { page: 'dispersion', profileId: id });
    expect(result).toMatchObject({ ok: false, error: { code: 'conflict', details: { reason: 'not-tested' } } });
    if (!result.ok) expect(result.error.message).toMatch(/Test connection/);
    // Its test cannot succeed (no such operator), so it stays refused.
    await t.call('profiles:set-secret', { id, secret: store().secret });
    expect((await t.invoke('profiles:test-connection', { id })).ok).toBe(false);
    expect(await t.invoke('app:open-page', { page: 'dispersion', profileId: id })).toMatchObject({ ok: false });
    expect(opened).toEqual([]);
  });

  it('refuses an unknown purpose and a URL, whatever the profile', async () => {
    for (const input of [{ page: 'settings', profileId: t.sandboxProfileId }, { url: 'https://evil.test/' }]) {
      expect(await t.invoke('app:open-page', input as never)).toMatchObject({
        ok: false,
        error: { code: 'invalid-input' },
      });
    }
    // A URL smuggled next to a known page is dropped by the schema: the answer is about the profile only.
    const smuggled = { page: 'dispersion', profileId: t.sandboxProfileId, url: 'https://evil.test/' };
    expect(await t.invoke('app:open-page', smuggled as never)).toMatchObject({
      ok: false,
      error: { details: { reason: 'sandbox' } },
    });
    expect(await t.invoke('app:open-external' as never, { url: 'https://evil.test/' } as never)).toMatchObject({
      ok: false,
      error: { code: 'unknown-channel' },
    });
    expect(await t.invoke('app:open-page', { page: 'dispersion', profileId: 99_999 })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    expect(opened.some((url) => url.includes('evil'))).toBe(false);
  });

  it('opens exactly the dispersion address of a tested profile, until its address is edited', async () => {
    opened.length = 0;
    const id = await addProfile('https://api.operator.test', 'https://auth.operator.test');
    await t.call('profiles:set-secret', { id, secret: store().secret });
    await t.call('profiles:test-connection', { id });
    const expected = `https://api.operator.test/dispersion?storeId=${store().storeId}`;
    expect(await t.call('app:open-page', { page: 'dispersion', profileId: id })).toEqual({
      opened: true,
      url: expected,
    });
    expect(opened).toEqual([expected]);

    // A new name keeps the test; a new address needs a new one.
    const edit = (baseUrl: string) =>
      t.call('profiles:update', {
        id,
        storeId: store().storeId,
        name: 'Renamed',
        baseUrl,
        authUrl: 'https://auth.operator.test',
      });
    await edit('https://api.operator.test');
    expect((await t.call('app:open-page', { page: 'dispersion', profileId: id })).opened).toBe(true);
    await edit('https://elsewhere.evil.test');
    expect(await t.invoke('app:open-page', { page: 'dispersion', profileId: id })).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'not-tested' } },
    });
    expect(opened).toEqual([expected, expected]);
  });

  it('shows the Sandbox page in the app instead of opening its loopback http address', async () => {
    expect(await t.invoke('app:open-page', { page: 'dispersion', profileId: t.sandboxProfileId })).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'sandbox' } },
    });
  });
});
