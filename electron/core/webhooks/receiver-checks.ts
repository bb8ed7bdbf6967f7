import type { WebhookSubscription } from '@shared/ipc/channels/webhooks';
import type { CoreContext } from '../core-context';
import { probeReceiver } from './receiver-probe';
import type { SubscriptionsRepo } from './subscriptions-repo';

/** A receiver checked less than this long ago is not asked again (unless forced). */
export const RECEIVER_RECHECK_MS = 10 * 60_000;

/**
 * Re-checks subscriptions' receivers and records what came of each, so the list never shows a
 * stale "accepted" for a receiver that stopped answering: on core start (every store), when the
 * webhooks screen opens (politely: not within RECEIVER_RECHECK_MS of the last check), on "Check
 * now", and right after an address is subscribed or changed. One check per subscription at a time.
 */
export function createReceiverChecks(ctx: CoreContext, repo: SubscriptionsRepo, options: { timeoutMs?: number } = {}) {
  const closing = new AbortController();
  // Keyed by subscription and address: a changed address is checked anew, not joined to the old check.
  const running = new Map<string, Promise<void>>();
  const now = () => ctx.ports.clock.now();

  const due = (s: WebhookSubscription, force: boolean) =>
    force || s.receiverCheck === null || now().getTime() - Date.parse(s.receiverCheck.at) >= RECEIVER_RECHECK_MS;

  const checkOne = (s: WebhookSubscription): Promise<void> => {
    const key = `${s.id} ${s.url}`;
    const pending = running.get(key);
    if (pending) return pending;
    const run = (async () => {
      const check = await probeReceiver(ctx.ports.fetch, s.url, now, {
        timeoutMs: options.timeoutMs,
        signal: closing.signal,
      });
      if (closing.signal.aborted) return;
      repo.recordReceiverCheck(s.id, s.url, check);
      // Logged without the address's query (it may carry a receiver's token).
      ctx.ports.logger.log('info', 'Webhook receiver checked', {
        event: s.event,
        host: hostOf(s.url),
        outcome: check.outcome,
        status: check.status,
        reason: check.reason,
      });
    })().finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };

  const checkMany = async (subscriptions: WebhookSubscription[], force: boolean) => {
    const todo = subscriptions.filter((s) => due(s, force));
    if (todo.length === 0) return;
    await Promise.all(todo.map(checkOne));
    if (!closing.signal.aborted) ctx.tablesChanged('webhook_subscriptions');
  };

  return {
    /** The store's receivers that are due (all when forced); answers when they are recorded. */
    checkStore: (profileId: number, force = false) => checkMany(repo.list(profileId), force),
    /** Every store's receivers, whenever last checked (core start: the world may have changed while closed). */
    checkAll: () => checkMany(repo.all(), true),
    /** One subscription's receiver, now (its address was just subscribed or changed). */
    checkNow: (subscription: WebhookSubscription) => checkMany([subscription], true),
    close() {
      closing.abort();
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
