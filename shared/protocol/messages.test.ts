import { describe, expect, it } from 'vitest';
import {
  isFinalMessageStatus,
  isKnownMessageStatus,
  messageStatusIds,
  messageStatusNames,
  messageStatusSchema,
} from './messages';

describe('message status (2.5, 3)', () => {
  const status = {
    id: 7,
    messageId: '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
    statusId: 2,
    statusMessage: 'Processed',
    statusDate: '2019-12-03T12:07:49+00:00',
  };

  it('parses a status', () => {
    expect(messageStatusSchema.parse(status)).toEqual(status);
  });

  it('takes any whole statusId (an unknown one is recorded, not refused) and knows which are named', () => {
    for (const statusId of [0, 1, 2, 3, 4, -1])
      expect(messageStatusSchema.safeParse({ ...status, statusId }).success).toBe(true);
    for (const statusId of [1.5, '2', null])
      expect(messageStatusSchema.safeParse({ ...status, statusId }).success).toBe(false);
    expect([0, 3, 4, -1].map(isKnownMessageStatus)).toEqual([true, true, false, false]);
  });

  it('reads statusDate without an offset as UTC (.NET: 7 fraction digits) and refuses what is no date-time', () => {
    expect(messageStatusSchema.parse({ ...status, statusDate: '2020-04-01T12:34:56.1234567' }).statusDate).toBe(
      '2020-04-01T12:34:56.1234567Z',
    );
    expect(messageStatusSchema.safeParse({ ...status, statusDate: '2019-12-03' }).success).toBe(false);
  });

  it('names the statuses both ways', () => {
    expect(messageStatusNames).toEqual({ 0: 'Accepted', 1: 'Processing', 2: 'Processed', 3: 'Error' });
    for (const [id, name] of Object.entries(messageStatusNames)) expect(messageStatusIds[name]).toBe(Number(id));
    expect([0, 1, 2, 3].map((s) => isFinalMessageStatus(s as 0 | 1 | 2 | 3))).toEqual([false, false, true, true]);
  });
});
