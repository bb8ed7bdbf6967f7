import { z } from 'zod';
import { guidSchema } from './common';
import { operatorDateTimeSchema } from './operator-date-time';

/** The six event names a client can subscribe to (part 6), in the spec's order. */
export const webhookEventNames = [
  'stocks_full',
  'stocks_updates',
  'preorders_full',
  'preorders_updates',
  'orders_updates_store',
  'orders_updates_site',
] as const;
export type WebhookEventName = (typeof webhookEventNames)[number];

/** `{eventName}` of the subscription endpoints. */
export const webhookEventNameSchema = z.enum(webhookEventNames);

/** Where the service posts notifications: an http(s) URL. */
export const webhookUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http or https URL' });

/**
 * Body of subscribe (POST), update (PUT) and unsubscribe (DELETE) (2.6).
 * `url` is present in subscribe and update and absent in delete, hence optional here.
 */
export const subscriptionBodySchema = z.object({
  clientId: guidSchema,
  url: webhookUrlSchema.optional(),
});
export type SubscriptionBody = z.infer<typeof subscriptionBodySchema>;

/** Body of subscribe and update: `url` required. */
export const subscribeBodySchema = subscriptionBodySchema.required({ url: true });
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** Body of unsubscribe: `clientId` only. */
export const unsubscribeBodySchema = z.object({ clientId: guidSchema });
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

/** 200 body of `GET /v5/keys/webhooks` (2.7): the HMAC key of `X-Signature`. */
export const webhookKeySchema = z.looseObject({ secret: z.string().min(1) });
export type WebhookKey = z.infer<typeof webhookKeySchema>;

/**
 * The JSON body the service posts to a subscriber (2.8). `Event` and `Message` stay plain
 * strings: their allowed values are not shown, and a receiver must not drop an unknown event.
 */
export const webhookNotificationSchema = z.looseObject({
  ClientId: guidSchema,
  Event: z.string().min(1),
  Message: z.string(),
  MessageId: guidSchema,
  Date: operatorDateTimeSchema,
});
export type WebhookNotification = z.infer<typeof webhookNotificationSchema>;
