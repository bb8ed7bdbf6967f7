import { useMutation, useQuery } from '@tanstack/react-query';
import type { WebhookEventName } from '@shared/protocol/webhooks';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';

/** The subscriptions made from this app for a store (table webhook_subscriptions). */
export function useSubscriptions(profileId: number) {
  return useQuery({
    queryKey: queryKeys.webhookSubscriptions(profileId),
    queryFn: () => invoke('webhooks:list', { profileId }),
  });
}

/** The Sandbox's delivery log; refreshed when main says a notification reached the test receiver. */
export function useDeliveries(profileId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.webhookDeliveries(profileId),
    queryFn: () => invoke('webhooks:deliveries', { profileId }),
    enabled,
  });
}

/** What the renderer may know of the key: length and fingerprint, fetched on demand. */
export function useKeyInfo(profileId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.webhookKey(profileId),
    queryFn: () => invoke('webhooks:key-info', { profileId }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Subscribe, change the address, unsubscribe, copy the key. */
export function useWebhookMutations(profileId: number) {
  return {
    subscribe: useMutation({
      mutationFn: (input: { event: WebhookEventName; url: string }) =>
        invoke('webhooks:subscribe', { profileId, ...input }),
    }),
    update: useMutation({
      mutationFn: (input: { event: WebhookEventName; url: string; clientId: string }) =>
        invoke('webhooks:update', { profileId, ...input }),
    }),
    unsubscribe: useMutation({
      mutationFn: (input: { event: WebhookEventName; clientId: string }) =>
        invoke('webhooks:unsubscribe', { profileId, ...input }),
    }),
    copyKey: useMutation({
      mutationFn: async () => {
        const result = await invoke('webhooks:copy-key', { profileId });
        // Dev/test web bridge only: main has no clipboard there and hands the key to the page.
        if (result.pageText !== undefined) await navigator.clipboard.writeText(result.pageText);
        return { clearsAt: result.clearsAt, viaPage: result.pageText !== undefined };
      },
    }),
  };
}
