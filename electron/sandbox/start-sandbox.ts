import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ApiContext } from './api-context';
import { buildApiServer } from './api-server';
import { signJwt } from './auth/jwt';
import { buildTokenServer } from './auth/token-server';
import { registerControlRoutes } from './control/control-routes';
import {
  createDictionaryStore,
  registerDictionaryControls,
  registerReferenceRoutes,
  type DictionaryStore,
} from './dictionaries-link';
import { createFaultInjector, type FaultOptions } from './faults/fault-injector';
import { createRateLimiter } from './limits/rate-limiter';
import { createUploadLimits } from './limits/upload-limits';
import { createMessageQueue, MessageStatusId, type PackageMessage } from './messages/message-queue';
import { resolveSandboxOptions, type SandboxOptions } from './sandbox-options';
import type { SandboxStore } from './sandbox-stores';
import { demoStockRows } from './stocks/demo-stock';
import { createStockLedger, type StoredStockRow } from './stocks/stock-ledger';
import { createStockProcessor, type StockPayload } from './stocks/stock-processor';
import { createStoreDirectory } from './store-directory';
import { formatMoscowIso } from '@shared/time/moscow-time';
import { sandboxDates } from './util/dates';
import type { OperatorBehaviour, SandboxVariantName } from './operator-behaviour';
import type { WebhookDelivery } from './webhooks/delivery-log';
import { createWebhookHub } from './webhooks/webhook-hub';

/** In-process handles for tests and the app: state, time-skipping and fault switches. */
export interface SandboxControl {
  /** Finishes every queued package now (statuses reach 2 or 3) and resolves when done. */
  flush(): Promise<void>;
  /** Resolves when no webhook delivery is in flight or waiting for a retry. */
  webhooksIdle(): Promise<void>;
  setFaults(faults: FaultOptions | undefined): void;
  /** Forgets upload history (all stores, or one) and the request-rate history of every IP address. */
  resetLimits(storeId?: string): void;
  stockRows(storeId: string): StoredStockRow[];
  message(messageId: string): Readonly<PackageMessage> | undefined;
  deliveries(clientId?: string): WebhookDelivery[];
  webhookSecret(clientId: string): string;
  /** A valid token without the auth server (tests of the API alone). */
  issueToken(storeId: string, lifetimeSeconds?: number): string;
  /** Test hook: every access token issued so far (auth server and issueToken), oldest first. */
  issuedTokens(): string[];
  /** Sends a notification as if the event happened (events the sandbox never fires itself). */
  fireEvent(event: string, clientId: string, messageId: string, message: string): number;
  dictionaries: DictionaryStore;
}

/** A running sandbox. */
export interface RunningSandbox {
  /** API base address, `http://127.0.0.1:<port>` (no trailing slash). */
  baseUrl: string;
  /** Authorization server base address, a separate listener. */
  authUrl: string;
  /** Store GUIDs as issued (upper case in the `terse` variant) with their secrets. */
  stores: SandboxStore[];
  /** The variants played and the behaviour they resolved to. */
  variants: SandboxVariantName[];
  behaviour: Readonly<OperatorBehaviour>;
  control: SandboxControl;
  close(): Promise<void>;
}

