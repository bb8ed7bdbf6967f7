import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookSubscription } from '@shared/ipc/channels/webhooks';
import { checkSubscriberUrl } from '@shared/webhooks/subscriber-url';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { CoreText } from '@renderer/ui/CoreText';
import { errorWording } from '@renderer/ui/error-sentence';
import { ConfirmDialog } from '@renderer/ui/ConfirmDialog';
import { formatDateTime } from '@renderer/ui/format';
import { WebAddress } from '@renderer/ui/WebAddress';
import { useSubscriptions, useWebhookMutations } from './use-webhooks';
import { Button } from '@renderer/ui/Button';
import { ReceiverState, useReceiverRecheck } from './ReceiverState';

/** The subscriptions made from this app, with their last result; change the address or unsubscribe. */
export function SubscriptionList({ profileId, sandbox }: { profileId: number; sandbox: boolean }) {
  const { t, i18n } = useTranslation();
  const list = useSubscriptions(profileId);
  const { update, unsubscribe } = useWebhookMutations(profileId);
  const [editing, setEditing] = useState<{ id: number; url: string } | undefined>();
  const [removing, setRemoving] = useState<WebhookSubscription | undefined>();
  const [note, setNote] = useState<string | undefined>();
  const recheck = useReceiverRecheck(profileId);

  const result = (s: WebhookSubscription) => {
    const params = {
      action: t(`webhooks.list.actions.${s.lastAction}`),
      when: formatDateTime(s.lastResultAt, i18n.language),
    };
    if (s.lastOk) return t('webhooks.list.ok', params);
    // The failure in the app's words for its code; core's English text only for support, folded.
    const wording = s.lastCode ? errorWording(t, i18n, { code: s.lastCode, message: s.lastMessage ?? '' }) : null;
    return (
      <>
        {t('webhooks.list.failed', { ...params, reason: wording?.text ?? t('webhooks.list.noCode') })}
        <CoreText text={wording?.coreText} />
      </>
    );
  };

  return (
    <section className="dk-panel" aria-labelledby="wh-list-title">
      <h2 id="wh-list-title">{t('webhooks.list.title')}</h2>
      <p className="muted">{t('webhooks.list.hint')}</p>
      {list.data && list.data.length > 0 && (
        <p className="wh-recheck">
          <span className="muted">{t('webhooks.receiver.hint')}</span>{' '}
          <Button disabled={recheck.isPending} onClick={() => recheck.mutate(true)}>
            {t('webhooks.receiver.checkNow')}
          </Button>
        </p>
      )}
      {recheck.isError && <ErrorMessage error={recheck.error} />}
      {list.isError && <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <p className="muted">{t('common.loading')}</p>}
      {list.data?.length === 0 && <p className="muted">{t('webhooks.list.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <table className="wh-table" data-testid="subscriptions">
          <thead>
            <tr>
              <th>{t('webhooks.list.event')}</th>
              <th>{t('webhooks.list.url')}</th>
              <th>{t('webhooks.list.since')}</th>
              <th>{t('webhooks.list.result')}</th>
              <th>{t('webhooks.receiver.title')}</th>
              <th>
                <span className="dk-sr-only">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((s) => {
              const draft = editing?.id === s.id ? editing : undefined;
              const blocking = draft
                ? checkSubscriberUrl(draft.url, { sandbox }).some((i) => i.severity === 'error')
                : false;
              return (
                <tr key={s.id}>
                  <td>
                    <span className="mono">{s.event}</span>
                    <br />
                    <span className="muted wh-small">{t(`webhooks.events.${s.event}`)}</span>
                  </td>
                  <td className="mono wh-url">
                    {draft ? (
                      <input
                        aria-label={t('webhooks.form.url')}
                        aria-invalid={blocking}
                        value={draft.url}
                        onChange={(e) => setEditing({ id: s.id, url: e.target.value })}
                      />
                    ) : (
                      <WebAddress href={s.url} />
                    )}
                  </td>
                  <td>{formatDateTime(s.createdAt, i18n.language)}</td>
                  <td className={s.lastOk ? undefined : 'wh-bad'}>{result(s)}</td>
                  <td>
                    <ReceiverState subscription={s} checking={recheck.isPending} />
                  </td>
                  <td className="wh-row-actions">
                    {draft ? (
                      <Button
                        variant="primary"
                        disabled={blocking || update.isPending}
                        onClick={() =>
                          update.mutate(
                            { event: s.event, url: draft.url.trim(), clientId: s.clientId },
                            { onSuccess: () => setEditing(undefined) },
                          )
                        }
                      >
                        {t('webhooks.list.save')}
                      </Button>
                    ) : (
                      <Button onClick={() => setEditing({ id: s.id, url: s.url })}>{t('webhooks.list.change')}</Button>
                    )}
                    <Button variant="ghost-danger" onClick={() => setRemoving(s)}>
                      {t('webhooks.list.unsubscribe')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {update.isError && <ErrorMessage error={update.error} />}
      {note && <p className="dk-note dk-note--info">{note}</p>}
      {removing && (
        <ConfirmDialog
          title={t('webhooks.list.confirmTitle', { event: removing.event })}
          confirmLabel={t('webhooks.list.unsubscribe')}
          cancelLabel={t('common.cancel')}
          danger
          busy={unsubscribe.isPending}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() =>
            unsubscribe.mutate(
              { event: removing.event, clientId: removing.clientId },
              {
                onSuccess: (r) => {
                  setRemoving(undefined);
                  setNote(r.wasOnServer ? undefined : t('webhooks.list.notOnServer'));
                },
              },
            )
          }
        >
          <p>{t('webhooks.list.confirmBody', { url: removing.url })}</p>
          {unsubscribe.isError && <ErrorMessage error={unsubscribe.error} />}
        </ConfirmDialog>
      )}
    </section>
  );
}
