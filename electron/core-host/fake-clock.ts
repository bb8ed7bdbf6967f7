import { dateTimeSchema } from '@shared/protocol/common';
import { systemClock, type Clock } from '@core/ports';

/**
 * Dev/test only: `DESK_FAKE_NOW=2026-11-23T06:00:00+03:00` starts the core's clock at that
 * instant (then it runs at real speed), so e2e paths that depend on Moscow time of day (the
 * full-upload window) are the same at any real hour. Read by the Node host entry
 * (node-host-entry.ts, the dev/test core host) and the web bridge's launchers (dev-server.ts,
 * e2e/harness.ts); Electron's main and the Electron host entry never read it.
 */
export const fakeNowVariable = 'DESK_FAKE_NOW';

/** A clock whose "now" starts at `start` and advances with real time; sleeping is real. */
export function fakeClock(start: Date, realNow: () => number = Date.now): Clock {
  const shift = start.getTime() - realNow();
  return { now: () => new Date(realNow() + shift), sleep: systemClock.sleep };
}

/** Parses a DESK_FAKE_NOW value; a mistake says what, where and how to fix it. */
export function parseFakeNow(text: string): Date {
  const parsed = dateTimeSchema.safeParse(text.trim());
  if (!parsed.success) {
    throw new Error(
      `${fakeNowVariable}="${text}" is not a date-time with a time zone offset. ` +
        `Write it like 2026-11-23T06:00:00+03:00, or unset ${fakeNowVariable} to use the real time.`,
    );
  }
  return new Date(parsed.data);
}

/** The real clock, or a fake one when DESK_FAKE_NOW is set (dev/test bridge only). */
export function clockFromEnv(env: NodeJS.ProcessEnv): Clock {
  const value = env[fakeNowVariable];
  return value === undefined || value === '' ? systemClock : fakeClock(parseFakeNow(value));
}
