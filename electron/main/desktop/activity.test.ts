import { describe, expect, it } from 'vitest';
import { syncProgress, uploadStatus } from '@tests/kits/main/activity-events';
import { createActivity, type FinishedUpload } from './activity';

const status = (uploadId: number, outcome: string, tracking = 'none') =>
  uploadStatus(uploadId, outcome, tracking, outcome === 'processing-error' ? 'Строка 3: неверный ЕАН' : null);
const progress = syncProgress;

describe("main's view of background work", () => {
  it('sees a send, a followed status, a held changes upload and a running sync, and their ends', () => {
    const activity = createActivity();
    expect(activity.running()).toEqual([]);
    activity.apply('uploads:status', status(1, 'sending'));
    expect([activity.sending(), activity.running()]).toEqual([true, ['following']]);
    activity.apply('uploads:status', status(1, 'accepted', 'active'));
    activity.apply('uploads:status', status(2, 'held'));
    activity.apply('dictionaries:progress', progress('r1', 'running'));
    expect([activity.sending(), activity.running()]).toEqual([false, ['following', 'scheduled', 'sync']]);
    activity.apply('uploads:status', status(1, 'processed', 'done'));
    activity.apply('uploads:status', status(2, 'cancelled'));
    activity.apply('dictionaries:progress', progress('r1', 'done'));
    expect(activity.running()).toEqual([]);
  });

  it('reports each upload reaching Processed or Error once, and ignores malformed events', () => {
    const activity = createActivity();
    const seen: FinishedUpload[] = [];
    activity.onFinished((u) => seen.push(u));
    activity.apply('uploads:status', { uploadId: 'x' });
    activity.apply('uploads:status', status(5, 'processing-error', 'done'));
    activity.apply('uploads:status', status(5, 'processing-error', 'done'));
    activity.apply('uploads:status', status(6, 'processed', 'done'));
    activity.apply('uploads:status', status(7, 'refused'));
    expect(seen.map((u) => [u.uploadId, u.outcome])).toEqual([
      [5, 'processing-error'],
      [6, 'processed'],
    ]);
    expect(seen[0]!.statusMessage).toBe('Строка 3: неверный ЕАН');
  });
});
