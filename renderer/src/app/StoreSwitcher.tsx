import { useTranslation } from 'react-i18next';
import { useStores } from '../features/stores/use-stores';
import { useCurrentStore } from './current-store';

/** Picks the store the screens act on. */
export function StoreSwitcher() {
  const { t } = useTranslation();
  const stores = useStores();
  const current = useCurrentStore();
  if (!stores.data || stores.data.length === 0) return null;
  return (
    <label className="store-switch">
      {t('app.currentStore')}
      <select value={current.profileId ?? ''} onChange={(e) => current.select(Number(e.target.value))}>
        {stores.data.map((store) => (
          <option key={store.id} value={store.id}>
            {store.name}
          </option>
        ))}
      </select>
    </label>
  );
}
