import type { AcknowledgeableRule, GuardFinding, UploadKind, UploadOutcome } from '@shared/ipc/channels/uploads';
import { moscowDayNumber, moscowTimeOfDayMs, moscowTimeOnDay, nextMoscowMidnight } from '@shared/time/moscow-time';

/** What the guard rails need to know about one earlier attempt of the same store. */
export interface GuardHistoryEntry {
  kind: UploadKind;
  outcome: UploadOutcome;
  startedAt: Date;
  /** When the answer came (the operator counted the upload no later than this). */
  finishedAt: Date | null;
  rows: number | null;
}

/** The thresholds of spec part 8, configurable so tests and other operators can differ. */
export interface GuardRailSettings {
  /** Recommended full-upload window in Moscow time, [start, end) as minutes after midnight. */
  windowStartMinutes: number;
  windowEndMinutes: number;
  /** Minimum time between changes uploads. */
  changesIntervalMs: number;
  /** A full upload with this share fewer rows than the last accepted one asks for confirmation. */
  rowDropShare: number;
}

export const defaultGuardRailSettings: GuardRailSettings = {
  windowStartMinutes: 5 * 60 + 15,
  windowEndMinutes: 8 * 60 + 45,
  changesIntervalMs: 10 * 60_000,
  rowDropShare: 0.3,
};

export interface GuardRailInput {
  kind: 'full' | 'changes';
  /** Rows of the package about to be sent (null when unknown). */
  rows: number | null;
  /** Field errors this PC found in the package. */
  localErrorCount: number;
  now: Date;
  /** Earlier attempts of this store, any order. */
  history: readonly GuardHistoryEntry[];
  settings?: GuardRailSettings;
}

/** Outcomes after which the operator may have counted the upload (it reached the server, or may have). */
const REACHED: ReadonlySet<UploadOutcome> = new Set([
  'sending',
  'accepted',
  'processed',
  'processing-error',
  'unknown',
]);
/** Full uploads whose rows the operator accepted: the base of the row-drop comparison. */
const ACCEPTED: ReadonlySet<UploadOutcome> = new Set(['accepted', 'processed']);
/** Full uploads that end the "deleted, changes refused" state (an unknown one gets the benefit of the doubt). */
const RESTORED: ReadonlySet<UploadOutcome> = new Set(['sending', 'accepted', 'processed', 'unknown']);

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function latest<E extends GuardHistoryEntry>(entries: readonly E[], test: (e: E) => boolean): E | undefined {
  let best: E | undefined;
  for (const e of entries) if (test(e) && (!best || e.startedAt.getTime() > best.startedAt.getTime())) best = e;
  return best;
}

/** The recommended full-upload window around an instant, in Moscow time. */
export interface FullUploadWindow {
  open: boolean;
  /** `05:15` and `08:45`: the window's bounds as Moscow wall-clock time. */
  start: string;
  end: string;
  /** The window's next opening after `now` (tomorrow's when it is open now). */
  opensAt: Date;
  /** The window's next closing after `now` (today's when it is open now). */
  closesAt: Date;
  /** Moscow wall-clock time of `now`, `HH:MM`. */
  moscowTime: string;
}

/** Where `now` stands against the full-upload window (spec part 8), from the instant alone. */
export function fullUploadWindow(now: Date, settings: GuardRailSettings = defaultGuardRailSettings): FullUploadWindow {
  const s = settings;
  const minuteMs = moscowTimeOfDayMs(now);
  const startMs = s.windowStartMinutes * 60_000;
  const endMs = s.windowEndMinutes * 60_000;
  const startToday = moscowTimeOnDay(now, Math.floor(s.windowStartMinutes / 60), s.windowStartMinutes % 60);
  const endToday = moscowTimeOnDay(now, Math.floor(s.windowEndMinutes / 60), s.windowEndMinutes % 60);
  const day = 86_400_000;
  return {
    open: minuteMs >= startMs && minuteMs < endMs,
    start: hhmm(s.windowStartMinutes),
    end: hhmm(s.windowEndMinutes),
    opensAt: minuteMs < startMs ? startToday : new Date(startToday.getTime() + day),
    closesAt: minuteMs < endMs ? endToday : new Date(endToday.getTime() + day),
    moscowTime: hhmm(Math.floor(minuteMs / 60_000)),
  };
}

/** Today's (Moscow day) latest full upload that may have reached the operator: the day's one. */
export function fullUploadToday<E extends GuardHistoryEntry>(history: readonly E[], now: Date): E | undefined {
  const today = moscowDayNumber(now);
  return latest(history, (e) => e.kind === 'full' && REACHED.has(e.outcome) && moscowDayNumber(e.startedAt) === today);
}

/** Today's (Moscow day) latest full upload the operator refused (a 4xx answer): sent, yet not the day's one. */
export function fullUploadRefusedToday<E extends GuardHistoryEntry>(history: readonly E[], now: Date): E | undefined {
  const today = moscowDayNumber(now);
  return latest(history, (e) => e.kind === 'full' && e.outcome === 'refused' && moscowDayNumber(e.startedAt) === today);
}

