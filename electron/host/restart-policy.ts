/** How the router restarts a core host that died: bounded backoff and a cap per minute. */
export interface RestartPolicy {
  /** First delay before a restart; doubles with each restart inside the window. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** More restarts than this within `windowMs` and the router gives up with a clear error. */
  maxRestarts: number;
  windowMs: number;
  /** How long an invoke made while the host is (re)starting waits before failing. */
  invokeWaitMs: number;
}

export const defaultRestartPolicy: RestartPolicy = {
  initialDelayMs: 250,
  maxDelayMs: 5_000,
  maxRestarts: 5,
  windowMs: 60_000,
  invokeWaitMs: 20_000,
};

/**
 * Decides the next restart from the times of the previous ones: a delay, or null when the cap
 * is reached. Pure, so the bounds are tested without processes.
 */
export function nextRestartDelay(policy: RestartPolicy, restartTimes: readonly number[], now: number): number | null {
  const recent = restartTimes.filter((t) => now - t < policy.windowMs).length;
  if (recent >= policy.maxRestarts) return null;
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** recent);
}
