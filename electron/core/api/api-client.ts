import { guidSchema } from '@shared/protocol/common';
import {
  isChunkedDictionary,
  exactRvInts,
  isDictionaryName,
  maxDictionaryCount,
  maxRvInt,
  rvIntValue,
} from '@shared/protocol/dictionaries';
import { messageStatusSchema } from '@shared/protocol/messages';
import { stockRowsReadSchema } from '@shared/protocol/stocks';
import { webhookEventNameSchema, webhookKeySchema, webhookUrlSchema } from '@shared/protocol/webhooks';
import { DeskError } from '../errors';
import { readStockRows } from '../stocks/stock-row-read-check';
import { rememberSecret } from '../logging/redact';
import type { ApiClient, ApiClientDeps, ApiConnection, CallOptions, UploadAccepted } from './api-types';
import { validationSchemaNames } from './api-types';
import { executeCall, type CallSpec } from './call-executor';
import { encodeSince, joinUrl, messageIdFromLocation, messageStatusUrl, pathOf } from './endpoints';
import { type CallInfo } from './http-errors';
import { readOperatorErrorBody, toValidationBody } from './operator-error-body';
import { isEmptyRead, parseJsonArray, parseJsonBody, parseJsonBodyFast } from './parse-body';
import { uploadTimeoutMs } from './upload-timeout';
import { isStatusAnswer, resolveLocation, statusCandidates } from './location-candidates';
import { createStoreSession, type StoreSession } from './store-session';

export type {
  ApiClient,
  ApiClientDeps,
  ApiConnection,
  CallOptions,
  UploadAccepted,
  UploadOptions,
  ValidationOutcome,
} from './api-types';

const JSON_TYPE = 'application/json';

/**
 * The operator API client of one store (protocol v5) over an injected fetch. Keep one per store:
 * it owns that store's token (single-flight, renewed before expiry, one refresh on 401).
 * Every answer is checked against the shared protocol schemas; every failure is a DeskError.
 */
export function createApiClient(deps: ApiClientDeps, conn: ApiConnection): ApiClient {
  return createApiClientOn(createStoreSession(deps, conn));
}

