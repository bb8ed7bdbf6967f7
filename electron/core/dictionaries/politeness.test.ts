import { describe, expect, it } from 'vitest';
import { moscowDayNumber as moscowDay, nextMoscowMidnight } from '@shared/time/moscow-time';
import { politeness } from './politeness';
import type { DictionaryState } from './sync-state';

const state = (fields: Partial<DictionaryState>): DictionaryState => ({
  src: 1,
  name: 'goods_normalized',
  scope: '',
  cursor: 10n,
  loaded: true,
  mode: 'incremental',
  rowCount: 10,
  expectedRows: null,
  lastStartedAt: null,
  lastCompletedAt: null,
  lastStatus: null,
  lastError: null,
  lastFetched: 0,
  ...fields,
});

describe('the Moscow day', () => {
  it('turns at 21:00 UTC, whatever the PC’s zone (instants are absolute)', () => {
    expect(moscowDay(new Date('2024-05-01T20:59:59Z'))).toBe(moscowDay(new Date('2024-05-01T00:00:00+03:00')));
    expect(moscowDay(new Date('2024-05-01T21:00:00Z'))).toBe(moscowDay(new Date('2024-05-01T20:59:59Z')) + 1);
    // 02:30 on 2 May in UTC+7 is 22:30 on 1 May in Moscow: still 1 May there.
    expect(moscowDay(new Date('2024-05-02T02:30:00+07:00'))).toBe(moscowDay(new Date('2024-05-01T12:00:00+03:00')));
    expect(nextMoscowMidnight(new Date('2024-05-01T12:00:00+03:00')).toISOString()).toBe('2024-05-01T21:00:00.000Z');
  });
});

describe('politeness of goods and goods links (part 8)', () => {
  const now = new Date('2024-05-01T15:00:00+03:00');

  it('holds back goods synced successfully earlier the same Moscow day, until Moscow midnight', () => {
    const verdict = politeness(
      'goods_normalized',
      state({ lastStatus: 'ok', lastCompletedAt: '2024-05-01T06:10:00+03:00' }),
      now,
    );
    expect(verdict).toEqual({ limited: true, syncedToday: true, nextAllowedAt: '2024-05-01T21:00:00.000Z' });
    expect(
      politeness(
        'goods_links',
        state({ name: 'goods_links', lastStatus: 'ok', lastCompletedAt: '2024-05-01T00:10:00+03:00' }),
        now,
      ).syncedToday,
    ).toBe(true);
  });

  it('lets them through on a new Moscow day, after an unfinished sync, and the first time', () => {
    expect(
      politeness('goods_normalized', state({ lastStatus: 'ok', lastCompletedAt: '2024-04-30T23:59:00+03:00' }), now)
        .syncedToday,
    ).toBe(false);
    expect(
      politeness(
        'goods_normalized',
        state({ lastStatus: 'cancelled', lastCompletedAt: '2024-05-01T06:10:00+03:00' }),
        now,
      ).syncedToday,
    ).toBe(false);
    expect(politeness('goods_normalized', state({}), now)).toEqual({
      limited: true,
      syncedToday: false,
      nextAllowedAt: null,
    });
  });

  it('does not limit the other dictionaries', () => {
    const verdict = politeness(
      'barcodes',
      state({ name: 'barcodes', lastStatus: 'ok', lastCompletedAt: '2024-05-01T14:00:00+03:00' }),
      now,
    );
    expect(verdict).toEqual({ limited: false, syncedToday: false, nextAllowedAt: null });
  });
});
