import { useTranslation } from 'react-i18next';
import { formatLocal, formatMoscow, pcIsNotOnMoscowTime } from './format';

/**
 * A moment in the PC's local time, labelled with its zone; on a PC not on Moscow time, Moscow
 * time alongside (the operator's rules are in Moscow time).
 */
export function When({ iso }: { iso: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!iso) return <span className="muted">—</span>;
  return (
    <time dateTime={iso} className="upl-when" title={formatLocal(iso, i18n.language, true)}>
      {formatLocal(iso, i18n.language)}
      {pcIsNotOnMoscowTime(iso) && (
        <>
          {' '}
          <span className="muted">
            (
            {t('uploads.history.moscow', {
              time: formatMoscow(iso, i18n.language, true),
            })}
            )
          </span>
        </>
      )}
    </time>
  );
}
