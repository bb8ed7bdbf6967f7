import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@shared/ipc/channels/webhooks';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatDateTime } from '@renderer/ui/format';
import { useDeliveries } from './use-webhooks';
import { Button } from '@renderer/ui/Button';

/** The Sandbox's delivery attempts, newest first, each with the receiver's answer and the signature checked by main. */
export function DeliveryLog({ profileId, sandbox }: { profileId: number; sandbox: boolean }) {
  const { t, i18n } = useTranslation();
  const log = useDeliveries(profileId, sandbox);
  const answer = (d: WebhookDelivery) =>
    d.status === null ? `${t('webhooks.deliveries.noAnswer')}${d.error ? `: ${d.error}` : ''}` : `HTTP ${d.status}`;
  return (
    <section className="dk-panel" aria-labelledby="wh-log-title">
      <h2 id="wh-log-title">{t('webhooks.deliveries.title')}</h2>
      {!sandbox ? (
        <p className="muted">{t('webhooks.deliveries.onlySandbox')}</p>
      ) : (
        <>
          <p className="muted">{t('webhooks.deliveries.hint')}</p>
          <div className="dk-actions">
            <Button disabled={log.isFetching} onClick={() => void log.refetch()}>
              {t('webhooks.deliveries.refresh')}
            </Button>
          </div>
          {log.isError && <ErrorMessage error={log.error} onRetry={() => void log.refetch()} />}
          {log.isPending && <p className="muted">{t('common.loading')}</p>}
          {log.data?.length === 0 && <p className="muted">{t('webhooks.deliveries.empty')}</p>}
          {log.data && log.data.length > 0 && (
            <table className="wh-table" data-testid="deliveries">
              <thead>
                <tr>
                  <th>{t('webhooks.deliveries.at')}</th>
                  <th>{t('webhooks.deliveries.event')}</th>
                  <th>{t('webhooks.deliveries.attempt')}</th>
                  <th>{t('webhooks.deliveries.answer')}</th>
                  <th>{t('webhooks.deliveries.outcome')}</th>
                  <th>{t('webhooks.deliveries.signature')}</th>
                  <th>{t('webhooks.deliveries.message')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.map((d) => (
                  <tr key={d.id} title={d.url}>
                    <td>{formatDateTime(d.at, i18n.language)}</td>
                    <td className="mono">{d.event}</td>
                    <td>
                      {d.attempt}/{d.maxAttempts}
                    </td>
                    <td>{answer(d)}</td>
                    <td className={d.outcome === 'delivered' ? 'wh-ok' : d.outcome === 'failed' ? 'wh-bad' : ''}>
                      {t(`webhooks.deliveries.outcomes.${d.outcome}`)}
                    </td>
                    <td className={d.signatureVerdict === 'valid' ? 'wh-ok' : 'wh-bad'}>
                      {t(`webhooks.deliveries.verdicts.${d.signatureVerdict}`)}
                    </td>
                    <td>{d.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
