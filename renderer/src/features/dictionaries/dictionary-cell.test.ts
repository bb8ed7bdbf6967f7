import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { enResources, ruResources } from '@renderer/i18n';
import { dictionaryCellText } from './dictionary-cell';

describe('dictionaryCellText', () => {
  it('shows begDate and endDate as the day written, in every time zone; other datetimes as instants', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'ru', resources: { ru: { translation: ruResources }, en: { translation: enResources } } });
    // The renderer's types know no Node; the test runs in Node, whose TZ it switches.
    const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
    const saved = env.TZ;
    const seen = new Set<string>();
    try {
      for (const zone of ['UTC', 'Europe/Kaliningrad', 'Europe/Moscow', 'Asia/Vladivostok', 'America/New_York']) {
        env.TZ = zone;
        seen.add(
          [
            dictionaryCellText('2027-01-28T00:00:00+03:00', { name: 'begDate', kind: 'datetime' }, 'ru', i18n.t),
            dictionaryCellText('2027-12-31T00:00:00+03:00', { name: 'endDate', kind: 'datetime' }, 'en', i18n.t),
          ].join('|'),
        );
      }
      env.TZ = 'Europe/Moscow';
      // An instant (a row's version time) keeps its time and zone label.
      expect(dictionaryCellText('2026-11-22T03:15:00Z', { name: 'rvDate', kind: 'datetime' }, 'ru', i18n.t)).toBe(
        '22.11.2026, 06:15 МСК',
      );
    } finally {
      env.TZ = saved;
    }
    expect([...seen]).toEqual(['28.01.2027|31/12/2027']);
    expect(dictionaryCellText(1, { name: 'actual', kind: 'bool' }, 'ru', i18n.t)).toBe(
      i18n.t('dictionaries.table.yes'),
    );
    expect(dictionaryCellText(2.5, { name: 'price', kind: 'real' }, 'ru', i18n.t)).toBe('2,5');
    expect(dictionaryCellText(null, { name: 'begDate', kind: 'datetime' }, 'ru', i18n.t)).toBe('');
  });
});
