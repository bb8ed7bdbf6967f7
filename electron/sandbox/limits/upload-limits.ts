import { formatMoscowIso, moscowDayNumber, nextMoscowMidnight } from '@shared/time/moscow-time';

/** Upload limits of spec part 8. `null` switches a limit off. */
export interface UploadLimitOptions {
  /** Full uploads (POST) accepted per store per Moscow calendar day (default 1). */
  fullUploadsPerMoscowDay: number | null;
  /** Minimum seconds between accepted changes uploads (PUT) of one store (default 600). */
  changesIntervalSeconds: number | null;
}

/** A refusal: how long to wait and why. */
export interface LimitRefusal {
  retryAfterSeconds: number;
  message: string;
}

/** Tracks accepted uploads per store and says when the next one is allowed. */
export interface UploadLimits {
  checkFull(storeId: string): LimitRefusal | null;
  recordFull(storeId: string): void;
  checkChanges(storeId: string): LimitRefusal | null;
  recordChanges(storeId: string): void;
  reset(storeId?: string): void;
}

/** Creates the limit book, reading time from the injectable clock. */
export function createUploadLimits(options: UploadLimitOptions, now: () => Date): UploadLimits {
  const fulls = new Map<string, { day: number; count: number }>();
  const lastChanges = new Map<string, number>();
  return {
    checkFull(storeId) {
      const max = options.fullUploadsPerMoscowDay;
      if (max === null) return null;
      const t = now();
      const used = fulls.get(storeId);
      if (!used || used.day !== moscowDayNumber(t) || used.count < max) return null;
      const next = nextMoscowMidnight(t);
      return {
        retryAfterSeconds: Math.max(1, Math.ceil((next.getTime() - t.getTime()) / 1000)),
        message:
          `The full stock of store ${storeId} was already uploaded today (Moscow time); ` +
          `${max} full upload(s) per day are allowed. Send changes with PUT, or upload the full stock after ${formatMoscowIso(next)}.`,
      };
    },
    recordFull(storeId) {
      const day = moscowDayNumber(now());
      const used = fulls.get(storeId);
      fulls.set(storeId, used && used.day === day ? { day, count: used.count + 1 } : { day, count: 1 });
    },
    checkChanges(storeId) {
      const interval = options.changesIntervalSeconds;
      const last = lastChanges.get(storeId);
      if (interval === null || last === undefined) return null;
      const t = now().getTime();
      const allowedAt = last + interval * 1000;
      if (t >= allowedAt || t < last) return null;
      return {
        retryAfterSeconds: Math.max(1, Math.ceil((allowedAt - t) / 1000)),
        message:
          `Changes of store ${storeId} were uploaded less than ${interval} s ago; ` +
          `one changes upload per ${interval} s is allowed. Retry after ${formatMoscowIso(new Date(allowedAt))}.`,
      };
    },
    recordChanges(storeId) {
      lastChanges.set(storeId, now().getTime());
    },
    reset(storeId) {
      if (storeId === undefined) {
        fulls.clear();
        lastChanges.clear();
      } else {
        fulls.delete(storeId);
        lastChanges.delete(storeId);
      }
    },
  };
}