/**
 * The guard rails of spec part 8 for an upload about to be sent, all computed in Moscow time
 * (UTC+3) from the UTC instant, never from the PC's zone. Pure: the same input gives the same
 * findings, so tables of cases test it at any instant.
 */
export function checkGuardRails(input: GuardRailInput): GuardFinding[] {
  const s = input.settings ?? defaultGuardRailSettings;
  const { now, history } = input;
  const findings: GuardFinding[] = [];

  if (input.kind === 'full') {
    const sentToday = fullUploadToday(history, now);
    if (sentToday) {
      findings.push({
        rule: 'second-full-today',
        action: 'confirm',
        previousAt: sentToday.startedAt.toISOString(),
        nextDayAt: nextMoscowMidnight(now).toISOString(),
      });
    }

    const window = fullUploadWindow(now, s);
    if (!window.open) {
      findings.push({
        rule: 'outside-window',
        action: 'confirm',
        moscowTime: window.moscowTime,
        windowStart: window.start,
        windowEnd: window.end,
        nextWindowAt: window.opensAt.toISOString(),
      });
    }

    if (input.rows === 0) findings.push({ rule: 'empty-full', action: 'confirm' });

    const lastAccepted = latest(history, (e) => e.kind === 'full' && ACCEPTED.has(e.outcome) && e.rows !== null);
    if (lastAccepted && input.rows !== null && lastAccepted.rows! > 0) {
      const previousRows = lastAccepted.rows!;
      const drop = (previousRows - input.rows) / previousRows;
      // A small tolerance keeps exactly 30% (e.g. 70 of 100) from slipping through on rounding.
      if (drop >= s.rowDropShare - 1e-9) {
        findings.push({
          rule: 'row-drop',
          action: 'confirm',
          rows: input.rows,
          previousRows,
          dropPercent: Math.round(drop * 1000) / 10,
          previousAt: lastAccepted.startedAt.toISOString(),
        });
      }
    }
  } else {
    if (input.rows === 0) findings.push({ rule: 'empty-changes', action: 'refuse' });

    const lastDelete = latest(
      history,
      (e) => e.kind === 'delete' && (e.outcome === 'deleted' || e.outcome === 'unknown'),
    );
    const lastFull = latest(history, (e) => e.kind === 'full' && RESTORED.has(e.outcome));
    if (lastDelete && (!lastFull || lastFull.startedAt.getTime() < lastDelete.startedAt.getTime())) {
      findings.push({
        rule: 'changes-after-delete',
        action: 'refuse',
        deletedAt: lastDelete.startedAt.toISOString(),
      });
    }

    const lastChanges = latest(history, (e) => e.kind === 'changes' && REACHED.has(e.outcome));
    if (lastChanges) {
      // The operator counted it when it arrived: the answer's time is the safe reference.
      const counted = lastChanges.finishedAt ?? lastChanges.startedAt;
      const allowedAt = counted.getTime() + s.changesIntervalMs;
      if (now.getTime() < allowedAt) {
        findings.push({
          rule: 'changes-too-soon',
          action: 'hold',
          previousAt: counted.toISOString(),
          allowedAt: new Date(allowedAt).toISOString(),
        });
      }
    }
  }

  if (input.localErrorCount > 0) {
    findings.push({
      rule: 'invalid-package',
      action: 'confirm',
      errorCount: input.localErrorCount,
    });
  }
  return findings;
}

/** What stands between the findings and sending now. */
export interface GuardDecision {
  /** `send`: go; `hold`: wait until `holdUntil`; `blocked`: a refusal or an unanswered confirmation. */
  verdict: 'send' | 'hold' | 'blocked';
  /** Confirmations still needed and refusals. */
  blocking: GuardFinding[];
  holdUntil: Date | null;
}

/** Applies the user's answers: confirm rules need an acknowledgement, hold rules `whenAllowed`, refusals stop. */
export function decideGuardRails(
  findings: readonly GuardFinding[],
  acknowledged: readonly AcknowledgeableRule[],
  whenAllowed: boolean,
): GuardDecision {
  const acks = new Set<string>(acknowledged);
  const blocking = findings.filter(
    (f) =>
      f.action === 'refuse' || (f.action === 'confirm' && !acks.has(f.rule)) || (f.action === 'hold' && !whenAllowed),
  );
  const hold = findings.find((f) => f.rule === 'changes-too-soon');
  if (blocking.length > 0) return { verdict: 'blocked', blocking, holdUntil: null };
  if (hold && hold.rule === 'changes-too-soon')
    return {
      verdict: 'hold',
      blocking: [],
      holdUntil: new Date(hold.allowedAt),
    };
  return { verdict: 'send', blocking: [], holdUntil: null };
}
