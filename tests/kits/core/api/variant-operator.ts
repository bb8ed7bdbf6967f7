import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, startTestServer, type SeenRequest, type TestServer } from './http-test-server';

/**
 * How a plausible operator answers where protocol v5 is silent. The keys mirror the sandbox's
 * `--variant` behaviours (dotnet, terse), so a test written over this table can later run
 * against `startSandbox({ variant })` by swapping the server, not the assertions.
 */
export interface OperatorVariant {
  /** `offset`: `2019-12-03T15:07:49+00:00`; `dotnet`: offset-less with 7 fraction digits (`DateTime` of unspecified kind). */
  dates: 'offset' | 'dotnet';
  /** `spec`: the 2.9 body in camelCase; `dotnet`: PascalCase with `ValidationErrors: null` and the reason in `ExceptionMessage`. */
  errors: 'spec' | 'dotnet';
  /** A read with nothing to return: `[]`, 204 No Content or the JSON `null`. */
  emptyReads: 'array' | '204' | 'null';
  /** Subscribing again for the same event + client: 409, or 400 saying it exists. */
  duplicateSubscription: 409 | 400;
  /** Removing a subscription that does not exist: 404, or 400 saying so. */
  missingSubscription: 404 | 400;
  /** `client_id` and the path's store GUID compared with letter case (as issued). */
  caseSensitiveClientId: boolean;
}

export const operatorVariants = {
  spec: {
    dates: 'offset',
    errors: 'spec',
    emptyReads: 'array',
    duplicateSubscription: 409,
    missingSubscription: 404,
    caseSensitiveClientId: false,
  },
  dotnet: {
    dates: 'dotnet',
    errors: 'dotnet',
    emptyReads: 'null',
    duplicateSubscription: 409,
    missingSubscription: 404,
    caseSensitiveClientId: false,
  },
  terse: {
    dates: 'offset',
    errors: 'spec',
    emptyReads: '204',
    duplicateSubscription: 400,
    missingSubscription: 400,
    caseSensitiveClientId: true,
  },
} satisfies Record<string, OperatorVariant>;
export type OperatorVariantName = keyof typeof operatorVariants;

/** The store as the operator issued it: an upper-case GUID (as in its tokens and docs). */
export const ISSUED_STORE_ID = '6F1E2D3C-5B4A-4C3D-8E2F-1A2B3C4D5E6F';
export const ISSUED_SECRET = 'variant-secret-Qw7!';
/** The reason a variant gives when it refuses a package at validation. */
export const REFUSAL_REASON = 'Stock package rejected: store is not linked to a pharmacy network';

export interface VariantOperator {
  url: string;
  server: TestServer;
  /**
   * Status answers of each package in order (the last repeats): a statusId (its date written in
   * the variant's style), or a raw body sent as is with 200 (an answer that cannot be read).
   */
  statuses: (number | string)[];
  subscriptions: Set<string>;
  /** The date-time as this variant writes it. */
  writeDate(iso: string): string;
  close(): Promise<void>;
}

