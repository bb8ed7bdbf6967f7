import { z } from 'zod';
import { guidSchema } from '@shared/protocol/common';
import { webhookEventNameSchema } from '@shared/protocol/webhooks';
import { errorCodes } from '../result';

const profileIdSchema = z.number().int().positive();

/**
 * The last check of a subscription's receiver from this PC: `answers` (any HTTP answer below
 * 500), `error-status` (5xx: its server is up, the receiver behind it is not), `unreachable`
 * (no answer: refused, timed out, unknown host). The operator's own reach may differ.
 */
export const receiverCheckSchema = z.object({
  at: z.string(),
  outcome: z.enum(['answers', 'error-status', 'unreachable']),
  /** The HTTP status it answered; null when it did not answer. */
  status: z.number().int().nullable(),
  /** Why it did not answer: `refused`, `timeout`, `dns`, `tls`, `network`. */
  reason: z.enum(['refused', 'timeout', 'dns', 'tls', 'network']).nullable(),
});
export type ReceiverCheck = z.infer<typeof receiverCheckSchema>;

/** A subscription made from this app, as kept locally (the API cannot list subscriptions). */
export const webhookSubscriptionSchema = z.object({
  id: z.number().int(),
  event: webhookEventNameSchema,
  clientId: z.string(),
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastAction: z.enum(['subscribe', 'update', 'unsubscribe']),
  lastResultAt: z.string(),
  lastOk: z.boolean(),
  /** Error code of the last failed call; null after a success. */
  lastCode: z.enum(errorCodes).nullable(),
  lastMessage: z.string().nullable(),
  /** The receiver's last check from this PC; null until checked (and after the address changed). */
  receiverCheck: receiverCheckSchema.nullable(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

/** One delivery attempt the Sandbox made, with the signature checked here against the key. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  url: z.string(),
  messageId: z.string(),
  attempt: z.number().int(),
  maxAttempts: z.number().int(),
  at: z.string(),
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  outcome: z.enum(['delivered', 'retry-scheduled', 'failed']),
  nextAttemptAt: z.string().nullable(),
  /** The notification body exactly as sent (2.8): no secret in it. */
  body: z.string(),
  /** The `Message` field of the body, when it is JSON. */
  message: z.string().nullable(),
  signatureVerdict: z.enum(['valid', 'missing', 'no-prefix', 'malformed', 'mismatch']),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const subscriptionInput = z.object({
  profileId: profileIdSchema,
  event: webhookEventNameSchema,
  url: z.string().max(2000),
  /** Default: the store's GUID (store-level events). */
  clientId: guidSchema.optional(),
});

/** Webhooks: the signing key (never sent to the renderer), subscriptions, and the Sandbox's delivery log. */
export const webhooksInvoke = {
  /** Fetches the webhook key and describes it without revealing it: length and a short fingerprint. */
  'webhooks:key-info': {
    input: z.object({ profileId: profileIdSchema }),
    output: z.object({
      length: z.number().int(),
      /** First 8 hex digits of SHA-256 of the key, to compare with a colleague's copy; reveals nothing usable. */
      fingerprint: z.string(),
      fetchedAt: z.string(),
    }),
  },
  /**
   * Copies the webhook key to the system clipboard from main; the key does not travel to the
   * renderer. Only the dev/test web bridge (no clipboard in main) returns it in `pageText` for
   * the page to copy with navigator.clipboard.
   */
  'webhooks:copy-key': {
    input: z.object({ profileId: profileIdSchema }),
    output: z.object({
      copied: z.boolean(),
      /** When main clears the clipboard again (if it still holds the key). */
      clearsAt: z.string().nullable(),
      pageText: z.string().optional(),
    }),
  },
  /** The subscriptions made from this app for a store. */
  'webhooks:list': {
    input: z.object({ profileId: profileIdSchema }),
    output: z.array(webhookSubscriptionSchema),
  },
  /**
   * Re-checks the receivers of the store's subscriptions (a request to each address from this
   * PC) and answers the list. Polite: a receiver checked less than 10 minutes ago is not asked
   * again unless `force` (the "Check now" button); the core also checks on start.
   */
  'webhooks:recheck': {
    input: z.object({ profileId: profileIdSchema, force: z.boolean().optional() }),
    output: z.array(webhookSubscriptionSchema),
  },
  /** Subscribes a URL to an event (POST); if the service already has one for event + client, changes it (PUT). */
  'webhooks:subscribe': {
    input: subscriptionInput,
    output: z.object({ subscription: webhookSubscriptionSchema, replacedExisting: z.boolean() }),
  },
  /** Changes the URL of an existing subscription (PUT). */
  'webhooks:update': {
    input: subscriptionInput,
    output: z.object({ subscription: webhookSubscriptionSchema }),
  },
  /** Unsubscribes (DELETE); a subscription the service no longer has is dropped locally too. */
  'webhooks:unsubscribe': {
    input: z.object({ profileId: profileIdSchema, event: webhookEventNameSchema, clientId: guidSchema.optional() }),
    output: z.object({ removed: z.literal(true), wasOnServer: z.boolean() }),
  },
  /** Sandbox only: its delivery log for this store, newest first, signatures checked. */
  'webhooks:deliveries': {
    input: z.object({ profileId: profileIdSchema }),
    output: z.array(webhookDeliverySchema),
  },
  /**
   * Sandbox only: the address of a receiver on this PC that checks each notification's
   * signature and answers 200 (or 401 when it does not match), so deliveries can be watched.
   */
  'webhooks:test-receiver': {
    input: z.object({ profileId: profileIdSchema }),
    output: z.object({ url: z.string() }),
  },
} as const;

export const webhooksEvents = {} as const;
