import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@shared/ipc/channels/dictionaries';
import { formatDateTime, formatNumber } from '@renderer/ui/format';

/** This store's batches of the product from the last stock snapshot read from the operator. */
export function ProductStoreStock({ card }: { card: ProductCard }) {
  const { t, i18n } = useTranslation();
  const stock = card.storeStock;
  return (
    <section data-testid="product-card-stock">
      <h3>{t('dictionaries.card.sections.stock')}</h3>
      {stock === null ? (
        <p className="muted">{t('dictionaries.card.stockNever')}</p>
      ) : stock.batchCount === 0 ? (
        <p className="muted">
          {t('dictionaries.card.stockNone', { at: formatDateTime(stock.pulledAt, i18n.language) })}
        </p>
      ) : (
        <>
          <p>
            {t('dictionaries.card.stockTotal', {
              count: stock.batchCount,
              quantity: formatNumber(stock.quantity, i18n.language),
              at: formatDateTime(stock.pulledAt, i18n.language),
            })}
          </p>
          <ul className="dict-chips">
            {stock.batches.map((b, i) => (
              <li key={`${b.prtId ?? ''}-${i}`} className="mono">
                {b.prtId ?? '—'}: {b.qnt ?? '—'} × {b.prcRet ?? '—'}
                {b.series ? ` (${b.series})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
