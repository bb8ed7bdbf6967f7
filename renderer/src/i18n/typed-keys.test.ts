import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ruResources } from './index';

describe('typed translation keys', () => {
  it('checks keys against the Russian table at compile time and resolves them at run time', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'ru', resources: { ru: { translation: ruResources } } });
    expect(i18n.t('stocks.nav')).toBe('Остатки на сервере');
    expect(i18n.t('stocks.filter.loadingSnapshot')).toMatch(/^Получаем остатки/);
    // @ts-expect-error -- a key missing from the Russian table does not compile (tsc -p renderer)
    expect(i18n.t('stocks.noSuchKey')).toBe('stocks.noSuchKey');
  });
});
