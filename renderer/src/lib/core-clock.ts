// Core's clock as the renderer keeps it. Core's "now" may be set (dev, the tests, the sandbox's
// fixed morning), and it is the clock the operator's windows and deadlines are reckoned by: every
// "now" the renderer shows or compares with core's times is core's, so the status bar, the
// package date's "now" and the minutes until a window opens tell one time.

let offsetMs = 0;

/** Learns core's clock from a "now" core sent (the status summary carries one). */
export function learnCoreNow(coreNowIso: string): void {
  const at = Date.parse(coreNowIso);
  if (Number.isFinite(at)) offsetMs = at - Date.now();
}

/** Core's clock minus the renderer's, in ms (0 until core's "now" is known). */
export function coreClockOffsetMs(): number {
  return offsetMs;
}

/** Core's "now": the renderer's clock moved by what core's last "now" said. */
export function coreNow(): Date {
  return new Date(Date.now() + offsetMs);
}
