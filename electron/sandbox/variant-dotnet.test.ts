import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from './start-sandbox';
import {
  callApi,
  fetchToken,
  manualClock,
  startReceiver,
  startTestSandbox,
  stockPackage,
} from '@tests/kits/sandbox/sandbox-test-kit';

/** A .NET DateTime of unspecified kind: no offset, 7 fraction digits. */
const DOTNET_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}$/;

describe('sandbox variant dotnet (HTTP)', () => {
  let sandbox: RunningSandbox;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  afterEach(async () => {
    await sandbox?.close();
    await receiver?.close();
    receiver = undefined;
  });

  it('writes status, read-back and webhook dates without offset, 7 fraction digits, at UTC', async () => {
    const clock = manualClock('2026-11-23T05:15:00.123Z');
    sandbox = await startTestSandbox({ clock, variant: 'dotnet' });
    const token = await fetchToken(sandbox);
    const clientId = sandbox.stores[0]!.storeId;
    receiver = await startReceiver();
    const sub = await callApi(sandbox, token, 'POST', '/v5/events/stocks_full/subscribe', {
      body: { clientId, url: receiver.url },
    });
    expect(sub.status).toBe(201);

    const pkg = stockPackage(sandbox, 1, () => ({ exp: '2027-01-31T00:00:00+03:00' }));
    const upload = await callApi(sandbox, token, 'POST', `/v5/stores/${clientId}/stocks`, { body: pkg });
    expect(upload.status).toBe(202);
    await sandbox.control.flush();
    await sandbox.control.webhooksIdle();

    const status = (await (
      await fetch(upload.headers.get('location')!, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { statusDate: string };
    expect(status.statusDate).toBe('2026-11-23T05:15:00.1234567');

    const rows = (await (await callApi(sandbox, token, 'GET', `/v5/stores/${clientId}/stocks`)).json()) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    for (const field of ['stkDate', 'loadDate', 'supDate', 'exp']) expect(row[field], field).toMatch(DOTNET_DATE);
    // Same instants as uploaded, written as UTC wall clock.
    expect(row.stkDate).toBe('2024-05-01T05:00:00.0004567');
    expect(row.supDate).toBe('2024-04-01T07:00:00.0004567');
    expect(row.exp).toBe('2027-01-30T21:00:00.0004567');
    expect(row.loadDate).toBe('2026-11-23T05:15:00.1234567');

    expect(receiver.received).toHaveLength(1);
    const notification = JSON.parse(receiver.received[0]!.raw.toString('utf8')) as { Date: string };
    expect(notification.Date).toBe('2026-11-23T05:15:00.1234567');
  });

  it('writes dictionary dates as .NET date columns', async () => {
    sandbox = await startTestSandbox({ variant: 'dotnet' });
    const token = await fetchToken(sandbox);
    const r = await callApi(sandbox, token, 'GET', '/v5/references/marketing_manufacturer_supplier_links?count=5');
    const records = (await r.json()) as { begDate: string; endDate: string }[];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(record.begDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.0000000$/);
      expect(record.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.0000000$/);
    }
  });

  it('answers errors in PascalCase, ValidationErrors null for an unparseable package, .NET field messages', async () => {
    sandbox = await startTestSandbox({ variant: 'dotnet' });
    const token = await fetchToken(sandbox);

    const missing = await callApi(sandbox, token, 'GET', '/v5/no_such_thing');
    expect(missing.status).toBe(404);
    const body404 = (await missing.json()) as Record<string, unknown>;
    expect(Object.keys(body404).sort()).toEqual(['ExceptionMessage', 'IsError', 'IsTransient', 'StatusCode']);
    expect(body404).toMatchObject({ StatusCode: 404, IsError: true, IsTransient: false });

    const validate = (body: string) => callApi(sandbox, token, 'POST', '/v5/json_schemas/stocks/validation', { body });
    const unparseable = await validate('{"date": ');
    expect(unparseable.status).toBe(400);
    const body = (await unparseable.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ StatusCode: 400, IsError: true, IsTransient: false, ValidationErrors: null });
    expect(body.ExceptionMessage).toMatch(/not valid JSON/);

    const pkg = stockPackage(sandbox, 1, () => ({ prtId: 12345 }));
    const text = JSON.stringify(pkg, null, 2);
    const fields = (await (await validate(text)).json()) as {
      ValidationErrors: { Field: string; Message: string }[];
    };
    const entry = fields.ValidationErrors.find((e) => e.Field === 'stocks[0].prtId');
    const line = text.split('\n').findIndex((l) => l.includes('"prtId"')) + 1;
    expect(entry?.Message).toMatch(
      new RegExp(
        `^Invalid type\\. Expected String but got Integer\\. Path 'stocks\\[0\\]\\.prtId', line ${line}, position \\d+\\.$`,
      ),
    );

    // A refused upload carries the same body.
    const upload = await callApi(sandbox, token, 'POST', `/v5/stores/${sandbox.stores[0]!.storeId}/stocks`, {
      body: '[',
    });
    expect(upload.status).toBe(400);
    expect(await upload.json()).toMatchObject({ StatusCode: 400, ValidationErrors: null });
  });

  it('answers the request-rate 429 as plain text with Retry-After', async () => {
    const clock = manualClock('2026-11-23T05:15:00Z');
    sandbox = await startTestSandbox({
      clock,
      variant: 'dotnet',
      limits: { requestRate: { maxRequests: 2, windowSeconds: 60 } },
    });
    const token = await fetchToken(sandbox);
    const get = () => callApi(sandbox, token, 'GET', '/v5/keys/webhooks');
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    clock.advance(20_000);
    const limited = await get();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(limited.headers.get('retry-after')).toBe('40');
    expect(await limited.text()).toBe('API calls quota exceeded! maximum admitted 2 per 1m.');
  });
});
