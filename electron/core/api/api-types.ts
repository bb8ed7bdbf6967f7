import type { DictionaryName } from '@shared/protocol/dictionaries';
import type { MessageStatus } from '@shared/protocol/messages';
import type { StockRowRead } from '@shared/protocol/stocks';
import type { ValidationErrorResponse } from '@shared/protocol/validation-errors';
import type { WebhookEventName, WebhookKey } from '@shared/protocol/webhooks';
import type { Clock, HttpFetch, Logger } from '../ports';
import type { RetryPolicy } from './retry-policy';
import type { UploadTimeoutSettings } from './upload-timeout';

/** The JSON schemas of the validation endpoint (4.4). Only `stocks` is described by the spec. */
export const validationSchemaNames = ['stocks', 'preorders', 'orders', 'transactions'] as const;
export type ValidationSchemaName = (typeof validationSchemaNames)[number];

/** What the client is built from: the shell's ports and the tuning knobs. */
export interface ApiClientDeps {
  fetch: HttpFetch;
  clock: Clock;
  logger: Logger;
  /** Jitter source in [0, 1); tests pass a seeded one. Default Math.random. */
  random?: () => number;
  policy?: Partial<RetryPolicy>;
  /** Time allowed for one whole request, answer body included. Default 30 s. */
  timeoutMs?: number;
  /** No byte for this long ends a request as a stall (default 30 s); `timeoutMs` stays the ceiling. */
  idleMs?: number;
  /** Uploads' ceiling: base (default 4 × `timeoutMs`) plus `perMebibyteMs` (default 30 s) per MiB of body. */
  uploadTimeout?: Partial<UploadTimeoutSettings>;
  /**
   * Whether `fetch` takes an upload's body as a stream with a Content-Length, so the idle limit can
   * watch it go out (default true: Node's fetch does). False for Electron's net.fetch, not verified
   * to keep the Content-Length: its uploads go out whole and a stall while sending ends at the ceiling.
   */
  streamsUploadBodies?: boolean;
  /** Renew the token this long before `expires_in` runs out (capped at half the lifetime). Default 60 s. */
  tokenRefreshMarginMs?: number;
}

/** One store on one operator: where to call, and how to get its secret (from the keychain). */
export interface ApiConnection {
  storeId: string;
  baseUrl: string;
  authUrl: string;
  getSecret(): Promise<string>;
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
  /** The ceiling of the whole exchange. */
  timeoutMs?: number;
  /** No byte for this long ends it as a stall. */
  idleMs?: number;
}

export interface UploadOptions extends CallOptions {
  /** Called right before the request goes out (the ledger marks the attempt as sent). */
  onRequestStart?: () => void;
}

/** A queued upload (202): `location` polls its status; null when the server sent no usable Location. */
export interface UploadAccepted {
  status: 202;
  location: string | null;
  messageId: string | null;
}

export type ValidationOutcome = { ok: true } | { ok: false; body: ValidationErrorResponse };

/** The operator API of one store (protocol v5). Tokens stay inside; errors are DeskErrors. */
export interface ApiClient {
  readonly storeId: string;
  /** Gets a new token now; returns its lifetime in seconds (never the token). */
  testConnection(options?: CallOptions): Promise<{ expiresIn: number }>;
  /** Forgets the cached token (call after the store's secret changed). */
  resetToken(): void;
  /** POST (full: never re-sent once it may have arrived) or PUT (changes) of a stock package body. */
  uploadStocks(
    kind: 'full' | 'changes',
    body: string | Uint8Array<ArrayBuffer>,
    options?: UploadOptions,
  ): Promise<UploadAccepted>;
  /** DELETE all of the store's stock (204). */
  deleteStocks(options?: CallOptions): Promise<void>;
  /** GET the stock rows loaded since a date-time with offset (204 or `null`: none); `fullJson` asks for `application/x-json-full` (every field, prtId included). */
  getStocks(since: string | Date, options?: CallOptions & { fullJson?: boolean }): Promise<StockRowRead[]>;
  /**
   * The status of a package by messageId or Location; null when the service knows nothing of it
   * (204). A Location answering 404 falls back to `/v5/messages/{id}/status` when it holds a GUID.
   */
  getMessageStatus(locationOrMessageId: string, options?: CallOptions): Promise<MessageStatus | null>;
  /** Validates a package against a named schema: ok, or the 2.9 body listing what is wrong. */
  validate(
    schemaName: ValidationSchemaName,
    body: string | Uint8Array<ArrayBuffer>,
    options?: CallOptions,
  ): Promise<ValidationOutcome>;
  /** The HMAC key of webhook signatures (a secret: show it masked); null when the operator has none (204 or `null`). */
  getWebhookKey(options?: CallOptions): Promise<WebhookKey | null>;
  subscribe(event: WebhookEventName, clientId: string, url: string, options?: CallOptions): Promise<void>;
  updateSubscription(event: WebhookEventName, clientId: string, url: string, options?: CallOptions): Promise<void>;
  unsubscribe(event: WebhookEventName, clientId: string, options?: CallOptions): Promise<void>;
  /** One chunk of a versioned dictionary (not goods_links, not barcodes): raw records, each to be checked by the caller. */
  getDictionaryChunk(
    name: Exclude<DictionaryName, 'goods_links' | 'barcodes'>,
    query: { count: number; rvInt?: number | bigint },
    options?: CallOptions,
  ): Promise<unknown[]>;
  /** The store's goods links (raw records); `names` adds the operator's product name. */
  getGoodsLinks(query?: { names?: boolean }, options?: CallOptions): Promise<unknown[]>;
  /** One chunk of barcodes (raw records); `actual` returns only current rows. */
  getBarcodes(
    query: { count: number; rvInt?: number | bigint; actual?: boolean },
    options?: CallOptions,
  ): Promise<unknown[]>;
}
