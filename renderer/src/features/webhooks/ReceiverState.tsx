import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookSubscription } from '@shared/ipc/channels/webhooks';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';
import { formatDateTime } from '@renderer/ui/format';

/**
 * Re-checks the store's receivers when the list opens (core skips any checked in the last
 * 10 minutes) and on "Check now" (forced); the list is refreshed with what came of it.
 */
export function useReceiverRecheck(profileId: number) {
  const queryClient = useQueryClient();
  const recheck = useMutation({
    mutationFn: (force: boolean) => invoke('webhooks:recheck', { profileId, force }),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.webhookSubscriptions(profileId), list),
  });
  const { mutate } = recheck;
  useEffect(() => mutate(false), [mutate, profileId]);
  return recheck;
}

/**
 * What the last check of a subscription's receiver found, with its time ("проверено
 * 27.11.2026, 03:10 МСК"), so an old result is never read as today's.
 */
export function ReceiverState({ subscription, checking }: { subscription: WebhookSubscription; checking: boolean }) {
  const { t, i18n } = useTranslation();
  const check = subscription.receiverCheck;
  if (!check)
    return <span className="muted">{t(checking ? 'webhooks.receiver.checking' : 'webhooks.receiver.never')}</span>;
  const text =
    check.outcome === 'answers'
      ? t('webhooks.receiver.answers')
      : check.outcome === 'error-status'
        ? t('webhooks.receiver.errorStatus', { status: check.status })
        : t('webhooks.receiver.unreachable', { reason: t(`webhooks.receiver.reasons.${check.reason ?? 'network'}`) });
  return (
    // Any answer below 500 counts (a receiver that takes only POST says 404 or 405 to the check's GET).
    <span data-testid="receiver-state" data-outcome={check.outcome} data-status={check.status ?? undefined}>
      <span className={check.outcome === 'answers' ? 'wh-ok' : 'wh-bad'}>{text}</span>
      <br />
      <span className="muted wh-small">
        {checking
          ? t('webhooks.receiver.checking')
          : t('webhooks.receiver.checkedAt', { when: formatDateTime(check.at, i18n.language) })}
      </span>
    </span>
  );
}
