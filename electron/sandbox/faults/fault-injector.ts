import { seededRandom, type SeededRandom } from '../util/seeded-random';

/** Seeded fault injection settings; every rate is a share of requests in [0, 1]. */
export interface FaultOptions {
  /** Seed of the fault sequence (default: the sandbox seed). */
  seed?: number;
  /** Share of requests answered 500. */
  error500Rate?: number;
  /** Share of requests answered 429 with `Retry-After`. */
  error429Rate?: number;
  /** `Retry-After` of injected 429s, in seconds (default 1). */
  retryAfterSeconds?: number;
  /** Share of requests whose connection is destroyed without an answer. */
  dropRate?: number;
  /**
   * When the connection is dropped: before the handler runs (nothing happened), or after it
   * ran (the request took effect but the client never hears so: "outcome unknown").
   */
  dropPhase?: 'before-handler' | 'after-handler';
  /** Share of requests delayed by `latencyMs`. */
  latencyRate?: number;
  /** Added latency in milliseconds: fixed, or a [min, max] range drawn from the seed. */
  latencyMs?: number | [number, number];
  /** Share of issued tokens that die before their announced `expires_in`. */
  earlyExpiryRate?: number;
  /** Such a token lives this share of its announced lifetime (default 0.1, at least 1 s). */
  earlyExpiryFactor?: number;
  /** Which servers get faults (default both). */
  targets?: { api?: boolean; auth?: boolean };
}

/** What to do to one request. */
export interface RequestFault {
  kind: 'none' | 'error500' | 'error429' | 'drop';
  latencyMs: number;
  retryAfterSeconds: number;
  dropPhase: 'before-handler' | 'after-handler';
}

/** The fault decisions of one sandbox; the same seed and request order give the same faults. */
export interface FaultInjector {
  decide(target: 'api' | 'auth'): RequestFault;
  /** The lifetime a new token really gets, given the one announced to the client. */
  effectiveLifetime(announcedSeconds: number): number;
  configure(options: FaultOptions | undefined): void;
  current(): Readonly<FaultOptions>;
}

const NO_FAULT: RequestFault = { kind: 'none', latencyMs: 0, retryAfterSeconds: 0, dropPhase: 'before-handler' };

/** Creates an injector; with no options (or all rates 0) it never interferes. */
export function createFaultInjector(options: FaultOptions | undefined, defaultSeed: number): FaultInjector {
  let opts: FaultOptions = {};
  let requests: SeededRandom = seededRandom(defaultSeed);
  let tokens: SeededRandom = seededRandom(defaultSeed + 1);

  const configure = (next: FaultOptions | undefined): void => {
    opts = { ...(next ?? {}) };
    const seed = opts.seed ?? defaultSeed;
    requests = seededRandom(seed);
    // A separate stream, so issuing tokens does not shift the request fault sequence.
    tokens = seededRandom(seed ^ 0x5eed);
  };
  configure(options);

  const enabled = (target: 'api' | 'auth'): boolean => opts.targets?.[target] ?? true;

  return {
    decide(target) {
      if (!enabled(target)) return NO_FAULT;
      // Always three draws per request, whatever the rates, so sequences stay aligned.
      const kindDraw = requests.next();
      const latencyDraw = requests.next();
      const amountDraw = requests.next();
      const drop = opts.dropRate ?? 0;
      const e500 = opts.error500Rate ?? 0;
      const e429 = opts.error429Rate ?? 0;
      const kind: RequestFault['kind'] =
        kindDraw < drop
          ? 'drop'
          : kindDraw < drop + e500
            ? 'error500'
            : kindDraw < drop + e500 + e429
              ? 'error429'
              : 'none';
      let latencyMs = 0;
      if (latencyDraw < (opts.latencyRate ?? 0)) {
        const spec = opts.latencyMs ?? 100;
        latencyMs = Array.isArray(spec) ? Math.round(spec[0] + amountDraw * (spec[1] - spec[0])) : spec;
      }
      return {
        kind,
        latencyMs,
        retryAfterSeconds: opts.retryAfterSeconds ?? 1,
        dropPhase: opts.dropPhase ?? 'before-handler',
      };
    },
    effectiveLifetime(announced) {
      if (!enabled('auth')) return announced;
      const draw = tokens.next();
      if (draw >= (opts.earlyExpiryRate ?? 0)) return announced;
      return Math.max(1, Math.floor(announced * (opts.earlyExpiryFactor ?? 0.1)));
    },
    configure,
    current: () => opts,
  };
}
