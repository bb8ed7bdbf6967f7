import { describe, expect, it } from 'vitest';
import {
  subscribeBodySchema,
  subscriptionBodySchema,
  unsubscribeBodySchema,
  webhookEventNames,
  webhookEventNameSchema,
  webhookKeySchema,
  webhookNotificationSchema,
} from './webhooks';

const clientId = '3F2504E0-4F89-11D3-9A0C-0305E82C3301';

describe('webhook resources (2.6-2.8, 6)', () => {
  it('lists the six events', () => {
    expect(webhookEventNames).toEqual([
      'stocks_full',
      'stocks_updates',
      'preorders_full',
      'preorders_updates',
      'orders_updates_store',
      'orders_updates_site',
    ]);
    expect(webhookEventNameSchema.safeParse('stocks_full').success).toBe(true);
    expect(webhookEventNameSchema.safeParse('stocks').success).toBe(false);
  });

  it('parses subscription bodies; url optional, http(s) only', () => {
    expect(subscriptionBodySchema.parse({ clientId })).toEqual({ clientId });
    expect(subscribeBodySchema.safeParse({ clientId }).success).toBe(false);
    expect(subscribeBodySchema.safeParse({ clientId, url: 'https://hooks.example.com/x' }).success).toBe(true);
    expect(subscribeBodySchema.safeParse({ clientId, url: 'ftp://hooks.example.com' }).success).toBe(false);
    expect(subscriptionBodySchema.safeParse({ clientId: 'store-1' }).success).toBe(false);
    expect(unsubscribeBodySchema.parse({ clientId, url: 'https://x.test' })).toEqual({ clientId });
  });

  it('parses the key', () => {
    expect(webhookKeySchema.parse({ secret: 'k' })).toEqual({ secret: 'k' });
    expect(webhookKeySchema.safeParse({}).success).toBe(false);
  });

  it('parses a notification, keeping unknown events and fields', () => {
    const body = {
      ClientId: clientId,
      Event: 'stocks_full',
      Message: 'Processed',
      MessageId: '9A0C0305-4F89-11D3-9A0C-0305E82C3301',
      Date: '2019-12-03T15:07:49+03:00',
    };
    expect(webhookNotificationSchema.parse(body)).toEqual(body);
    expect(webhookNotificationSchema.parse({ ...body, Event: 'new_event', Extra: 1 })).toMatchObject({ Extra: 1 });
    expect(webhookNotificationSchema.safeParse({ ...body, MessageId: 'x' }).success).toBe(false);
  });
});
