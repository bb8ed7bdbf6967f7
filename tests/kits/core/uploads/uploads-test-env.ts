import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InvokeChannel, InvokeInput, InvokeOutput } from '@shared/ipc/contract';
import type { IpcError } from '@shared/ipc/result';
import type { SandboxOptions } from '@sandbox/sandbox-options';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { createDeskCore, type DeskCore } from '@core/desk-core';
import { dispatchInvoke } from '@core/ipc/dispatch';
import { systemClock, type Clock, type CorePorts, type SecretStore } from '@core/ports';
import {
  ISSUED_SECRET,
  ISSUED_STORE_ID,
  operatorVariants,
  startVariantOperator,
  type OperatorVariantName,
  type VariantOperator,
} from '../api/variant-operator';
import type { UploadsOptions } from '@core/uploads/uploads-feature';
import { moscowTimeOnDay } from '@shared/time/moscow-time';

/**
 * Test and fixture support (not used by the app): the real core on a temp data folder talking
 * to a real sandbox over loopback HTTP, with tiny delays.
 */

/** A clock running at real speed whose "now" started at a chosen Moscow wall-clock time today. */
export function moscowClock(hhmm: string): Clock {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const real = Date.now();
  const offset = moscowTimeOnDay(new Date(real), h, m).getTime() - real;
  return { now: () => new Date(Date.now() + offset), sleep: systemClock.sleep };
}

/** An in-memory keychain holding the sandbox stores' secrets (the OS keychain is tested elsewhere). */
function sandboxSecrets(sandbox: SandboxAddress): SecretStore {
  const secrets = new Map(sandbox.stores.map((s) => [s.storeId.toLowerCase(), s.secret]));
  return {
    get: async (account) => secrets.get(account.toLowerCase()) ?? null,
    set: async (account, secret) => void secrets.set(account.toLowerCase(), secret),
    delete: async (account) => secrets.delete(account.toLowerCase()),
  };
}

/** An IPC error as thrown by `env.invoke`. */
export class InvokeFailure extends Error {
  constructor(readonly error: IpcError) {
    super(`${error.code}: ${error.message}`);
  }
}

export interface UploadsTestEnv {
  core: DeskCore;
  dataDir: string;
  profileId: number;
  /** Everything logged, as JSON lines. */
  logs: string[];
  /** Dispatches like a shell does (input and output parsed by the contract). */
  invoke<C extends InvokeChannel>(channel: C, input: InvokeInput<C>): Promise<InvokeOutput<C>>;
  /** Closes core (and its sandbox); removes the data folder unless `keepData`. */
  close(opts?: { keepData?: boolean }): Promise<void>;
}

/** Where a running sandbox listens and its stores (a child process gets this as JSON). */
export type SandboxAddress = Pick<RunningSandbox, 'baseUrl' | 'authUrl' | 'stores'>;

export interface UploadsTestEnvOptions {
  /** The operator: a sandbox started by the test, which outlives core restarts. */
  sandbox: SandboxAddress;
  dataDir?: string;
  clock?: Clock;
  uploads?: UploadsOptions;
}

/** Options for a sandbox that processes packages in a blink. */
export function fastSandboxOptions(clock?: Clock): SandboxOptions {
  return {
    clock,
    processing: { acceptedMs: 40, processingMs: 40 },
    limits: { requestRate: null },
    demoStockRows: 60,
  };
}

/**
 * Starts core with fast status polling and a store profile on the given sandbox (as a real
 * operator store: its secret comes from the secret store). Reopening the same `dataDir`
 * finds the same profile, as after an app restart.
 */
export function createUploadsTestEnv(options: UploadsTestEnvOptions): UploadsTestEnv {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'desk-uploads-'));
  const clock = options.clock ?? systemClock;
  const logs: string[] = [];
  const ports: CorePorts = {
    paths: { dataDir, logDir: join(dataDir, 'logs') },
    secrets: sandboxSecrets(options.sandbox),
    fetch: (input, init) => fetch(input, init),
    clock,
    logger: {
      log: (level, message, fields) => void logs.push(JSON.stringify({ level, message, ...fields })),
    },
    shell: 'cli',
    appVersion: '0.0.0-test',
  };
  const core = createDeskCore(ports, {
    uploads: {
      ...options.uploads,
      tracking: {
        initialDelayMs: 25,
        maxDelayMs: 100,
        noInfoGiveUpMs: 400,
        ...options.uploads?.tracking,
      },
    },
  });
  const store = options.sandbox.stores[0]!;
  const draft = {
    storeId: store.storeId,
    name: store.name,
    baseUrl: options.sandbox.baseUrl,
    authUrl: options.sandbox.authUrl,
  };
  const profileId = (core.context.profiles.find(draft.storeId, draft.baseUrl) ?? core.context.profiles.create(draft))
    .id;
  return {
    core,
    dataDir,
    profileId,
    logs,
    async invoke(channel, input) {
      const result = await dispatchInvoke(core.handlers, channel, input);
      if (!result.ok) throw new InvokeFailure(result.error);
      return result.data as InvokeOutput<typeof channel>;
    },
    async close(opts = {}) {
      await core.close();
      if (!opts.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `check` returns a value (not undefined), polling every 20 ms, up to `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A core on a plausible-operator test server (`variant-operator.ts`): for answers the spec leaves open. */
export interface VariantTestEnv {
  operator: VariantOperator;
  env: UploadsTestEnv;
  close(): Promise<void>;
}

export async function createVariantTestEnv(
  variant: OperatorVariantName,
  options: Omit<UploadsTestEnvOptions, 'sandbox'> = {},
): Promise<VariantTestEnv> {
  const operator = await startVariantOperator(operatorVariants[variant]);
  const address = {
    baseUrl: operator.url,
    authUrl: operator.url,
    stores: [{ storeId: ISSUED_STORE_ID, secret: ISSUED_SECRET, name: 'Аптека' }],
  } as unknown as SandboxAddress;
  const env = createUploadsTestEnv({ ...options, sandbox: address });
  return {
    operator,
    env,
    async close() {
      await env.close();
      await operator.close();
    },
  };
}

/** Goods of the sandbox's default dictionary (seed 1); tests pass `sandbox.control.dictionaries.goodsSample()` when they can. */
// Current, not price-regulated goods of the seed-1 sandbox (regulated rows need gnvls and prcGnvlsMax).
const knownNnts = [100001, 100323, 100657, 101021, 101368, 101688, 102060, 102384, 102701, 103031];

/** A valid stock package text with `rows` rows of the given goods. */
export function samplePackage(
  rows: number,
  opts: { date?: string; prefix?: string; nnts?: readonly number[] } = {},
): string {
  const nnts = opts.nnts && opts.nnts.length > 0 ? opts.nnts : knownNnts;
  const stocks = Array.from({ length: rows }, (_, i) => ({
    prtId: `${opts.prefix ?? 'P'}-${String(i + 1).padStart(6, '0')}`,
    nnt: nnts[i % nnts.length],
    sku: `SKU-${i + 1}`,
    qnt: 1 + (i % 7),
    supDate: '2024-04-02T10:00:00+03:00',
    nds: 10,
    gnvls: false,
    man: 'Фармстандарт',
    series: `S${i}`,
    exp: '2026-12-31T00:00:00+03:00',
    prcOpt: 100,
    prcOptNds: 110,
    prcRet: 150,
    tag: 0,
  }));
  return JSON.stringify({ date: opts.date ?? '2024-05-10T06:00:00+03:00', stocks }, null, 2);
}
