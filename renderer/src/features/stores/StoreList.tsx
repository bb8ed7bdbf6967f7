import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../app/ErrorMessage';
import { useStores } from './use-stores';

/** The stores this PC talks to, the built-in Sandbox first. */
export function StoreList() {
  const { t } = useTranslation();
  const stores = useStores();
  if (stores.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (stores.isError) return <ErrorMessage error={stores.error} onRetry={() => void stores.refetch()} />;
  if (stores.data.length === 0) return <p className="muted">{t('stores.empty')}</p>;
  return (
    <ul className="store-list" aria-label={t('stores.title')}>
      {stores.data.map((store) => (
        <li key={store.id} className="store-card" data-testid="store-card">
          <div className="store-card__head">
            <span className="store-card__name">{store.name}</span>
            {store.isSandbox && <span className="badge badge--sandbox">{t('stores.sandboxBadge')}</span>}
          </div>
          <dl className="store-card__facts">
            <dt>{t('stores.storeId')}</dt>
            <dd className="mono">{store.storeId}</dd>
            <dt>{t('stores.address')}</dt>
            <dd className="mono">{store.isSandbox ? t('stores.embedded') : store.baseUrl}</dd>
          </dl>
          {store.isSandbox && <p className="muted">{t('stores.sandboxHint')}</p>}
        </li>
      ))}
    </ul>
  );
}
