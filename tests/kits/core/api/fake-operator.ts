import type { ServerResponse } from 'node:http';
import { createApiClient } from '@core/api/api-client';
import type { ApiClient, ApiClientDeps } from '@core/api/api-types';
import { sendJson, startTestServer, type SeenRequest, type TestServer } from './http-test-server';
import { createMemoryLogger, createTestClock, seededRandom, type TestClock } from './test-ports';

export const STORE_ID = '6f1e2d3c-5b4a-4c3d-8e2f-1a2b3c4d5e6f';
export const SECRET = 'store-secret-Zx81!';

/** What an API route handler learns about the request's token. */
export interface ApiRequestContext {
  token: string | undefined;
  /** The token was issued by this server and not revoked. */
  valid: boolean;
}

export interface FakeOperatorOptions {
  /** `expires_in` of each issued token (a function lets it change). Default 3600. */
  expiresIn?: number | (() => number);
  /** Answers the token endpoint itself; return true when it did. */
  tokenOverride?: (request: SeenRequest, res: ServerResponse) => boolean;
  /** The /v5 routes; the default refuses invalid tokens with 401 and answers 404 otherwise. */
  api?: (request: SeenRequest, res: ServerResponse, context: ApiRequestContext) => void | Promise<void>;
}

/**
 * A minimal operator on one real HTTP server (auth and API on the same port) for the client's
 * edge-case tests: issues JWT-shaped tokens to STORE_ID/SECRET and lets each test script the API.
 */
export interface FakeOperator {
  server: TestServer;
  clock: TestClock;
  logger: ReturnType<typeof createMemoryLogger>;
  issued: string[];
  tokenRequests(): SeenRequest[];
  apiRequests(): SeenRequest[];
  /** Every issued token stops being valid (the server restarted, keys rotated...). */
  revokeAll(): void;
  client(overrides?: Partial<ApiClientDeps>, getSecret?: () => Promise<string>): ApiClient;
  close(): Promise<void>;
}

export async function startFakeOperator(options: FakeOperatorOptions = {}): Promise<FakeOperator> {
  const issued: string[] = [];
  const revoked = new Set<string>();
  const clock = createTestClock();
  const logger = createMemoryLogger();
  const server = await startTestServer(async (request, res) => {
    if (request.url.split('?')[0] === '/connect/token') {
      if (options.tokenOverride?.(request, res)) return;
      const form = new URLSearchParams(request.body);
      if (
        form.get('client_id') !== STORE_ID ||
        form.get('client_secret') !== SECRET ||
        form.get('grant_type') !== 'client_credentials'
      ) {
        return sendJson(res, 400, { error: 'invalid_client' });
      }
      const token = fakeJwt(issued.length + 1);
      issued.push(token);
      const expiresIn = typeof options.expiresIn === 'function' ? options.expiresIn() : (options.expiresIn ?? 3600);
      return sendJson(res, 200, { access_token: token, expires_in: expiresIn, token_type: 'Bearer' });
    }
    const auth = request.headers.authorization;
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
    const valid = token !== undefined && issued.includes(token) && !revoked.has(token);
    if (options.api) return options.api(request, res, { token, valid });
    if (!valid) return sendJson(res, 401, { message: 'unauthorized' });
    sendJson(res, 404, { message: 'no such route' });
  });
  return {
    server,
    clock,
    logger,
    issued,
    tokenRequests: () => server.requestsTo('/connect/token'),
    apiRequests: () => server.requests.filter((r) => r.url.startsWith('/v5/')),
    revokeAll: () => issued.forEach((t) => revoked.add(t)),
    client: (overrides = {}, getSecret = async () => SECRET) =>
      createApiClient(
        { fetch, clock, logger, random: seededRandom(42), ...overrides },
        { storeId: STORE_ID, baseUrl: server.url, authUrl: server.url, getSecret },
      ),
    close: () => server.close(),
  };
}

/** A JWT-shaped token (header.payload.signature), distinct per number, as leak checks look for. */
export function fakeJwt(n: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: STORE_ID, n })}.${Buffer.from(`signature-${n}`).toString('base64url')}`;
}
