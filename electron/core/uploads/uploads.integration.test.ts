import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@sandbox/start-sandbox';
import {
  createUploadsTestEnv,
  fastSandboxOptions,
  InvokeFailure,
  moscowClock,
  samplePackage as anyPackage,
  waitFor,
  type UploadsTestEnv,
} from '@tests/kits/core/uploads/uploads-test-env';
import { KEPT_FILES_DIR } from './ledger-files';

/** Inside the recommended window, so full uploads meet no time warning unless a case wants one. */
const clock = moscowClock('06:00');

describe('uploads against the sandbox', () => {
  let sandbox: RunningSandbox;
  let env: UploadsTestEnv;
  const events: { event: string; payload: unknown }[] = [];
  /** Packages of goods this sandbox's dictionary really has, so processing ends "Processed". */
  const samplePackage = (rows: number, opts: Parameters<typeof anyPackage>[1] = {}) =>
    anyPackage(rows, {
      // Not price-regulated: the sample rows carry gnvls: false, which processing refuses for regulated goods.
      nnts: sandbox.control.dictionaries
        .goodsSample(100)
        .filter((g) => !g.gnvls)
        .slice(0, 20)
        .map((g) => g.nnt),
      ...opts,
    });

  beforeEach(async () => {
    sandbox = await startSandbox({
      ...fastSandboxOptions(clock),
      limits: {
        requestRate: null,
        fullUploadsPerMoscowDay: null,
        changesIntervalSeconds: null,
      },
    });
    env = createUploadsTestEnv({
      sandbox,
      clock,
      uploads: { guardRails: { changesIntervalMs: 400 } },
    });
    events.length = 0;
    env.core.events.onAny((event, payload) => events.push({ event, payload }));
  });
  afterEach(async () => {
    await env.close();
    await sandbox.close();
  });

  it('sends a valid full upload, tracks it to Processed and keeps the timeline', async () => {
    const text = samplePackage(12);
    const preview = await env.invoke('uploads:preview-file', {
      fileName: 'stock.json',
      bytes: Buffer.from(text),
    });
    expect(preview).toMatchObject({
      fileName: 'stock.json',
      rows: 12,
      bytes: Buffer.byteLength(text),
      packageDate: '2024-05-10T06:00:00+03:00',
    });
    expect(preview.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(preview.check).toMatchObject({ valid: true, errorCount: 0 });

    const started = await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: preview.previewId,
      kind: 'full',
    });
    expect(started).toMatchObject({
      kind: 'full',
      outcome: 'accepted',
      httpStatus: 202,
      rows: 12,
      sha256: preview.sha256,
      tracking: 'active',
    });
    expect(started.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(started.location).toBe(`${sandbox.baseUrl}/v5/messages/${started.messageId}/status`);
    expect(started.requestStartedAt).not.toBeNull();
    // The ledger keeps the exact bytes sent, named by the SHA-256 it records.
    const kept = readFileSync(join(env.dataDir, KEPT_FILES_DIR, `${preview.sha256}.json`));
    expect(kept.equals(Buffer.from(text))).toBe(true);
    // The workbench reads the upload's kept file: its rows, and the row of a batch a status names.
    const source = { type: 'upload' as const, uploadId: started.id };
    const rows = await env.invoke('workbench:rows', { profileId: env.profileId, source, offset: 0, limit: 50 });
    expect(rows.total).toBe(12);
    const lastPrtId = (JSON.parse(text) as { stocks: { prtId: string }[] }).stocks[11]!.prtId;
    expect(await env.invoke('workbench:locate-row', { source, prtId: lastPrtId })).toEqual({ row: 12 });

    const done = await waitFor(async () => {
      const { upload } = await env.invoke('uploads:get', {
        uploadId: started.id,
      });
      return upload.tracking === 'done' ? upload : undefined;
    });
    expect(done).toMatchObject({
      outcome: 'processed',
      statusId: 2,
      statusMessage: 'Processed',
    });
    const { timeline } = await env.invoke('uploads:get', {
      uploadId: started.id,
    });
    const statuses = timeline.map((t) => t.statusId);
    expect(statuses.at(-1)).toBe(2);
    expect(statuses).toEqual([...statuses].sort());
    expect(new Set(statuses).size).toBe(statuses.length);
    for (const t of timeline) expect(t.statusDate).toMatch(/\+00:00$/);

    expect(
      sandbox.control
        .stockRows(sandbox.stores[0]!.storeId)
        .map((r) => r.prtId)
        .sort(),
    ).toEqual(Array.from({ length: 12 }, (_, i) => `P-${String(i + 1).padStart(6, '0')}`));
    const statusEvents = events
      .filter((e) => e.event === 'uploads:status')
      .map((e) => e.payload as { uploadId: number; outcome: string });
    expect(statusEvents.map((e) => e.outcome)).toContain('processed');
    expect(events.some((e) => e.event === 'db:changed')).toBe(true);

    const list = await env.invoke('uploads:list', { profileId: env.profileId });
    expect(list.total).toBe(1);
    expect(list.items[0]!.id).toBe(started.id);
  });

  it('refuses an invalid package with the operator’s 400 body and keeps each error with its prtId', async () => {
    const pkg = JSON.parse(samplePackage(5)) as {
      stocks: Record<string, unknown>[];
    };
    pkg.stocks[1]!.supDate = '';
    pkg.stocks[3]!.qnt = 2.5;
    pkg.stocks[4]!.prtId = pkg.stocks[0]!.prtId;
    const text = JSON.stringify({ date: '2024-05-10T06:00:00+03:00', stocks: pkg.stocks }, null, 2);

    const preview = await env.invoke('uploads:preview-file', {
      fileName: 'bad.json',
      bytes: Buffer.from(text),
    });
    expect(preview.check).toMatchObject({ valid: false, errorCount: 3 });
    expect(
      preview.check.firstErrors.map((e) => [e.fieldPath, e.rowIndex, e.field, e.prtId, e.reasons[0]!.code]),
    ).toEqual([
      ['stocks[1].supDate', 1, 'supDate', 'P-000002', 'date-time'],
      ['stocks[3].qnt', 3, 'qnt', 'P-000004', 'fractional'],
      ['stocks[4].prtId', 4, 'prtId', 'P-000001', 'not-unique'],
    ]);
    expect(preview.check.firstErrors[0]!.line).toBeGreaterThan(1);

    // Sending needs an explicit "send anyway"...
    const refusal = await env
      .invoke('uploads:start', {
        profileId: env.profileId,
        previewId: preview.previewId,
        kind: 'full',
      })
      .catch((e: InvokeFailure) => e);
    expect(refusal).toBeInstanceOf(InvokeFailure);
    expect((refusal as InvokeFailure).error).toMatchObject({
      code: 'guard-rail',
      details: { blocking: [{ rule: 'invalid-package', errorCount: 3 }] },
    });
    expect((await env.invoke('uploads:list', { profileId: env.profileId })).total).toBe(0);

    // ...and then the operator refuses it with the 2.9 body, kept in the ledger.
    const sent = await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: preview.previewId,
      kind: 'full',
      acknowledge: ['invalid-package'],
    });
    expect(sent).toMatchObject({
      outcome: 'refused',
      httpStatus: 400,
      errorCode: 'validation-failed',
      errorCount: 3,
      overrides: ['invalid-package'],
    });
    const detail = await env.invoke('uploads:get', { uploadId: sent.id });
    expect(JSON.parse(detail.errorBody!)).toMatchObject({
      statusCode: 400,
      isError: true,
      validationErrors: [{ field: 'stocks[1].supDate' }, {}, {}],
    });
    expect(detail.summary).toEqual([
      { field: 'prtId', count: 1 },
      { field: 'qnt', count: 1 },
      { field: 'supDate', count: 1 },
    ]);
    const qnt = await env.invoke('uploads:list-errors', {
      source: { type: 'upload', uploadId: sent.id },
      field: 'qnt',
    });
    expect(qnt.total).toBe(1);
    expect(qnt.items[0]).toMatchObject({
      fieldPath: 'stocks[3].qnt',
      prtId: 'P-000004',
      reasons: [{ code: 'fractional' }],
    });

    // A refused full upload does not count as the day's one.
    const fixed = await env.invoke('uploads:preview-file', {
      fileName: 'fixed.json',
      bytes: Buffer.from(samplePackage(5)),
    });
    // Sent at the first try: no guard rail asks anything.
    const again = await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: fixed.previewId,
      kind: 'full',
    });
    expect(again).toMatchObject({ outcome: 'accepted', overrides: [] });
  });

  it('asks before a second full upload the same Moscow day and before a large drop in rows', async () => {
    const first = await env.invoke('uploads:preview-file', {
      fileName: 'a.json',
      bytes: Buffer.from(samplePackage(10)),
    });
    await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: first.previewId,
      kind: 'full',
    });
    const second = await env.invoke('uploads:preview-file', {
      fileName: 'b.json',
      bytes: Buffer.from(samplePackage(6)),
    });
    const failure = (await env
      .invoke('uploads:start', {
        profileId: env.profileId,
        previewId: second.previewId,
        kind: 'full',
        acknowledge: ['second-full-today'],
      })
      .catch((e: InvokeFailure) => e)) as InvokeFailure;
    expect(failure.error.code).toBe('guard-rail');
    expect((failure.error.details as { blocking: { rule: string }[] }).blocking.map((f) => f.rule)).toEqual([
      'row-drop',
    ]);
    const sent = await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: second.previewId,
      kind: 'full',
      acknowledge: ['second-full-today', 'row-drop'],
    });
    expect(sent).toMatchObject({
      outcome: 'accepted',
      overrides: ['second-full-today', 'row-drop'],
    });
  });

  it('holds changes inside the interval, sends them when allowed, and can cancel held ones', async () => {
    const full = await env.invoke('uploads:preview-file', {
      fileName: 'full.json',
      bytes: Buffer.from(samplePackage(10)),
    });
    await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: full.previewId,
      kind: 'full',
    });
    const changes = await env.invoke('uploads:preview-file', {
      fileName: 'changes.json',
      bytes: Buffer.from(samplePackage(2, { prefix: 'C' })),
    });
    const first = await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: changes.previewId,
      kind: 'changes',
    });
    expect(first.outcome).toBe('accepted');

    const tooSoon = (await env
      .invoke('uploads:start', {
        profileId: env.profileId,
        previewId: changes.previewId,
        kind: 'changes',
      })
      .catch((e: InvokeFailure) => e)) as InvokeFailure;
    expect(tooSoon.error).toMatchObject({
      code: 'guard-rail',
      details: { blocking: [{ rule: 'changes-too-soon', action: 'hold' }] },
    });

    const held = await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: changes.previewId,
      kind: 'changes',
      whenAllowed: true,
    });
    expect(held.outcome).toBe('held');
    expect(new Date(held.retryAt!).getTime()).toBe(new Date(first.finishedAt!).getTime() + 400);
    const sent = await waitFor(async () => {
      const { upload } = await env.invoke('uploads:get', { uploadId: held.id });
      return upload.outcome === 'held' || upload.outcome === 'sending' ? undefined : upload;
    });
    expect(sent.outcome === 'accepted' || sent.outcome === 'processed').toBe(true);
    expect(new Date(sent.startedAt).getTime()).toBeGreaterThanOrEqual(new Date(held.retryAt!).getTime());

    const again = await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: changes.previewId,
      kind: 'changes',
      whenAllowed: true,
    });
    expect(again.outcome).toBe('held');
    const cancelled = await env.invoke('uploads:cancel-held', {
      uploadId: again.id,
    });
    expect(cancelled).toMatchObject({
      outcome: 'cancelled',
      errorCode: 'cancelled',
      requestStartedAt: null,
    });
  });

  it('deletes all stock, then refuses changes until a full upload', async () => {
    const deleted = await env.invoke('uploads:delete-stock', {
      profileId: env.profileId,
      confirmed: true,
    });
    expect(deleted).toMatchObject({
      kind: 'delete',
      outcome: 'deleted',
      httpStatus: 204,
    });
    expect(sandbox.control.stockRows(sandbox.stores[0]!.storeId)).toEqual([]);

    const changes = await env.invoke('uploads:preview-file', {
      fileName: 'changes.json',
      bytes: Buffer.from(samplePackage(2)),
    });
    const refused = (await env
      .invoke('uploads:start', {
        profileId: env.profileId,
        previewId: changes.previewId,
        kind: 'changes',
        whenAllowed: true,
      })
      .catch((e: InvokeFailure) => e)) as InvokeFailure;
    expect(refused.error).toMatchObject({
      code: 'guard-rail',
      details: {
        blocking: [{ rule: 'changes-after-delete', action: 'refuse' }],
      },
    });

    const full = await env.invoke('uploads:preview-file', {
      fileName: 'full.json',
      bytes: Buffer.from(samplePackage(3)),
    });
    await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: full.previewId,
      kind: 'full',
    });
    // After the full upload the same changes go at the first try.
    const sent = await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: changes.previewId,
      kind: 'changes',
    });
    expect(sent).toMatchObject({ kind: 'changes', outcome: 'accepted' });
  });

  it('explains files it cannot read, and refuses to send them', async () => {
    const broken = await env.invoke('uploads:preview-file', {
      fileName: 'broken.json',
      bytes: Buffer.from('{\n  "date": "2024-05-10T06:00:00+03:00",\n  "stocks": [ {"prtId": "A",, } ]\n}'),
    });
    expect(broken.rows).toBeNull();
    expect(broken.check).toMatchObject({
      valid: false,
      errorCount: 0,
      syntaxError: { line: 3 },
    });
    const failure = (await env
      .invoke('uploads:start', {
        profileId: env.profileId,
        previewId: broken.previewId,
        kind: 'full',
        acknowledge: ['invalid-package'],
      })
      .catch((e: InvokeFailure) => e)) as InvokeFailure;
    expect(failure.error).toMatchObject({
      code: 'file-invalid',
      details: { reason: 'not-a-package' },
    });

    const empty = (await env
      .invoke('uploads:preview-file', { fileName: 'empty.json', bytes: Buffer.from('  ') })
      .catch((e: InvokeFailure) => e)) as InvokeFailure;
    expect(empty.error).toMatchObject({
      code: 'file-invalid',
      details: { reason: 'empty' },
    });
  });

  it('checks a file on the operator’s validation endpoint too, with the same error rows', async () => {
    const pkg = JSON.parse(samplePackage(3)) as {
      date: string;
      stocks: Record<string, unknown>[];
    };
    pkg.stocks[2]!.gnvls = 1;
    const preview = await env.invoke('uploads:preview-file', {
      fileName: 'x.json',
      bytes: Buffer.from(JSON.stringify(pkg)),
    });
    const server = await env.invoke('uploads:validate-on-server', {
      profileId: env.profileId,
      previewId: preview.previewId,
    });
    expect(server).toMatchObject({
      origin: 'server',
      valid: false,
      errorCount: 1,
      summary: [{ field: 'gnvls', count: 1 }],
    });
    const page = await env.invoke('uploads:list-errors', {
      source: {
        type: 'preview',
        previewId: preview.previewId,
        origin: 'server',
      },
    });
    // The same rows; the operator's list also carries each row's nnt (for the product name).
    expect(page.items.map((e) => ({ ...e, message: undefined, nnt: undefined }))).toEqual(
      preview.check.firstErrors.map((e) => ({ ...e, message: undefined, nnt: undefined })),
    );
    expect(page.items.map((e) => e.nnt)).toEqual([pkg.stocks[2]!.nnt]);
  });
});