/** Starts the operator emulator: the auth server and the API on two loopback ports. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const o = resolveSandboxOptions(options);
  const dates = sandboxDates(o.behaviour.dateStyle);
  const stores = createStoreDirectory(o.stores);
  const signingKey = randomBytes(32);
  const faults = createFaultInjector(o.faults, o.faults?.seed ?? o.seed);
  const dictionaries = createDictionaryStore({
    scale: o.scale,
    seed: o.seed,
    storeIds: stores.all().map((s) => s.storeId),
    dateStyle: o.behaviour.dateStyle,
    ...o.dictionaries,
  });

  const ledger = createStockLedger();
  if (o.demoStockRows > 0) {
    const goods = dictionaries.goodsSample(o.demoStockRows);
    const started = o.now();
    stores.all().forEach((s, index) => {
      ledger.replaceAll(s.storeId, demoStockRows(goods, index, o.seed, started), formatMoscowIso(started), started);
    });
  }

  let baseUrl = '';
  let authUrl = '';
  const webhooks = createWebhookHub({ seed: o.seed, now: o.now, retry: o.webhookRetry, formatDate: dates.moscow });
  const queue = createMessageQueue<StockPayload>({
    now: o.now,
    delays: o.processing,
    process: createStockProcessor({
      ledger,
      hasGoods: (nnt) => dictionaries.hasGoods(nnt),
      unknownNntErrorShare: o.unknownNntErrorShare,
      isRegulated: (nnt) => dictionaries.isRegulated(nnt),
      regulatedPriceCheck: o.regulatedPriceCheck,
      now: o.now,
    }),
    onFinal: (m) => {
      // A full upload that ended in status 3 after a DELETE did not restore the store: changes stay refused.
      if (m.kind === 'full' && m.statusId === MessageStatusId.Error && m.afterDelete)
        ledger.requireFullUpload(m.storeId);
      const clientId = stores.get(m.storeId)?.issuedId ?? m.storeId;
      webhooks.notify(m.kind === 'full' ? 'stocks_full' : 'stocks_updates', clientId, m.messageId, m.statusMessage);
    },
  });
  const ctx: ApiContext = {
    now: o.now,
    baseUrl: () => baseUrl,
    stores,
    ledger,
    queue,
    uploadLimits: createUploadLimits(
      { fullUploadsPerMoscowDay: o.fullUploadsPerMoscowDay, changesIntervalSeconds: o.changesIntervalSeconds },
      o.now,
    ),
    rateLimiter: createRateLimiter(o.requestRate, o.now),
    webhooks,
    prtIdInPlainJson: o.prtIdInPlainJson,
    behaviour: o.behaviour,
    dates,
  };

  const api = buildApiServer({
    ctx,
    signingKey,
    faults,
    strictAccept: o.strictAccept,
    bodyLimitBytes: o.bodyLimitBytes,
    dispersion: o.dispersion,
    logger: o.logger,
    requestRate: o.requestRate,
    mountExtra: (app) => {
      registerReferenceRoutes(app, dictionaries, {
        maxCount: o.maxDictionaryCount,
        chunkCap: o.behaviour.chunkCap,
        emptyReadNoContent: o.behaviour.emptyReadNoContent,
      });
      registerDictionaryControls(app, dictionaries);
      registerControlRoutes(app, { stores, faults, uploadLimits: ctx.uploadLimits, rateLimiter: ctx.rateLimiter });
    },
  });
  const issuedTokens: string[] = [];
  const auth = buildTokenServer({
    onIssued: (token) => issuedTokens.push(token),
    signingKey,
    stores,
    now: o.now,
    lifetime: o.tokenLifetimeSeconds,
    faults,
    issuer: () => authUrl,
    logger: o.logger,
    caseSensitiveClientId: o.behaviour.caseSensitiveClientId,
  });

  try {
    await api.listen({ host: o.host, port: o.port });
    await auth.listen({ host: o.host, port: o.authPort });
  } catch (error) {
    await Promise.allSettled([api.close(), auth.close()]);
    throw error;
  }
  const urlOf = (address: AddressInfo | string | null): string => {
    const a = address as AddressInfo;
    const host = a.family === 'IPv6' ? `[${a.address}]` : a.address;
    return `http://${host}:${a.port}`;
  };
  baseUrl = urlOf(api.server.address());
  authUrl = urlOf(auth.server.address());

  const control: SandboxControl = {
    flush: () => queue.flush(),
    webhooksIdle: () => webhooks.idle(),
    setFaults: (f) => faults.configure(f),
    resetLimits(storeId) {
      ctx.uploadLimits.reset(storeId?.toLowerCase());
      ctx.rateLimiter.reset();
    },
    stockRows: (storeId) => ledger.rows(storeId),
    message: (messageId) => queue.get(messageId),
    deliveries: (clientId) => webhooks.log.forClient(clientId),
    webhookSecret: (clientId) => webhooks.keys.secretFor(clientId),
    issueToken(storeId, lifetimeSeconds = 3600) {
      const id = stores.get(storeId)?.issuedId ?? storeId.toLowerCase();
      const iat = Math.floor(o.now().getTime() / 1000);
      const token = signJwt(
        { iss: authUrl, sub: id, client_id: id, iat, nbf: iat, exp: iat + lifetimeSeconds, jti: `control-${iat}` },
        signingKey,
      );
      issuedTokens.push(token);
      return token;
    },
    issuedTokens: () => [...issuedTokens],
    fireEvent: (event, clientId, messageId, message) => webhooks.notify(event, clientId, messageId, message),
    dictionaries,
  };

  let closed: Promise<void> | null = null;
  return {
    baseUrl,
    authUrl,
    stores: stores.all().map(({ issuedId, secret, name }) => ({ storeId: issuedId, secret, name })),
    variants: o.variants,
    behaviour: o.behaviour,
    control,
    close() {
      closed ??= (async () => {
        queue.close();
        webhooks.close();
        await Promise.allSettled([api.close(), auth.close()]);
      })();
      return closed;
    },
  };
}
