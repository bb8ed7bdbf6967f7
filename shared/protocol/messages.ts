import { z } from 'zod';
import { guidSchema } from './common';
import { operatorDateTimeSchema } from './operator-date-time';

/** Processing status names by `statusId` (part 3). */
export const messageStatusNames = {
  0: 'Accepted',
  1: 'Processing',
  2: 'Processed',
  3: 'Error',
} as const;

/** `statusId` by name, for readable code: `messageStatusIds.Processed === 2`. */
export const messageStatusIds = {
  Accepted: 0,
  Processing: 1,
  Processed: 2,
  Error: 3,
} as const;

export type MessageStatusId = keyof typeof messageStatusNames;
export type MessageStatusName = (typeof messageStatusNames)[MessageStatusId];

/** `statusId`: one of 0 Accepted, 1 Processing, 2 Processed, 3 Error. */
export const messageStatusIdSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** True for the four statuses part 3 names; an operator may report others (see the status tracker). */
export function isKnownMessageStatus(statusId: number): statusId is MessageStatusId {
  return statusId === 0 || statusId === 1 || statusId === 2 || statusId === 3;
}

/** True for the statuses after which a package's status no longer changes (Processed, Error). */
export function isFinalMessageStatus(statusId: MessageStatusId): boolean {
  return statusId === messageStatusIds.Processed || statusId === messageStatusIds.Error;
}

/**
 * 200 body of `GET /v5/messages/{messageId}/status` (2.5); unknown extra fields are kept.
 * `statusId` is any integer: one outside 0..3 is an answer to record ("unknown status N"),
 * not an unreadable one. `statusDate` without an offset is read as UTC.
 */
export const messageStatusSchema = z.looseObject({
  id: z.int(),
  messageId: guidSchema,
  statusId: z.int(),
  statusMessage: z.string().nullish(),
  statusDate: operatorDateTimeSchema,
});
export type MessageStatus = z.infer<typeof messageStatusSchema>;
