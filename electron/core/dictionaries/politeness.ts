import type { DictionaryName } from '../../../shared/protocol/dictionaries';
import type { DictionaryState } from './sync-state';

/**
 * Part 8: the goods dictionary "preferably no more than once per day", goods links "daily,
 * preferably no more than once per day; more often only when strictly necessary". The day is the
 * Moscow calendar day (UTC+3 all year), whatever the PC's time zone.
 */
export const politeDictionaries: readonly DictionaryName[] = ['goods_normalized', 'goods_denormalized', 'goods_links'];

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 on the Moscow calendar. */
export function moscowDay(at: Date): number {
  return Math.floor((at.getTime() + MOSCOW_OFFSET_MS) / DAY_MS);
}

/** The next Moscow midnight after `at`. */
export function nextMoscowMidnight(at: Date): Date {
  return new Date((moscowDay(at) + 1) * DAY_MS - MOSCOW_OFFSET_MS);
}

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
  const syncedToday = limited && state.lastStatus === 'ok' && last !== null && moscowDay(last) === moscowDay(now);
  return { limited, syncedToday, nextAllowedAt: syncedToday ? nextMoscowMidnight(now).toISOString() : null };
}
