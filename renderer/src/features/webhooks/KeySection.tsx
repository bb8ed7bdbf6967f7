import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatDateTime } from '@renderer/ui/format';
import { useKeyInfo, useWebhookMutations } from './use-webhooks';
import { Button } from '@renderer/ui/Button';

/** The signing key, masked: its length and fingerprint, and "Copy", which main carries out without sending the key here. */
export function KeySection({ profileId }: { profileId: number }) {
  const { t, i18n } = useTranslation();
  const [asked, setAsked] = useState(false);
  const info = useKeyInfo(profileId, asked);
  const { copyKey } = useWebhookMutations(profileId);
  return (
    <section className="dk-panel" aria-labelledby="wh-key-title">
      <h2 id="wh-key-title">{t('webhooks.key.title')}</h2>
      <p className="muted">{t('webhooks.key.hint')}</p>
      {info.data && (
        <p className="wh-key" data-testid="webhook-key">
          <span className="mono">
            {t('webhooks.key.masked', { length: info.data.length, fingerprint: info.data.fingerprint })}
          </span>
          <br />
          <span className="muted wh-small">{t('webhooks.key.fingerprintHint')}</span>
        </p>
      )}
      <div className="dk-actions">
        {!info.data && (
          <Button disabled={info.isFetching} onClick={() => setAsked(true)}>
            {t('webhooks.key.load')}
          </Button>
        )}
        <Button
          variant="primary"
          disabled={copyKey.isPending}
          onClick={() => copyKey.mutate(undefined, { onSuccess: () => setAsked(true) })}
        >
          {t('webhooks.key.copy')}
        </Button>
      </div>
      {copyKey.isSuccess && (
        <p className="dk-note dk-note--ok" role="status">
          {copyKey.data.viaPage
            ? t('webhooks.key.copiedPage')
            : t('webhooks.key.copied', { when: formatDateTime(copyKey.data.clearsAt, i18n.language) })}
        </p>
      )}
      {copyKey.isError &&
        (copyKey.error instanceof DOMException ? (
          <p className="dk-note dk-note--warn">{t('webhooks.key.copyFailed')}</p>
        ) : (
          <ErrorMessage error={copyKey.error} />
        ))}
      {info.isError && <ErrorMessage error={info.error} onRetry={() => void info.refetch()} />}
    </section>
  );
}
