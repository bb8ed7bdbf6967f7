import type { SkippedChecks } from '@shared/ipc/channels/preflight';
import type { DictionaryName } from '@shared/protocol/dictionaries';
import { politeness } from '../dictionaries/politeness';
import type { SyncStateRepo } from '../dictionaries/sync-state';
import type { PreflightSettings } from './preflight-settings';
import { goodsChecks, linkChecks } from './row-checks';

const DAY_MS = 86_400_000;

/** Which dictionary-backed checks may run: a fully loaded, fresh enough copy, or a reason why not. */
export interface Readiness {
  goods: boolean;
  links: boolean;
  skipped: SkippedChecks[];
}

/**
 * Decides per dictionary whether preflight can trust the local copy. Never-synced, half-loaded
 * and stale copies skip their checks with the reason and whether a sync may start now (the
 * operator asks for the goods dictionary and links at most once a Moscow day).
 */
export function dictionaryReadiness(
  state: SyncStateRepo,
  src: number,
  storeId: string,
  settings: PreflightSettings,
  now: Date,
): Readiness {
  const skipped: SkippedChecks[] = [];
  const judge = (dictionary: SkippedChecks['dictionary'], name: DictionaryName, scope: string): boolean => {
    const s = state.state(src, name, scope);
    const last = s.lastCompletedAt;
    let reason: SkippedChecks['reason'] | null = null;
    let ageDays: number | null = null;
    if (!s.loaded) reason = s.lastStartedAt === null ? 'never-synced' : 'incomplete';
    else if (settings.staleAfterDays !== null) {
      ageDays = last === null ? null : Math.floor((now.getTime() - Date.parse(last)) / DAY_MS);
      if (ageDays === null || ageDays > settings.staleAfterDays) reason = 'stale';
    }
    if (reason === null) return true;
    const verdict = politeness(name, s, now);
    skipped.push({
      dictionary,
      reason,
      checks: [...(dictionary === 'goods' ? goodsChecks : linkChecks)],
      lastSyncedAt: last,
      ageDays: reason === 'stale' ? ageDays : null,
      staleAfterDays: settings.staleAfterDays,
      syncAllowedNow: !verdict.syncedToday,
      nextSyncAt: verdict.nextAllowedAt,
    });
    return false;
  };
  const goods = judge('goods', 'goods_normalized', '');
  const links = judge('goods_links', 'goods_links', storeId.toLowerCase());
  return { goods, links, skipped };
}
