import { afterEach, describe, expect, it } from 'vitest';
import { STORE_ID } from '@tests/kits/core/api/fake-operator';
import { sendJson } from '@tests/kits/core/api/http-test-server';
import {
  type InvokeFailure,
  moscowClock,
  samplePackage,
  type UploadsTestEnv,
} from '@tests/kits/core/uploads/uploads-test-env';
import { startCoreOnFakeOperator, type FakeOperatorCore } from '@tests/kits/core/uploads/fake-operator-core';

const STOCKS_PATH = `/v5/stores/${STORE_ID}/stocks`;

let core: FakeOperatorCore | undefined;
afterEach(async () => {
  await core?.close();
  core = undefined;
});
const puts = () => core!.operator.apiRequests().filter((r) => r.method === 'PUT');

/** Core on a real loopback operator whose PUT answers are scripted, one per attempt. */
async function start(putAnswers: ((res: Parameters<typeof sendJson>[0]) => void)[]): Promise<UploadsTestEnv> {
  core = await startCoreOnFakeOperator(
    (request, res, { valid }) => {
      if (!valid) return sendJson(res, 401, {});
      if (request.method === 'PUT' && request.url === STOCKS_PATH) return putAnswers.shift()!(res);
      sendJson(res, 404, {});
    },
    { env: { clock: moscowClock('12:00'), uploads: { guardRails: { changesIntervalMs: 600_000 } } } },
  );
  return core.env;
}

async function sendChanges(e: UploadsTestEnv) {
  const preview = await e.invoke('uploads:preview-file', {
    fileName: 'changes.json',
    bytes: Buffer.from(samplePackage(3, { prefix: 'C' })),
  });
  return e.invoke('uploads:start', {
    profileId: e.profileId,
    previewId: preview.previewId,
    kind: 'changes',
  });
}

describe('changes whose answer is lost', () => {
  it('a reset after the body was read: one PUT, "outcome unknown", and the 10-minute guard holds the next', async () => {
    const e = await start([(res) => void res.socket?.resetAndDestroy()]);
    const first = await sendChanges(e);
    expect(first).toMatchObject({ outcome: 'unknown', errorCode: 'outcome-unknown', httpStatus: null });
    expect(puts()).toHaveLength(1);
    const next = (await sendChanges(e).catch((error: unknown) => error)) as InvokeFailure;
    expect(next.error).toMatchObject({ code: 'guard-rail', details: { blocking: [{ rule: 'changes-too-soon' }] } });
  });

  it('a 502 from a gateway is "outcome unknown" with the status kept, not "refused"', async () => {
    const e = await start([(res) => sendJson(res, 502, { message: 'Bad Gateway' })]);
    const first = await sendChanges(e);
    expect(first).toMatchObject({ outcome: 'unknown', errorCode: 'outcome-unknown', httpStatus: 502 });
    expect(puts()).toHaveLength(1);
  });

  it('a 429 after an unknown attempt is tracked as unknown (the first may be queued), and the guard is set again', async () => {
    const e = await start([
      (res) => void res.socket?.resetAndDestroy(),
      (res) => sendJson(res, 429, { message: 'one per 10 minutes' }, { 'Retry-After': '600' }),
    ]);
    await sendChanges(e);
    // Ten minutes pass (the ledger's answer time moved back, the clock stays in the day).
    e.core.context.db.prepare("UPDATE upload_ledger SET finished_at = '2000-01-01T00:00:00.000Z'").run();
    const second = await sendChanges(e);
    expect(second).toMatchObject({ outcome: 'unknown', errorCode: 'rate-limited', httpStatus: 429 });
    expect(second.errorMessage).toMatch(/may be in the operator’s queue/);
    expect(puts()).toHaveLength(2);
    const third = (await sendChanges(e).catch((error: unknown) => error)) as InvokeFailure;
    expect(third.error).toMatchObject({ code: 'guard-rail', details: { blocking: [{ rule: 'changes-too-soon' }] } });
  });

  it('a 429 with no unknown attempt before it stays a refusal', async () => {
    const e = await start([(res) => sendJson(res, 429, { message: 'slow down' }, { 'Retry-After': '600' })]);
    const first = await sendChanges(e);
    expect(first).toMatchObject({ outcome: 'refused', errorCode: 'rate-limited', httpStatus: 429 });
  });
});