/** Starts one real HTTP server (auth and API on one port) answering in a variant's style. */
export async function startVariantOperator(variant: OperatorVariant): Promise<VariantOperator> {
  const tokens = new Set<string>();
  const subscriptions = new Set<string>();
  const polls = new Map<string, number>();
  const sameStore = (id: string) =>
    variant.caseSensitiveClientId ? id === ISSUED_STORE_ID : id.toLowerCase() === ISSUED_STORE_ID.toLowerCase();
  const writeDate = (iso: string) =>
    variant.dates === 'dotnet' ? `${iso.slice(0, 19)}.${iso.slice(20, 23)}0000` : iso.replace(/\.\d+Z$|Z$/, '+00:00');
  const refuse = (res: ServerResponse, status: number, reason: string) =>
    variant.errors === 'dotnet'
      ? sendJson(res, status, {
          StatusCode: status,
          IsError: true,
          IsTransient: false,
          ExceptionMessage: reason,
          ValidationErrors: null,
        })
      : sendJson(res, status, { statusCode: status, isError: true, isTransient: false, exceptionMessage: reason });
  const empty = (res: ServerResponse) => {
    if (variant.emptyReads === '204') {
      res.writeHead(204);
      return res.end();
    }
    sendJson(res, 200, variant.emptyReads === 'null' ? null : []);
  };

  const state: VariantOperator = {
    url: '',
    server: undefined as unknown as TestServer,
    statuses: [0, 1, 2],
    subscriptions,
    writeDate,
    close: () => state.server.close(),
  };

  const api = (request: SeenRequest, res: ServerResponse, path: string) => {
    const stocks = /^\/v5\/stores\/([^/]+)\/stocks$/.exec(path);
    if (stocks) {
      if (!sameStore(decodeURIComponent(stocks[1]!))) return refuse(res, 403, 'No rights for this store');
      if (request.method === 'GET') return empty(res);
      const messageId = randomUUID();
      res.writeHead(202, { Location: `/v5/messages/${messageId}/status`, Vary: 'Accept' });
      return res.end();
    }
    const status = /^\/v5\/messages\/([^/]+)\/status$/.exec(path);
    if (status) {
      const n = polls.get(status[1]!) ?? 0;
      polls.set(status[1]!, n + 1);
      const statusId = state.statuses[Math.min(n, state.statuses.length - 1)]!;
      if (typeof statusId === 'string') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(statusId);
      }
      return sendJson(res, 200, {
        id: n + 1,
        messageId: status[1],
        statusId,
        statusMessage: statusId === 2 ? 'Processed' : `Step ${statusId}`,
        statusDate: writeDate(new Date(Date.UTC(2024, 4, 1, 3, 0, n)).toISOString()),
      });
    }
    if (path.startsWith('/v5/references/')) return empty(res);
    if (path === '/v5/keys/webhooks') return sendJson(res, 200, { secret: 'whsec-variant-key-0123456789' });
    if (path === '/v5/json_schemas/stocks/validation') return refuse(res, 400, REFUSAL_REASON);
    const event = /^\/v5\/events\/([a-z_]+)(\/subscribe)?$/.exec(path);
    if (event) {
      const body = JSON.parse(request.body || '{}') as { clientId?: string };
      if (!sameStore(body.clientId ?? '')) return refuse(res, 403, 'No rights for this client');
      const key = `${event[1]}|${body.clientId!.toLowerCase()}`;
      const exists = subscriptions.has(key);
      if (request.method === 'POST') {
        if (exists)
          return variant.duplicateSubscription === 409
            ? refuse(res, 409, 'Conflict')
            : refuse(res, 400, `Subscription for event ${event[1]} already exists`);
        subscriptions.add(key);
        res.writeHead(201);
        return res.end();
      }
      if (request.method === 'PUT') {
        if (!exists) return refuse(res, 404, 'Subscription not found');
        res.writeHead(200);
        return res.end();
      }
      if (!exists)
        return variant.missingSubscription === 404
          ? refuse(res, 404, 'Subscription not found')
          : refuse(res, 400, `Subscription for event ${event[1]} does not exist`);
      subscriptions.delete(key);
      res.writeHead(204);
      return res.end();
    }
    refuse(res, 404, 'No such route');
  };

  state.server = await startTestServer((request, res) => {
    const path = request.url.split('?')[0]!;
    if (path === '/connect/token') {
      const form = new URLSearchParams(request.body);
      if (!sameStore(form.get('client_id') ?? '') || form.get('client_secret') !== ISSUED_SECRET)
        return sendJson(res, 400, { error: 'invalid_client' });
      const token = `tok-${randomUUID()}`;
      tokens.add(token);
      return sendJson(res, 200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
    }
    const auth = request.headers.authorization ?? '';
    if (!tokens.has(auth.replace(/^Bearer /, ''))) return refuse(res, 401, 'Unauthorized');
    api(request, res, path);
  });
  state.url = state.server.url;
  return state;
}
