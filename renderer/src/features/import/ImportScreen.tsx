import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentStore } from '@renderer/app/current-store';
import { ConfirmationsPanel } from '@renderer/features/codes';
import { ChangesPanel } from './ChangesPanel';
import { MappingPanel } from './MappingPanel';
import './import.css';

type Tab = 'mapping' | 'changes' | 'confirmations';

/** The "Импорт CSV и Excel" section: a stock list through the column mapping, or a changes package from a new list. */
export function ImportScreen() {
  const { t } = useTranslation();
  const { profileId } = useCurrentStore();
  const [tab, setTab] = useState<Tab>('mapping');
  if (profileId === undefined) return <p className="muted">{t('import.noStore')}</p>;
  return (
    <div className="imp-screen">
      <p className="imp-intro">{t('import.intro')}</p>
      <div className="upl-tabs" role="tablist">
        {(['mapping', 'changes', 'confirmations'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={tab === k ? 'upl-tab upl-tab--active' : 'upl-tab'}
            onClick={() => setTab(k)}
          >
            {t(`import.tabs.${k}`)}
          </button>
        ))}
      </div>
      {/* Keyed by store: another store's mapping and base must never leak into this one. */}
      {tab === 'mapping' && <MappingPanel key={profileId} profileId={profileId} />}
      {tab === 'changes' && <ChangesPanel key={profileId} profileId={profileId} />}
      {tab === 'confirmations' && <ConfirmationsPanel key={profileId} profileId={profileId} />}
    </div>
  );
}
