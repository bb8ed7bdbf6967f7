import { afterEach, describe, expect, it } from 'vitest';
import { messageStatusSchema } from '@shared/protocol/messages';
import type { RunningSandbox } from '../start-sandbox';
import { callApi, fetchToken, manualClock, startTestSandbox, stockPackage } from '@tests/kits/sandbox/sandbox-test-kit';
import { createMessageQueue } from './message-queue';

type Status = { id: number; messageId: string; statusId: number; statusMessage: string; statusDate: string };

describe('deferred processing and GET /v5/messages/{id}/status', () => {
  let sandbox: RunningSandbox;
  let token: string;
  afterEach(async () => sandbox?.close());

  const setup = async (options: Parameters<typeof startTestSandbox>[0]) => {
    sandbox = await startTestSandbox(options);
    token = await fetchToken(sandbox);
  };
  const uploadFull = async (body: unknown): Promise<string> => {
    const r = await callApi(sandbox, token, 'POST', `/v5/stores/${sandbox.stores[0]!.storeId}/stocks`, { body });
    expect(r.status).toBe(202);
    return r.headers.get('location')!;
  };
  const status = async (location: string, bearer = token): Promise<Status> => {
    const r = await fetch(location, { headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json' } });
    expect(r.status).toBe(200);
    return messageStatusSchema.parse(await r.json()) as Status;
  };

  it('moves 0 Accepted → 1 Processing → 2 Processed with statusDate at offset zero', async () => {
    const clock = manualClock('2024-05-01T06:00:00Z');
    await setup({ clock, processing: { acceptedMs: null, processingMs: null } });
    const location = await uploadFull(stockPackage(sandbox, 2));
    const accepted = await status(location);
    expect(accepted).toMatchObject({ statusId: 0, statusMessage: 'Accepted', statusDate: '2024-05-01T06:00:00+00:00' });
    expect(location).toContain(accepted.messageId);
    clock.advance(1500);
    await sandbox.control.flush();
    const done = await status(location);
    expect(done).toMatchObject({
      id: accepted.id,
      statusId: 2,
      statusMessage: 'Processed',
      statusDate: '2024-05-01T06:00:01.500+00:00',
    });
  });

  it('shows status 1 while processing', async () => {
    await setup({ processing: { acceptedMs: 0, processingMs: null } });
    const location = await uploadFull(stockPackage(sandbox, 1));
    await new Promise((r) => setTimeout(r, 10));
    expect((await status(location)).statusId).toBe(1);
    await sandbox.control.flush();
    expect((await status(location)).statusId).toBe(2);
  });

  it('reaches the final status by itself with real (tiny) delays', async () => {
    await setup({ processing: { acceptedMs: 5, processingMs: 5 } });
    const location = await uploadFull(stockPackage(sandbox, 1));
    let s = await status(location);
    for (let i = 0; i < 200 && s.statusId < 2; i++) {
      await new Promise((r) => setTimeout(r, 5));
      s = await status(location);
    }
    expect(s.statusId).toBe(2);
  });

  it('fails with 3 and a readable message when too many nnt are unknown, and keeps the old stock', async () => {
    await setup({ unknownNntErrorShare: 0.5, demoStockRows: 4 });
    const before = sandbox.control.stockRows(sandbox.stores[0]!.storeId).length;
    const pkg = stockPackage(sandbox, 4, (i) => (i < 3 ? { nnt: 990000001 + i } : {}));
    const location = await uploadFull(pkg);
    await sandbox.control.flush();
    const s = await status(location);
    expect(s.statusId).toBe(3);
    expect(s.statusMessage).toMatch(/3 of 4 rows \(75\.0%\)/);
    expect(s.statusMessage).toContain('nnt 990000001 (prtId "P-1")');
    expect(s.statusMessage).toMatch(/50% allowed/);
    expect(sandbox.control.stockRows(sandbox.stores[0]!.storeId)).toHaveLength(before);
  });

  it('processes a package with a few unknown nnt and says so', async () => {
    await setup({ unknownNntErrorShare: 0.5 });
    const location = await uploadFull(stockPackage(sandbox, 4, (i) => (i === 0 ? { nnt: 990000001 } : {})));
    await sandbox.control.flush();
    const s = await status(location);
    expect(s.statusId).toBe(2);
    expect(s.statusMessage).toMatch(/^Processed; 1 of 4 rows/);
  });

  it('fails with 3 naming the batch codes when regulated products lack the flag or the maximum price, or exceed it', async () => {
    // The schema already refuses gnvls: true without prcGnvlsMax or below retail (400); processing
    // catches what only the dictionary knows: the product is regulated though the row says otherwise.
    await setup({ demoStockRows: 4 });
    const before = sandbox.control.stockRows(sandbox.stores[0]!.storeId).length;
    const regulated = sandbox.control.dictionaries.goodsSample(200).filter((g) => g.gnvls);
    expect(regulated.length).toBeGreaterThan(3);
    const pkg = stockPackage(sandbox, 6, (i) =>
      i === 0
        ? { nnt: regulated[0]!.nnt, gnvls: false, prcGnvlsMax: 150 }
        : i === 1
          ? { nnt: regulated[1]!.nnt, gnvls: false, prcGnvlsMax: null }
          : i === 2
            ? { nnt: regulated[2]!.nnt, gnvls: null, prcGnvlsMax: 100 }
            : i === 3
              ? { nnt: regulated[3]!.nnt, gnvls: true, prcGnvlsMax: 120 }
              : {},
    );
    const location = await uploadFull(pkg);
    await sandbox.control.flush();
    const s = await status(location);
    expect(s.statusId).toBe(3);
    expect(s.statusMessage).toMatch(/^Package not processed: 3 of 6 rows of price-regulated/);
    expect(s.statusMessage).toContain(`prtId "P-1" (nnt ${regulated[0]!.nnt}): gnvls is not true`);
    expect(s.statusMessage).toContain(
      `prtId "P-2" (nnt ${regulated[1]!.nnt}): gnvls is not true, prcGnvlsMax is missing`,
    );
    expect(s.statusMessage).toContain('prtId "P-3"');
    expect(s.statusMessage).toContain('prcRet 120 is above prcGnvlsMax 100');
    expect(s.statusMessage).not.toContain('"P-4"');
    expect(sandbox.control.stockRows(sandbox.stores[0]!.storeId)).toHaveLength(before);
  });

  it('processes regulated products sent with the flag and a maximum price not below retail; the rule can be switched off', async () => {
    await setup({});
    const regulated = sandbox.control.dictionaries.goodsSample(200).filter((g) => g.gnvls);
    const ok = await uploadFull(
      stockPackage(sandbox, 2, (i) => ({ nnt: regulated[i]!.nnt, gnvls: true, prcGnvlsMax: 120 })),
    );
    await sandbox.control.flush();
    expect((await status(ok)).statusId).toBe(2);
    await sandbox.close();
    await setup({ regulatedPriceCheck: false });
    const off = await uploadFull(stockPackage(sandbox, 1, () => ({ nnt: regulated[0]!.nnt, gnvls: false })));
    await sandbox.control.flush();
    expect((await status(off)).statusId).toBe(2);
  });

  it('answers 204 for an unknown message id and for another store’s message; 400 for a non-GUID', async () => {
    await setup({});
    const unknown = await callApi(sandbox, token, 'GET', '/v5/messages/0b5f0000-0000-4000-8000-000000000001/status');
    expect(unknown.status).toBe(204);
    expect(await unknown.text()).toBe('');
    const location = await uploadFull(stockPackage(sandbox, 1));
    const otherToken = await fetchToken(sandbox, sandbox.stores[1]);
    const r = await fetch(location, { headers: { Authorization: `Bearer ${otherToken}` } });
    expect(r.status).toBe(204);
    expect((await callApi(sandbox, token, 'GET', '/v5/messages/42/status')).status).toBe(400);
  });
});

describe('message queue', () => {
  it('applies the packages of one store in the order they were accepted', async () => {
    const applied: string[] = [];
    const queue = createMessageQueue<string>({
      now: () => new Date(0),
      delays: { acceptedMs: null, processingMs: null },
      process: (_m, payload) => {
        applied.push(payload);
        return { ok: true, message: 'Processed' };
      },
    });
    queue.enqueue('a', 'full', 'first');
    queue.enqueue('a', 'changes', 'second');
    queue.enqueue('b', 'full', 'other');
    queue.enqueue('a', 'changes', 'third');
    await queue.flush();
    expect(applied.filter((p) => p !== 'other')).toEqual(['first', 'second', 'third']);
    queue.close();
  });
});
