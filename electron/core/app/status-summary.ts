import type { StatusSummary } from '@shared/ipc/channels/app';
import type { DictionarySummary } from '@shared/ipc/channels/dictionaries';
import type { ConnectionCheck } from '@shared/ipc/channels/profiles';
import { nextMoscowMidnight } from '@shared/time/moscow-time';
import type { TokenStatus } from '../api/token-manager';
import {
  checkGuardRails,
  defaultGuardRailSettings,
  fullUploadRefusedToday,
  fullUploadToday,
  fullUploadWindow,
  type GuardRailSettings,
} from '../uploads/guard-rails';
import type { LedgerHistoryEntry } from '../uploads/ledger-rows';

/** What the status bar is computed from: one store's facts at one instant. */
export interface StatusFacts {
  now: Date;
  /** The store's attempts, any order (the ledger's guard-rail history). */
  history: readonly LedgerHistoryEntry[];
  guardRails?: GuardRailSettings;
  /** Null when no client was made for the store since the app started. */
  token: TokenStatus | null;
  lastCheck: ConnectionCheck | null;
  dictionaries: readonly DictionarySummary[];
  dictionariesRunning: boolean;
}

/** The dictionary the one-click sync is polite about (goods: once per Moscow day, part 8). */
const GOODS = 'goods_normalized';

const earliest = (dates: readonly (Date | null)[]): Date =>
  new Date(Math.min(...dates.filter((d): d is Date => d !== null).map((d) => d.getTime())));

/**
 * The status bar of one store, from the same rules the uploads and dictionaries features apply
 * (guard-rails.ts, politeness.ts), never a copy of them. Pure, so tests pin any instant.
 */
export function summarizeStatus(facts: StatusFacts): StatusSummary {
  const { now, history } = facts;
  const settings = facts.guardRails ?? defaultGuardRailSettings;
  const window = fullUploadWindow(now, settings);
  const today = fullUploadToday(history, now);
  // A refused one is named only when none of the day reached the operator.
  const refusedToday = today ? undefined : fullUploadRefusedToday(history, now);
  const last = history.reduce<LedgerHistoryEntry | undefined>(
    (best, e) => (!best || e.startedAt.getTime() > best.startedAt.getTime() ? e : best),
    undefined,
  );

  // The rules for a changes upload sent now: a hold says when, a refusal says since when.
  const findings = checkGuardRails({ kind: 'changes', rows: null, localErrorCount: 0, now, history, settings });
  let allowedAt: Date | null = null;
  let blockedSinceDelete: string | null = null;
  for (const f of findings) {
    if (f.rule === 'changes-too-soon') allowedAt = new Date(f.allowedAt);
    if (f.rule === 'changes-after-delete') blockedSinceDelete = f.deletedAt;
  }

  const loaded = facts.dictionaries.filter((d) => d.loaded);
  const synced = loaded.map((d) => d.lastCompletedAt).filter((at): at is string => at !== null);
  const goods = facts.dictionaries.find((d) => d.name === GOODS);
  const goodsNextAllowedAt = goods?.polite.nextAllowedAt ? new Date(goods.polite.nextAllowedAt) : null;

  const token = facts.token ?? { state: 'none' as const, expiresAt: null, errorCode: null };
  const tokenExpiry = token.state === 'valid' ? token.expiresAt : null;

  return {
    now: now.toISOString(),
    validUntil: earliest([
      window.opensAt,
      window.closesAt,
      nextMoscowMidnight(now),
      allowedAt,
      tokenExpiry,
      goodsNextAllowedAt,
    ]).toISOString(),
    fullWindow: {
      open: window.open,
      start: window.start,
      end: window.end,
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
    },
    todayFull: today
      ? {
          uploadId: today.id,
          outcome: today.outcome,
          startedAt: today.startedAt.toISOString(),
          statusId: today.statusId,
        }
      : null,
    todayRefusedFull: refusedToday
      ? { uploadId: refusedToday.id, startedAt: refusedToday.startedAt.toISOString() }
      : null,
    lastUpload: last
      ? { uploadId: last.id, kind: last.kind, outcome: last.outcome, startedAt: last.startedAt.toISOString() }
      : null,
    changes: { allowedAt: allowedAt?.toISOString() ?? null, blockedSinceDelete },
    token: {
      state: token.state,
      expiresAt: token.expiresAt?.toISOString() ?? null,
      errorCode: token.errorCode,
    },
    lastCheck: facts.lastCheck,
    dictionaries: {
      total: facts.dictionaries.length,
      loaded: loaded.length,
      failed: facts.dictionaries.filter((d) => d.lastStatus === 'failed').length,
      oldestSyncAt: synced.length > 0 ? synced.reduce((a, b) => (a < b ? a : b)) : null,
      running: facts.dictionariesRunning,
      goodsSyncedToday: goods?.polite.syncedToday ?? false,
      goodsNextAllowedAt: goodsNextAllowedAt?.toISOString() ?? null,
    },
  };
}

/** Where the status reader finds each fact; each feature answers for its own. */
export interface StatusSources {
  now(): Date;
  lastCheck(profileId: number): ConnectionCheck | null;
  /** The store's token manager if its session was made (never makes one: no sandbox start, no keychain, no request). */
  existingTokens(profileId: number): Promise<{ state(): TokenStatus }> | undefined;
  uploads: { history(profileId: number): LedgerHistoryEntry[]; guardRails: GuardRailSettings };
  dictionaries: {
    freshness(profileId: number): { dictionaries: DictionarySummary[]; running: boolean };
  };
}

/** The `app:status-summary` answer for a store, read from the features at core's clock. */
export function createStatusReader(sources: StatusSources): (profileId: number) => Promise<StatusSummary> {
  return async (profileId) => {
    const tokens = sources.existingTokens(profileId);
    const token = tokens
      ? await tokens.then(
          (t) => t.state(),
          () => null,
        )
      : null;
    const dictionaries = sources.dictionaries.freshness(profileId);
    return summarizeStatus({
      now: sources.now(),
      history: sources.uploads.history(profileId),
      guardRails: sources.uploads.guardRails,
      token,
      lastCheck: sources.lastCheck(profileId),
      dictionaries: dictionaries.dictionaries,
      dictionariesRunning: dictionaries.running,
    });
  };
}