/** The API client over a store session whose token manager it shares (see store-session.ts). */
export function createApiClientOn(session: StoreSession): ApiClient {
  const { storeId, baseUrl, ctx, tokens, deps } = session;
  const timeoutMs = ctx.timeoutMs;
  const storePath = `/v5/stores/${storeId}/stocks`;
  /** Locations that answered 404 → the standard status URL that answered instead (asked first next time). */
  const fallbacks = new Map<string, string>();

  /** An authenticated call; `target` is a path below the API address or an absolute URL on it. Returns the answer and what was called. */
  const call = async (
    operation: string,
    method: string,
    target: string,
    rest: Omit<CallSpec, 'call' | 'url' | 'tokens'>,
  ) => {
    const url = /^https?:\/\//.test(target) ? target : joinUrl(baseUrl, target);
    const info: CallInfo = { operation, method, path: pathOf(url), storeId };
    return { reply: await executeCall(ctx, { call: info, url, tokens, ...rest }), info };
  };
  const ok =
    (...statuses: number[]) =>
    (status: number) =>
      statuses.includes(status);
  // The spec names 201 (subscribe), 200 (update) and 204 (delete); any 2xx means done.
  const success = (status: number) => status >= 200 && status < 300;
  const fromOptions = (options: CallOptions | undefined) => ({
    signal: options?.signal,
    timeoutMs: options?.timeoutMs,
    idleMs: options?.idleMs,
  });

  const readDictionary = async (name: string, query: URLSearchParams, options?: CallOptions) => {
    const path = `/v5/references/${name}${query.size > 0 ? `?${query}` : ''}`;
    const { reply, info } = await call(`${name} dictionary download`, 'GET', path, {
      resend: 'retry',
      accept: ok(200, 204),
      ...fromOptions(options),
    });
    // 204 or a `null` body: the operator has nothing (more) to give.
    if (isEmptyRead(reply.status, reply.text)) return [];
    const records = parseJsonArray(info, reply.status, reply.text);
    exactRvInts(records, reply.text);
    return records;
  };

  const subscription = async (
    operation: string,
    method: 'POST' | 'PUT' | 'DELETE',
    event: string,
    body: object,
    options?: CallOptions,
  ) => {
    const checkedEvent = webhookEventNameSchema.safeParse(event);
    if (!checkedEvent.success) throw new DeskError('invalid-input', `"${event}" is not one of the six webhook events.`);
    const path = method === 'DELETE' ? `/v5/events/${checkedEvent.data}` : `/v5/events/${checkedEvent.data}/subscribe`;
    // Subscriptions are keyed by event + clientId, so repeating one after a lost answer changes nothing.
    await call(operation, method, path, {
      body: JSON.stringify(body),
      contentType: JSON_TYPE,
      resend: 'retry',
      accept: success,
      ...fromOptions(options),
    });
  };

  return {
    storeId,

    async testConnection() {
      return tokens.refresh();
    },

    resetToken: () => tokens.clear(),

    async uploadStocks(kind, body, options = {}) {
      if (kind !== 'full' && kind !== 'changes')
        throw new DeskError('invalid-input', `Unknown upload kind "${String(kind)}".`);
      const operation = kind === 'full' ? 'full stock upload' : 'stock changes upload';
      const method = kind === 'full' ? 'POST' : 'PUT';
      const { reply } = await call(operation, method, storePath, {
        body,
        contentType: JSON_TYPE,
        // Neither upload is repeated by itself once its body may have arrived (call-executor.ts).
        resend: 'never',
        accept: ok(202),
        signal: options.signal,
        // The body goes out with a Content-Length the operator can trust, slice by slice where the
        // fetch allows it, so a socket that takes no byte for the idle limit ends the upload (outcome
        // unknown); the size-based ceiling covers the operator's work before it answers.
        timeoutMs: options.timeoutMs ?? uploadTimeoutMs(body, { baseMs: timeoutMs * 4, ...deps.uploadTimeout }),
        idleMs: options.idleMs,
        idleBeforeHeaders: false,
        idleWhileSending: deps.streamsUploadBodies !== false,
        onRequestStart: options.onRequestStart,
      });
      return accepted(reply.headers.get('location'));
    },

    async deleteStocks(options) {
      await call('stock deletion', 'DELETE', storePath, {
        resend: 'retry',
        accept: ok(204, 200),
        ...fromOptions(options),
      });
    },

    async getStocks(since, options) {
      const path = `${storePath}?since=${encodeSince(since)}`;
      const { reply, info } = await call('stock read-back', 'GET', path, {
        resend: 'retry',
        accept: ok(200, 204),
        acceptType: options?.fullJson ? 'application/x-json-full' : undefined,
        ...fromOptions(options),
      });
      if (isEmptyRead(reply.status, reply.text)) return [];
      // 100,000 rows through zod take seconds; the straight-line check a fraction of that.
      return parseJsonBodyFast(info, reply.status, reply.text, stockRowsReadSchema, readStockRows);
    },

    async getMessageStatus(locationOrMessageId, options) {
      const { url, messageId } = messageStatusUrl(baseUrl, locationOrMessageId);
      const known = fallbacks.get(url);
      // Where a root-relative Location may point under an API with a base path: the base path, the
      // host root, then 4.3's own address by message id (location-candidates.ts).
      const candidates = known ? [known] : statusCandidates(baseUrl, url, messageId);
      for (const [index, target] of candidates.entries()) {
        const last = index === candidates.length - 1;
        let answer: Awaited<ReturnType<typeof call>>;
        try {
          answer = await call('package status check', 'GET', target, {
            resend: 'retry',
            // An earlier candidate may answer anything (a proxy's 401/403/404, an HTML page): judged below.
            accept: last ? (status) => status === 200 || status === 204 : () => true,
            ...fromOptions(options),
          });
        } catch (error) {
          // A redirect from a candidate that is not the last: the next one is asked. Anything else ends here.
          if (last || !(error instanceof DeskError) || error.code !== 'bad-response') throw error;
          continue;
        }
        const { reply, info } = answer;
        if (!last && !isStatusAnswer(reply.status, reply.text)) {
          deps.logger.log('warn', `the status address ${info.path} answered ${reply.status}; trying the next one`, {
            storeId,
          });
          continue;
        }
        if (target !== url) fallbacks.set(url, target);
        if (isEmptyRead(reply.status, reply.text)) return null;
        return parseJsonBody(info, reply.status, reply.text, messageStatusSchema);
      }
      throw new DeskError('internal', 'No status address was tried.');
    },

    async validate(schemaName, body, options) {
      if (!validationSchemaNames.includes(schemaName)) {
        throw new DeskError(
          'invalid-input',
          `"${String(schemaName)}" is not a validation schema (${validationSchemaNames.join(', ')}).`,
        );
      }
      // Validation has no side effects, so it is repeated like a GET.
      const { reply } = await call(`${schemaName} validation`, 'POST', `/v5/json_schemas/${schemaName}/validation`, {
        body,
        contentType: JSON_TYPE,
        resend: 'retry',
        accept: ok(200, 400),
        ...fromOptions(options),
      });
      if (reply.status === 200) return { ok: true };
      // Any 400 is the verdict: the 2.9 body in whatever spelling, or the operator's reason in any shape.
      return { ok: false, body: toValidationBody(readOperatorErrorBody(reply.text), reply.status) };
    },

    async getWebhookKey(options) {
      const { reply, info } = await call('webhook key download', 'GET', '/v5/keys/webhooks', {
        resend: 'retry',
        accept: ok(200, 204),
        ...fromOptions(options),
      });
      if (isEmptyRead(reply.status, reply.text)) return null;
      const key = parseJsonBody(info, reply.status, reply.text, webhookKeySchema);
      rememberSecret(key.secret);
      return key;
    },

    subscribe: async (event, clientId, url, options) =>
      subscription(`${event} subscription`, 'POST', event, subscriptionBody(clientId, url), options),
    updateSubscription: async (event, clientId, url, options) =>
      subscription(`${event} subscription update`, 'PUT', event, subscriptionBody(clientId, url), options),
    unsubscribe: async (event, clientId, options) =>
      subscription(`${event} unsubscription`, 'DELETE', event, { clientId: checkClientId(clientId) }, options),

    async getDictionaryChunk(name, query, options) {
      const raw: string = name;
      if (!isDictionaryName(raw) || !isChunkedDictionary(raw) || raw === 'barcodes') {
        throw new DeskError(
          'invalid-input',
          `"${String(name)}" is not a versioned dictionary; goods_links and barcodes have their own calls.`,
        );
      }
      return readDictionary(name, chunkQuery(query.count, query.rvInt), options);
    },

    async getGoodsLinks(query = {}, options) {
      return readDictionary('goods_links', new URLSearchParams(query.names ? { names: 'true' } : {}), options);
    },

    async getBarcodes(query, options) {
      const params = chunkQuery(query.count, query.rvInt);
      if (query.actual) params.set('actual', 'true');
      return readDictionary('barcodes', params, options);
    },
  };

  function accepted(location: string | null): UploadAccepted {
    if (!location) {
      // The package is queued all the same: report success rather than invite a second full upload.
      deps.logger.log('warn', 'upload accepted (202) without a Location header; its status cannot be polled', {
        storeId,
      });
      return { status: 202, location: null, messageId: null };
    }
    const absolute = resolveLocation(baseUrl, location);
    return { status: 202, location: absolute, messageId: messageIdFromLocation(absolute, baseUrl) };
  }
}

function checkClientId(clientId: string): string {
  if (!guidSchema.safeParse(clientId).success)
    throw new DeskError('invalid-input', `The client id "${clientId}" is not a GUID.`);
  return clientId;
}

function subscriptionBody(clientId: string, url: string): { clientId: string; url: string } {
  if (!webhookUrlSchema.safeParse(url).success)
    throw new DeskError('invalid-input', `The webhook address "${url}" is not an http(s) URL.`);
  return { clientId: checkClientId(clientId), url };
}

function chunkQuery(count: number, rvInt: number | bigint | undefined): URLSearchParams {
  if (!Number.isInteger(count) || count < 1 || count > maxDictionaryCount) {
    throw new DeskError('invalid-input', `count must be a whole number from 1 to ${maxDictionaryCount}, got ${count}.`);
  }
  const params = new URLSearchParams({ count: String(count) });
  if (rvInt !== undefined) {
    const exact = rvIntValue(rvInt);
    if (exact === null)
      throw new DeskError('invalid-input', `rvInt must be a whole number from 0 to ${maxRvInt}, got ${rvInt}.`);
    params.set('rvInt', String(exact));
  }
  return params;
}
