import { useTranslation } from 'react-i18next';
import type { DictionarySummary } from '@shared/ipc/channels/dictionaries';
import type { DictionaryName } from '@shared/protocol/dictionaries';
import { formatDateTime, formatNumber } from '@renderer/ui/format';
import { Button } from '@renderer/ui/Button';

/** The 24 dictionaries: size, when updated, and state; a click opens the table. */
export function DictionaryList({
  items,
  onOpen,
}: {
  items: DictionarySummary[];
  onOpen: (name: DictionaryName) => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <table className="dict-list" data-testid="dictionary-list">
      <caption className="dk-sr-only">{t('dictionaries.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dictionaries.list.name')}</th>
          <th scope="col" className="dict-num">
            {t('dictionaries.list.rows')}
          </th>
          <th scope="col">{t('dictionaries.list.lastSync')}</th>
          <th scope="col">{t('dictionaries.list.state')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((d) => {
          const title = t(`dictionaries.names.${d.name}`);
          const status = d.lastStatus ?? 'none';
          const tone =
            status === 'ok'
              ? 'ok'
              : status === 'failed'
                ? 'danger'
                : status === 'running' || status === 'cancelled'
                  ? 'warn'
                  : 'muted';
          return (
            <tr key={d.name} data-testid="dictionary-row" data-name={d.name}>
              <th scope="row">
                <Button
                  variant="ghost"
                  className="dict-list__open"
                  aria-label={t('dictionaries.list.open', { name: title })}
                  onClick={() => onOpen(d.name)}
                >
                  {title}
                </Button>
                <span className="dict-list__code mono">{d.name}</span>
              </th>
              <td className="dict-num">{formatNumber(d.rows, lng)}</td>
              <td>
                {d.lastCompletedAt ? (
                  formatDateTime(d.lastCompletedAt, lng)
                ) : (
                  <span className="muted">{t('dictionaries.list.never')}</span>
                )}
              </td>
              <td>
                <span className={`dk-status dk-status--${tone}`}>{t(`dictionaries.list.status.${status}`)}</span>
                {d.polite.syncedToday && d.polite.nextAllowedAt && (
                  <span className="dict-list__note">
                    {t('dictionaries.list.polite', { when: formatDateTime(d.polite.nextAllowedAt, lng) })}
                  </span>
                )}
                {d.quarantined > 0 && (
                  <span className="dict-list__note dict-list__note--warn">
                    {t('dictionaries.list.quarantined', { count: d.quarantined })}
                  </span>
                )}
                {d.lastError && status !== 'ok' && (
                  <span className="dict-list__note dict-list__note--error" title={d.lastError}>
                    {d.lastError}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
