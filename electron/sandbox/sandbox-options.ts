import { DEFAULT_UNKNOWN_NNT_REJECT_SHARE } from '@shared/protocol/operator-rules';
import { MAX_UPLOAD_FILE_BYTES } from '@shared/ipc/channels/uploads';
import type { TokenLifetime } from './auth/token-server';
import type { DictionaryStoreOptions } from './dictionaries-link';
import { defaultDispersionRule, type DispersionRule } from './dispersion/dispersion-rule';
import type { FaultOptions } from './faults/fault-injector';
import type { RateLimitOptions } from './limits/rate-limiter';
import type { ProcessingDelays } from './messages/message-queue';
import {
  parseVariantList,
  resolveOperatorBehaviour,
  type OperatorBehaviour,
  type SandboxVariantName,
} from './operator-behaviour';
import { defaultSandboxStores, seededSandboxStores, sandboxDemoStore, type SandboxStoreConfig } from './sandbox-stores';
import { defaultWebhookRetryPolicy, type WebhookRetryPolicy } from './webhooks/webhook-hub';

/** Options of `startSandbox`; every threshold can be shortened or switched off (null) by tests. */
export interface SandboxOptions {
  /** Seed of everything generated: stores, dictionaries, demo stock, webhook keys, faults (default 1). */
  seed?: number;
  /** Dictionary size: 'small' for tests (default), 'large' = 300,000 goods and 1,000,000 barcodes. */
  scale?: 'small' | 'large';
  /** Stores: a list, or a count (the demo store plus seeded ones). Default: demo + 2 seeded. */
  stores?: SandboxStoreConfig[] | number;
  /** Injectable clock for tokens, limits, dates (default: system time). */
  clock?: { now(): Date };
  host?: string;
  /** API port (default 0: random). */
  port?: number;
  /** Authorization server port (default 0: random). */
  authPort?: number;
  /** `expires_in` in seconds (default 3600), or a function giving each token its own. */
  tokenLifetimeSeconds?: TokenLifetime;
  /** Deferred processing delays (default 1000 ms then 2000 ms; null waits for control.flush()). */
  processing?: Partial<ProcessingDelays>;
  /** A package fails (status 3) when more than this share of its rows has an unknown nnt (default 0.5; null never). */
  unknownNntErrorShare?: number | null;
  /** A package fails (status 3) when a row of a price-regulated product lacks `gnvls: true` or `prcGnvlsMax`, or is priced above it (default true). */
  regulatedPriceCheck?: boolean;
  limits?: {
    /** Default 1 per store per Moscow day; null = unlimited. */
    fullUploadsPerMoscowDay?: number | null;
    /** Default 600 s between changes uploads; null = unlimited. */
    changesIntervalSeconds?: number | null;
    /** Per-client request budget on /v5 (default 1200 per 60 s); null = unlimited. */
    requestRate?: RateLimitOptions | null;
    /** Largest `count` of a dictionary call (default 10000). */
    maxDictionaryCount?: number;
    /** Largest request body in bytes (default: the client's package limit, 200 MiB, so what the app may send is never a 413). */
    bodyLimitBytes?: number;
  };
  /** Webhook retry policy (default 6 attempts, 1 s doubling, capped at 60 s, 10 s timeout). */
  webhooks?: Partial<WebhookRetryPolicy>;
  /** Seeded fault injection (default: none). */
  faults?: FaultOptions;
  /** Passed over the defaults { scale, seed, storeIds } to createDictionaryStore. */
  dictionaries?: Partial<DictionaryStoreOptions>;
  /** Demo stock rows loaded per store at start (default 60; 0 = start empty). */
  demoStockRows?: number;
  /** 406 for a GET whose Accept names neither JSON type (default true). */
  strictAccept?: boolean;
  /** Write prtId in plain-JSON stock rows too (default false: only in x-json-full, as the spec's sample). */
  prtIdInPlainJson?: boolean;
  dispersion?: Partial<DispersionRule>;
  /** Fastify request logging (default false). */
  logger?: boolean;
  /** Plausible operators to play (operator-behaviour.ts): a name, `dotnet,capped`, or a list. Unknown names throw. */
  variant?: string | readonly string[];
  /** Single behaviour switches, applied over the variants. */
  behaviour?: Partial<OperatorBehaviour>;
}

