import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoscowLocalized } from '@shared/time/moscow-time';
import { useSecretStates } from '../features/stores';
import { invoke } from '../lib/ipc';
import { Button } from '../ui/Button';
import { errorSentence } from '../ui/error-sentence';
import { localeOf } from '../ui/format';
import { useCurrentStore } from './current-store';
import { statusItems } from './status-items';
import { useStatusSummary } from './use-status-summary';
import './status-bar.css';

/**
 * What a manager checks every morning, on every screen: Moscow time, the full-upload window,
 * today's full upload, when changes may go, the token and the dictionaries (with a polite sync).
 */
export function StatusBar() {
  const { t, i18n } = useTranslation();
  const { profileId } = useCurrentStore();
  const barId = useId();
  const { query, nowMs } = useStatusSummary(profileId);
  const secrets = useSecretStates();
  const sync = useMutation({
    mutationFn: () => invoke('dictionaries:sync', { profileId: profileId! }),
  });
  const clock = formatMoscowLocalized(new Date(nowMs), localeOf(i18n.language));

  if (!query.data) {
    return (
      <div className="status-bar" role="region" aria-label={t('status.label')} data-testid="status-bar">
        <span className="status-bar__item muted">
          {query.isError
            ? t('status.unavailable', { reason: errorSentence(t, i18n, query.error) })
            : t('status.loading')}
        </span>
      </div>
    );
  }
  const { summary } = query.data;
  const secret = secrets.data?.find((s) => s.profileId === profileId)?.state;
  const items = statusItems(summary, nowMs, t, i18n.language, secret);
  const d = summary.dictionaries;
  const syncTitle = d.goodsSyncedToday
    ? t('status.dict.syncTitleGoods', {
        time: formatMoscowLocalized(new Date(d.goodsNextAllowedAt ?? nowMs), localeOf(i18n.language), true),
      })
    : t('status.dict.syncTitle');
  const plan = sync.data;

  return (
    <div className="status-bar" role="region" aria-label={t('status.label')} data-testid="status-bar">
      <time className="status-bar__clock" dateTime={new Date(nowMs).toISOString()} title={t('status.clockTitle')}>
        {t('status.clock', { time: clock })}
      </time>
      {items.map((item) => (
        <span
          key={item.id}
          className={`status-bar__item status-bar__item--${item.tone}`}
          id={`${barId}-${item.id}`}
          data-testid={`status-${item.id}`}
          title={item.title}
        >
          {item.text}
        </span>
      ))}
      <Button
        variant="ghost"
        className="status-bar__sync"
        title={syncTitle}
        busy={sync.isPending || d.running}
        onClick={() => sync.mutate()}
        // Its name never repeats a screen's or another button's ("Справочники", "Обновить справочники").
        aria-describedby={`${barId}-dict`}
        data-testid="status-sync"
      >
        {t('status.dict.sync')}
      </Button>
      <span className="status-bar__note" role="status">
        {sync.isError
          ? t('status.unavailable', { reason: errorSentence(t, i18n, sync.error) })
          : plan
            ? plan.runId
              ? t('status.dict.started')
              : t('status.dict.nothing', {
                  time: formatMoscowLocalized(
                    new Date(plan.skipped[0]?.nextAllowedAt ?? nowMs),
                    localeOf(i18n.language),
                    true,
                  ),
                })
            : ''}
      </span>
    </div>
  );
}
