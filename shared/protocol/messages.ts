import { z } from 'zod';
import { dateTimeSchema, guidSchema } from './common';

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

/** True for the statuses after which a package's status no longer changes (Processed, Error). */
export function isFinalMessageStatus(statusId: MessageStatusId): boolean {
  return statusId === messageStatusIds.Processed || statusId === messageStatusIds.Error;
}

/** 200 body of `GET /v5/messages/{messageId}/status` (2.5); unknown extra fields are kept. */
export const messageStatusSchema = z.looseObject({
  id: z.int(),
  messageId: guidSchema,
  statusId: messageStatusIdSchema,
  statusMessage: z.string().nullish(),
  statusDate: dateTimeSchema,
});
export type MessageStatus = z.infer<typeof messageStatusSchema>;
