import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { sandboxDemoStoreIdentity } from '@shared/profiles/sandbox-demo-store';
import { enResources, ruResources } from '@renderer/i18n';
import { storeDisplayName } from './store-display-name';

describe('storeDisplayName', () => {
  it('translates the untouched Sandbox name and keeps every name a user typed', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { ru: { translation: ruResources }, en: { translation: enResources } } });
    const sandbox = { name: sandboxDemoStoreIdentity.name, isSandbox: true };
    expect(storeDisplayName(i18n.t, sandbox)).toBe('Sandbox pharmacy');
    expect(storeDisplayName(i18n.getFixedT('ru'), sandbox)).toBe('Аптека «Песочница»');
    expect(storeDisplayName(i18n.t, { name: 'Учебная', isSandbox: true })).toBe('Учебная');
    expect(storeDisplayName(i18n.t, { name: sandboxDemoStoreIdentity.name, isSandbox: false })).toBe(
      'Аптека «Песочница»',
    );
  });
});
