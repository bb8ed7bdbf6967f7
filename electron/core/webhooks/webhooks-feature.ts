import type { WebhookEventName } from '@shared/protocol/webhooks';
import { checkSubscriberUrl } from '@shared/webhooks/subscriber-url';
import type { CoreContext, CoreFeature } from '../core-context';
import { DeskError } from '../errors';
import { fetchSandboxDeliveries } from './sandbox-deliveries';
import {
  defaultSubscriptionAnswerRules,
  meansSubscriptionExists,
  meansSubscriptionMissing,
  saysSubscriptionMissing,
  type SubscriptionAnswerRules,
} from './subscription-answers';
import { createSubscriptionsRepo, type CallResult } from './subscriptions-repo';
import { createTestReceiver } from './test-receiver';
import { createWebhookKeyVault } from './webhook-key-vault';
import { confirmMissing } from './confirm-missing';
import { createReceiverChecks } from './receiver-checks';

/**
 * Webhooks: the signing key (masked in the UI; copied from main), subscribe / update /
 * unsubscribe for the six events with a local record of each, and for the built-in Sandbox its
 * delivery log and a receiver on this PC.
 */
export function createWebhooksFeature(
  ctx: CoreContext,
  options: { answers?: Partial<SubscriptionAnswerRules>; receiverTimeoutMs?: number } = {},
): CoreFeature {
  const answers = { ...defaultSubscriptionAnswerRules, ...options.answers };
  const repo = createSubscriptionsRepo(ctx.db);
  const checks = createReceiverChecks(ctx, repo, { timeoutMs: options.receiverTimeoutMs });
  /** A check started in the background; a failure is logged, never thrown at nobody. */
  const inBackground = (run: Promise<void>) =>
    void run.catch((error: unknown) =>
      ctx.ports.logger.log('warn', 'Webhook receiver check failed', { error: String(error) }),
    );
  const vault = createWebhookKeyVault(ctx);
  // A notification reached the receiver: the delivery log changed, so the renderer refetches it.
  const receiver = createTestReceiver(
    async (profileId) => (await vault.key(profileId)).secret,
    () => ctx.tablesChanged('webhook_deliveries'),
  );

  const mustBeSandbox = (profileId: number) => {
    const profile = ctx.profiles.require(profileId);
    if (!profile.isSandbox) {
      throw new DeskError(
        'conflict',
        `The delivery log and the test receiver exist only for the built-in Sandbox, not for "${profile.name}".`,
        {
          profileId,
          reason: 'not-sandbox',
          fault: 'deliveries-sandbox-only',
          name: profile.name,
        },
      );
    }
    return profile;
  };
  const checkedUrl = (url: string, sandbox: boolean) => {
    const issues = checkSubscriberUrl(url, { sandbox });
    const errors = issues.filter((i) => i.severity === 'error');
    if (errors.length > 0) {
      throw new DeskError(
        'invalid-field',
        `The notification address is not usable: ${errors.map((e) => e.code).join(', ')}.`,
        {
          fields: errors.map((e) => ({ field: 'url', code: e.code })),
        },
      );
    }
    return url.trim();
  };
  const result = (action: CallResult['action'], error?: unknown): CallResult => ({
    action,
    at: ctx.ports.clock.now().toISOString(),
    ok: error === undefined,
    code: error === undefined ? null : error instanceof DeskError ? error.code : 'internal',
    message: error === undefined ? null : error instanceof Error ? error.message : String(error),
  });

  /** Runs a subscription call, recording a failure on the local record before rethrowing it. */
  const recorded = async <T>(
    profileId: number,
    event: WebhookEventName,
    clientId: string,
    action: CallResult['action'],
    run: () => Promise<T>,
  ) => {
    try {
      return await run();
    } catch (error) {
      repo.recordFailure(profileId, event, clientId, result(action, error));
      ctx.tablesChanged('webhook_subscriptions');
      throw error;
    }
  };

  return {
    handlers: {
      'webhooks:key-info': ({ profileId }) => {
        ctx.profiles.require(profileId);
        return vault.info(profileId);
      },

      'webhooks:copy-key': ({ profileId }) => {
        ctx.profiles.require(profileId);
        return vault.copy(profileId);
      },

      'webhooks:list': ({ profileId }) => {
        ctx.profiles.require(profileId);
        return repo.list(profileId);
      },

      async 'webhooks:recheck'({ profileId, force }) {
        ctx.profiles.require(profileId);
        await checks.checkStore(profileId, force === true);
        return repo.list(profileId);
      },

      async 'webhooks:subscribe'({ profileId, event, url, clientId }) {
        const profile = ctx.profiles.require(profileId);
        const target = checkedUrl(url, profile.isSandbox);
        const client = (clientId ?? profile.storeId).trim();
        const api = await ctx.clientFor(profileId);
        let replacedExisting = false;
        await recorded(profileId, event, client, 'subscribe', async () => {
          try {
            await api.subscribe(event, client, target);
          } catch (error) {
            // The service already has a subscription for event + client (made elsewhere, or our
            // record was lost): 409, or a 4xx saying so. Subscribing means "notify this URL", so change it.
            if (!meansSubscriptionExists(error, answers)) throw error;
            await api.updateSubscription(event, client, target);
            replacedExisting = true;
          }
        });
        const subscription = repo.saveAccepted(
          profileId,
          event,
          client,
          target,
          result(replacedExisting ? 'update' : 'subscribe'),
        );
        ctx.ports.logger.log('info', 'Webhook subscription saved', {
          profileId,
          event,
          clientId: client,
          replacedExisting,
        });
        ctx.tablesChanged('webhook_subscriptions');
        inBackground(checks.checkNow(subscription));
        return { subscription, replacedExisting };
      },

      async 'webhooks:update'({ profileId, event, url, clientId }) {
        const profile = ctx.profiles.require(profileId);
        const target = checkedUrl(url, profile.isSandbox);
        const client = (clientId ?? profile.storeId).trim();
        const api = await ctx.clientFor(profileId);
        await recorded(profileId, event, client, 'update', () => api.updateSubscription(event, client, target));
        const subscription = repo.saveAccepted(profileId, event, client, target, result('update'));
        ctx.tablesChanged('webhook_subscriptions');
        inBackground(checks.checkNow(subscription));
        return { subscription };
      },

      async 'webhooks:unsubscribe'({ profileId, event, clientId }) {
        const profile = ctx.profiles.require(profileId);
        const client = (clientId ?? profile.storeId).trim();
        const api = await ctx.clientFor(profileId);
        let wasOnServer = true;
        await recorded(profileId, event, client, 'unsubscribe', async () => {
          try {
            await api.unsubscribe(event, client);
          } catch (error) {
            // The service has no such subscription (404, or a 4xx saying so): the local record is stale, drop it too.
            if (!meansSubscriptionMissing(error, answers)) throw error;
            if (!saysSubscriptionMissing(error, answers)) await confirmMissing(api, error);
            wasOnServer = false;
          }
        });
        repo.remove(profileId, event, client);
        ctx.ports.logger.log('info', 'Webhook subscription removed', {
          profileId,
          event,
          clientId: client,
          wasOnServer,
        });
        ctx.tablesChanged('webhook_subscriptions');
        return { removed: true as const, wasOnServer };
      },

      async 'webhooks:deliveries'({ profileId }) {
        const profile = mustBeSandbox(profileId);
        const conn = await ctx.connections.resolve(profileId);
        const { secret } = await vault.key(profileId);
        const clientIds = [profile.storeId, ...repo.list(profileId).map((s) => s.clientId)];
        return fetchSandboxDeliveries(ctx.ports.fetch, conn.baseUrl, clientIds, secret);
      },

      async 'webhooks:test-receiver'({ profileId }) {
        mustBeSandbox(profileId);
        return { url: await receiver.urlFor(profileId) };
      },
    },
    // After a restart every receiver is asked again: the list must not go on saying "accepted"
    // for a receiver that stopped answering while the app was closed.
    start() {
      inBackground(checks.checkAll());
    },
    async close() {
      checks.close();
      vault.close();
      await receiver.close();
    },
  };
}
