import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { webhookEventNames, type WebhookEventName } from '@shared/protocol/webhooks';
import { checkSubscriberUrl } from '@shared/webhooks/subscriber-url';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { invoke } from '@renderer/lib/ipc';
import { fieldCodesOf } from '../stores';
import { useWebhookMutations } from './use-webhooks';
import { Button } from '@renderer/ui/Button';
import { runtimeKey } from '@renderer/i18n/runtime-key';

/** Subscribe an address to one of the six events, with the address checked as it is typed. */
export function SubscribeForm({ profileId, sandbox }: { profileId: number; sandbox: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { subscribe } = useWebhookMutations(profileId);
  const [event, setEvent] = useState<WebhookEventName>('stocks_full');
  const [url, setUrl] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverCode, setServerCode] = useState<string | undefined>();

  const issues = checkSubscriberUrl(url, { sandbox });
  const shown = serverCode
    ? { code: serverCode, severity: 'error' as const }
    : issues.find((i) => i.severity === 'warning' || touched);
  const blocking = issues.some((i) => i.severity === 'error');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (blocking) return;
    subscribe.mutate({ event, url: url.trim() }, { onError: (error) => setServerCode(fieldCodesOf(error).url) });
  };
  const fillTestReceiver = async () => {
    const { url: receiver } = await invoke('webhooks:test-receiver', { profileId });
    setUrl(receiver);
    setServerCode(undefined);
  };

  return (
    <section className="dk-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('webhooks.form.title')}</h2>
      <dl className="wh-events">
        {webhookEventNames.map((name) => (
          <div key={name}>
            <dt className="mono">{name}</dt>
            <dd>{t(`webhooks.events.${name}`)}</dd>
          </div>
        ))}
      </dl>
      <form onSubmit={submit} noValidate className="wh-form" data-testid="subscribe-form">
        <div className="dk-field">
          <label htmlFor={`${id}-event`}>{t('webhooks.form.event')}</label>
          <select id={`${id}-event`} value={event} onChange={(e) => setEvent(e.target.value as WebhookEventName)}>
            {webhookEventNames.map((name) => (
              <option key={name} value={name}>
                {name} — {t(`webhooks.events.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={shown?.severity === 'error' ? 'dk-field dk-field--error' : 'dk-field'}>
          <label htmlFor={`${id}-url`}>{t('webhooks.form.url')}</label>
          <input
            id={`${id}-url`}
            className="mono"
            value={url}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={shown?.severity === 'error'}
            aria-describedby={`${id}-hint ${id}-msg`}
            onChange={(e) => {
              setUrl(e.target.value);
              setServerCode(undefined);
            }}
            onBlur={() => setTouched(true)}
          />
          <p id={`${id}-hint`} className="dk-field__hint">
            {t('webhooks.form.urlHint')}
          </p>
          <p
            id={`${id}-msg`}
            className={shown ? `dk-field__msg dk-field__msg--${shown.severity}` : 'dk-field__msg'}
            role={shown ? 'alert' : undefined}
          >
            {shown ? t(runtimeKey(`webhooks.urlErrors.${shown.code}`)) : ''}
          </p>
        </div>
        <p className="dk-note dk-note--info">
          {sandbox ? t('webhooks.form.sandboxReachability') : t('webhooks.form.reachability')}
        </p>
        <div className="dk-actions">
          <Button type="submit" variant="primary" disabled={subscribe.isPending}>
            {subscribe.isPending ? t('webhooks.form.subscribing') : t('webhooks.form.subscribe')}
          </Button>
          {sandbox && <Button onClick={() => void fillTestReceiver()}>{t('webhooks.form.useReceiver')}</Button>}
        </div>
      </form>
      {subscribe.isSuccess && (
        <p className="dk-note dk-note--ok" role="status">
          {subscribe.data.replacedExisting ? t('webhooks.form.replaced') : t('webhooks.form.subscribed')}
        </p>
      )}
      {subscribe.isError && !serverCode && <ErrorMessage error={subscribe.error} />}
    </section>
  );
}
