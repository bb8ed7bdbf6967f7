import { useTranslation } from 'react-i18next';
import { storeDisplayName, useStores } from '../features/stores';
import { useCurrentStore } from './current-store';

/** Picks the store the screens act on. */
export function StoreSwitcher() {
  const { t } = useTranslation();
  const stores = useStores();
  const current = useCurrentStore();
  if (!stores.data || stores.data.length === 0) return null;
  const currentStore = stores.data.find((s) => s.id === current.profileId);
  const currentName = currentStore ? storeDisplayName(t, currentStore) : undefined;
  return (
    <label className="store-switch">
      {t('app.currentStore')}
      <select
        value={current.profileId ?? ''}
        title={currentName}
        onChange={(e) => current.select(Number(e.target.value))}
      >
        {stores.data.map((store) => (
          <option key={store.id} value={store.id}>
            {storeDisplayName(t, store)}
          </option>
        ))}
      </select>
      {/* The select cuts a long name; the whole name is written out under it (for the eye: the
          select already tells assistive technology its value). */}
      {currentName && currentName.length > 24 && (
        <span className="store-switch__full" aria-hidden="true" data-testid="store-switch-full">
          {currentName}
        </span>
      )}
    </label>
  );
}
