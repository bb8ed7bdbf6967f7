import type { DictionaryName } from '@shared/protocol/dictionaries';
import { moscowDayNumber, nextMoscowMidnight } from '@shared/time/moscow-time';
import type { DictionaryState } from './sync-state';

/**
 * Part 8: the goods dictionary "preferably no more than once per day", goods links "daily,
 * preferably no more than once per day; more often only when strictly necessary". The day is the
 * Moscow calendar day (UTC+3 all year), whatever the PC's time zone.
 */
export const politeDictionaries: readonly DictionaryName[] = ['goods_normalized', 'goods_denormalized', 'goods_links'];

/** Whether a dictionary may be requested now without forcing. */
export interface PolitenessVerdict {
  limited: boolean;
  /** Already synced successfully today (Moscow day): requesting again is impolite. */
  syncedToday: boolean;
  /** When it may be requested again without forcing (ISO), when limited and synced today. */
  nextAllowedAt: string | null;
}

/**
 * A limited dictionary that finished a sync on today's Moscow day waits until Moscow midnight.
 * An unfinished sync (cancelled, failed, killed) may always continue: it only asks for the
 * chunks it does not have yet.
 */
export function politeness(name: DictionaryName, state: DictionaryState, now: Date): PolitenessVerdict {
  const limited = politeDictionaries.includes(name);
  const last = state.lastCompletedAt ? new Date(state.lastCompletedAt) : null;
  const syncedToday =
    limited && state.lastStatus === 'ok' && last !== null && moscowDayNumber(last) === moscowDayNumber(now);
  return { limited, syncedToday, nextAllowedAt: syncedToday ? nextMoscowMidnight(now).toISOString() : null };
}
