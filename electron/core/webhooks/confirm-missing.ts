import type { ApiClient } from '../api/api-types';
import { DeskError } from '../errors';

/**
 * A bare 404 to an unsubscription counts as "gone" only when a second request agrees that the
 * events live at this API address: the webhook key (4.5, same `/v5` tree) must answer. If it does
 * not either, the 404 was the address (a base path a gateway does not route), not the
 * subscription: the local record is kept and the error says what to check. The spec has no list
 * of subscriptions to ask instead.
 */
export async function confirmMissing(api: ApiClient, refusal: unknown): Promise<void> {
  try {
    await api.getWebhookKey();
  } catch (probe) {
    const code = probe instanceof DeskError ? probe.code : 'internal';
    // The connection itself failed: say that, it is the more useful message.
    if (code === 'network' || code === 'timeout' || code === 'cancelled') throw probe;
    throw new DeskError(
      'not-found',
      'The operator answered 404 to the unsubscription, and its webhook key address did not answer either, so the 404 may be the address, not the subscription. ' +
        'The subscription is kept in the list. Check the store’s API address (its path after the host), then try again.',
      {
        reason: 'unsubscribe-unconfirmed',
        status: 404,
        probe: code,
        refusal: refusal instanceof DeskError ? refusal.message : String(refusal),
      },
    );
  }
}
