import { afterEach, describe, expect, it } from 'vitest';
import type { HttpFetch } from '../ports';
import { describeFetchFailure, failedBeforeSending, isUnfollowedRedirect } from './fetch-failure';
import { parseRetryAfter } from './http-errors';
import { sendJson } from '@tests/kits/core/api/http-test-server';
import { startFakeOperator, type FakeOperator } from '@tests/kits/core/api/fake-operator';

const PACKAGE = '{"date":"2024-05-01T06:00:00+03:00","stocks":[]}';

/** How Node's fetch (undici) reports failures: TypeError('fetch failed') with the socket error as cause. */
const undiciFailure = (code: string, message: string) =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(message), { code }) });

describe('reading fetch failures', () => {
  it('knows which failures happened before anything was sent', () => {
    expect(failedBeforeSending(undiciFailure('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9'))).toBe(true);
    expect(failedBeforeSending(undiciFailure('ENOTFOUND', 'getaddrinfo ENOTFOUND api.example.com'))).toBe(true);
    expect(failedBeforeSending(undiciFailure('UND_ERR_CONNECT_TIMEOUT', 'Connect Timeout Error'))).toBe(true);
    expect(failedBeforeSending(undiciFailure('CERT_HAS_EXPIRED', 'certificate has expired'))).toBe(true);
    expect(failedBeforeSending(new Error('net::ERR_CONNECTION_REFUSED'))).toBe(true);
    expect(failedBeforeSending(new Error('net::ERR_NAME_NOT_RESOLVED'))).toBe(true);
    expect(failedBeforeSending(new Error('net::ERR_CERT_AUTHORITY_INVALID'))).toBe(true);
    expect(failedBeforeSending(new Error('net::ERR_PROXY_CONNECTION_FAILED'))).toBe(true);
  });

  it('treats everything else as possibly delivered', () => {
    expect(failedBeforeSending(undiciFailure('UND_ERR_SOCKET', 'other side closed'))).toBe(false);
    expect(failedBeforeSending(undiciFailure('ECONNRESET', 'read ECONNRESET'))).toBe(false);
    expect(failedBeforeSending(new Error('net::ERR_CONNECTION_RESET'))).toBe(false);
    expect(failedBeforeSending(new Error('net::ERR_EMPTY_RESPONSE'))).toBe(false);
    expect(failedBeforeSending(new Error('something new'))).toBe(false);
  });

  it('recognises a redirect that was not followed, and describes failures briefly', () => {
    expect(isUnfollowedRedirect(new Error('Redirect was cancelled'))).toBe(true);
    expect(isUnfollowedRedirect(undiciFailure('ECONNRESET', 'x'))).toBe(false);
    expect(describeFetchFailure(undiciFailure('UND_ERR_SOCKET', 'other side closed'))).toBe(
      'UND_ERR_SOCKET: other side closed',
    );
    expect(describeFetchFailure(undiciFailure('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9'))).toBe(
      'connect ECONNREFUSED 127.0.0.1:9',
    );
  });
});

describe('Retry-After', () => {
  const now = new Date('2024-05-01T03:00:00Z');
  it('reads seconds and HTTP dates, never a negative wait', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Wed, 01 May 2024 03:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 01 May 2024 02:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('failures as Electron’s net.fetch reports them (the shell is the only fake here)', () => {
  let operator: FakeOperator | undefined;
  afterEach(async () => {
    await operator?.close();
    operator = undefined;
  });

  /** Real HTTP for the token; the API call fails the way Chromium's network stack says. */
  async function clientFailingWith(message: string) {
    operator = await startFakeOperator({ api: (_r, res) => sendJson(res, 500, {}) });
    const attempts: string[] = [];
    const electronLike: HttpFetch = async (input, init) => {
      const url = String(input);
      if (url.endsWith('/connect/token')) return fetch(url, init);
      attempts.push(`${init?.method} ${new URL(url).pathname}`);
      throw new Error(message);
    };
    return { client: operator.client({ fetch: electronLike, policy: { maxAttempts: 3 } }), attempts };
  }

  it('net::ERR_CONNECTION_RESET during the full upload is outcome-unknown, sent once', async () => {
    const { client, attempts } = await clientFailingWith('net::ERR_CONNECTION_RESET');
    await expect(client.uploadStocks('full', PACKAGE)).rejects.toMatchObject({ code: 'outcome-unknown' });
    expect(attempts).toHaveLength(1);
  });

  it('net::ERR_CONNECTION_REFUSED for the full upload is network, sent: false', async () => {
    const { client, attempts } = await clientFailingWith('net::ERR_CONNECTION_REFUSED');
    await expect(client.uploadStocks('full', PACKAGE)).rejects.toMatchObject({
      code: 'network',
      details: { sent: false },
    });
    expect(attempts).toHaveLength(1);
  });

  it('"Redirect was cancelled" is a bad-response about the address, not a network retry loop', async () => {
    const { client, attempts } = await clientFailingWith('Redirect was cancelled');
    const error = await client.getWebhookKey().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'bad-response' });
    expect((error as Error).message).toMatch(/redirect/);
    expect(attempts).toHaveLength(1);
    await expect(client.uploadStocks('full', PACKAGE)).rejects.toMatchObject({ code: 'bad-response' });
  });

  it('a reset on a GET is retried and ends as network', async () => {
    const { client, attempts } = await clientFailingWith('net::ERR_CONNECTION_RESET');
    await expect(client.getWebhookKey()).rejects.toMatchObject({
      code: 'network',
      details: { sent: 'maybe', attempts: 3 },
    });
    expect(attempts).toHaveLength(3);
  });
});