/** Options with every default filled in. */
export interface ResolvedSandboxOptions {
  seed: number;
  scale: 'small' | 'large';
  stores: SandboxStoreConfig[];
  now: () => Date;
  host: string;
  port: number;
  authPort: number;
  tokenLifetimeSeconds: TokenLifetime;
  processing: ProcessingDelays;
  unknownNntErrorShare: number | null;
  regulatedPriceCheck: boolean;
  fullUploadsPerMoscowDay: number | null;
  changesIntervalSeconds: number | null;
  requestRate: RateLimitOptions | null;
  maxDictionaryCount: number;
  bodyLimitBytes: number;
  webhookRetry: WebhookRetryPolicy;
  faults: FaultOptions | undefined;
  dictionaries: Partial<DictionaryStoreOptions>;
  demoStockRows: number;
  strictAccept: boolean;
  prtIdInPlainJson: boolean;
  dispersion: DispersionRule;
  logger: boolean;
  variants: SandboxVariantName[];
  behaviour: OperatorBehaviour;
}

/** Fills in the defaults. */
export function resolveSandboxOptions(options: SandboxOptions = {}): ResolvedSandboxOptions {
  const seed = options.seed ?? 1;
  const clock = options.clock;
  const stores =
    options.stores === undefined
      ? defaultSandboxStores(seed)
      : typeof options.stores === 'number'
        ? [{ ...sandboxDemoStore, realNetId: 1000 }, ...seededSandboxStores(seed, Math.max(0, options.stores - 1))]
        : options.stores;
  const limits = options.limits ?? {};
  const variants = parseVariantList(options.variant ?? []);
  const behaviour = resolveOperatorBehaviour(variants, options.behaviour);
  const issued = (id: string) => (behaviour.storeIdCase === 'upper' ? id.toUpperCase() : id.toLowerCase());
  return {
    seed,
    scale: options.scale ?? 'small',
    stores: stores.map((s) => ({ ...s, storeId: issued(s.storeId) })),
    now: clock ? () => clock.now() : () => new Date(),
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    authPort: options.authPort ?? 0,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
    processing: { acceptedMs: 1000, processingMs: 2000, ...options.processing },
    unknownNntErrorShare:
      options.unknownNntErrorShare === undefined ? DEFAULT_UNKNOWN_NNT_REJECT_SHARE : options.unknownNntErrorShare,
    regulatedPriceCheck: options.regulatedPriceCheck ?? true,
    fullUploadsPerMoscowDay: limits.fullUploadsPerMoscowDay === undefined ? 1 : limits.fullUploadsPerMoscowDay,
    changesIntervalSeconds: limits.changesIntervalSeconds === undefined ? 600 : limits.changesIntervalSeconds,
    requestRate: limits.requestRate === undefined ? { maxRequests: 1200, windowSeconds: 60 } : limits.requestRate,
    maxDictionaryCount: limits.maxDictionaryCount ?? 10_000,
    bodyLimitBytes: limits.bodyLimitBytes ?? MAX_UPLOAD_FILE_BYTES,
    webhookRetry: { ...defaultWebhookRetryPolicy, ...options.webhooks },
    faults: options.faults,
    dictionaries: options.dictionaries ?? {},
    demoStockRows: options.demoStockRows ?? 60,
    strictAccept: options.strictAccept ?? true,
    prtIdInPlainJson: options.prtIdInPlainJson ?? false,
    dispersion: { ...defaultDispersionRule, ...options.dispersion },
    logger: options.logger ?? false,
    variants,
    behaviour,
  };
}
