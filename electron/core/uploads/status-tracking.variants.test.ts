import { afterEach, describe, expect, it } from 'vitest';
import type { OperatorVariantName } from '@tests/kits/core/api/variant-operator';
import {
  createVariantTestEnv,
  moscowClock,
  samplePackage,
  waitFor,
  type VariantTestEnv,
} from '@tests/kits/core/uploads/uploads-test-env';
import type { TrackerSettings } from './status-tracker';

// Status answers the spec leaves open, through the real core: SQLite ledger, tracker, real HTTP.
let run: VariantTestEnv | undefined;
afterEach(async () => {
  await run?.close();
  run = undefined;
});

async function sendFull(
  variant: OperatorVariantName,
  statuses: (number | string)[],
  tracking: Partial<TrackerSettings>,
) {
  run = await createVariantTestEnv(variant, { clock: moscowClock('06:00'), uploads: { tracking } });
  run.operator.statuses = statuses;
  const { env } = run;
  const preview = await env.invoke('uploads:preview-file', {
    fileName: 's.json',
    bytes: Buffer.from(samplePackage(3)),
  });
  const started = await env.invoke('uploads:start', {
    profileId: env.profileId,
    previewId: preview.previewId,
    kind: 'full',
  });
  expect(started.outcome).toBe('accepted');
  return waitFor(async () => {
    const got = await env.invoke('uploads:get', { uploadId: started.id });
    return got.upload.tracking === 'active' ? undefined : got;
  });
}

describe('status tracking of answers the spec leaves open', () => {
  it('.NET dates (no offset, 7 digits) are UTC, and the package is tracked to Processed', async () => {
    const { upload, timeline } = await sendFull('dotnet', [0, 1, 2], {});
    expect(upload).toMatchObject({ outcome: 'processed', tracking: 'done', statusId: 2 });
    expect(timeline.map((t) => [t.kind, t.statusId])).toEqual([
      ['status', 0],
      ['status', 1],
      ['status', 2],
    ]);
    expect(timeline[0]!.statusDate).toBe('2024-05-01T03:00:00.0000000Z');
  });

  it('an unknown statusId is recorded with its message, polled for a bounded time, then tracking explains itself', async () => {
    const { upload, timeline } = await sendFull('spec', [0, 7], { unknownStatusGiveUpMs: 300 });
    expect(upload).toMatchObject({
      outcome: 'accepted',
      tracking: 'stopped',
      statusId: 7,
      errorCode: 'unknown-status',
    });
    expect(upload.errorMessage).toMatch(/reported status 7 \("Step 7"\).*protocol v5 names only 0–3/);
    expect(timeline.at(-1)).toMatchObject({ kind: 'status', statusId: 7, statusMessage: 'Step 7' });
    // Polled again meanwhile (this operator dates each answer anew, so each is a row).
    expect(timeline.filter((t) => t.statusId === 7).length).toBeGreaterThanOrEqual(2);
  });

  it('an unreadable answer is shown in the timeline and the tracking state, and stops after a bounded time', async () => {
    const { upload, timeline } = await sendFull('spec', ['<html>Service Unavailable</html>'], {
      unreadableGiveUpMs: 300,
    });
    expect(upload).toMatchObject({ outcome: 'accepted', tracking: 'stopped', errorCode: 'bad-response' });
    expect(upload.errorMessage).toMatch(/could not be read for 1 min.*not JSON/);
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({ kind: 'unreadable', statusId: null, statusDate: null });
    expect(timeline[0]!.statusMessage).toMatch(/package status check .*not JSON/);
  });

  it('an unreadable answer followed by a readable one: both in the timeline, the error cleared', async () => {
    const { upload, timeline } = await sendFull('terse', ['{"id":1}', 2], { unreadableGiveUpMs: 60_000 });
    expect(upload).toMatchObject({ outcome: 'processed', tracking: 'done', errorCode: null });
    expect(timeline.map((t) => t.kind)).toEqual(['unreadable', 'status']);
  });
});
