// The sandbox's address, the API client's wiring, and small helpers shared by the parts of
// bench/dict-sync (split out of one 600-line file; what it measures is unchanged).
import { createApiClient } from '../../electron/core/api/api-client';
import type { ApiClient } from '../../electron/core/api/api-types';
import { systemClock, type Logger } from '../../electron/core/ports';

export const quiet: Logger = { log: () => undefined };

/** Where the sandbox listens and which store the benchmark uses. */
export interface Target {
  baseUrl: string;
  authUrl: string;
  storeId: string;
  secret: string;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

export const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
export const round = (ms: number) => Math.round(ms * 100) / 100;

export const clientDeps = {
  fetch: (input: string | URL, init?: RequestInit) => fetch(input, init),
  clock: systemClock,
  logger: quiet,
  timeoutMs: 120_000,
};
export const connectionOf = (target: Target) => ({
  storeId: target.storeId,
  baseUrl: target.baseUrl,
  authUrl: target.authUrl,
  getSecret: async () => target.secret,
});

/** The API client: the floor and the ceiling read through it (parsed chunks). */
export function clientOf(target: Target): ApiClient {
  return createApiClient(clientDeps, connectionOf(target));
}

/** CPU time (user + system) of this process since `from`: on a shared machine, the figure the load does not inflate. */
export const cpuMsSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
