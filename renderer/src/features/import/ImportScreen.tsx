import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRefInfo } from '@shared/ipc/channels/upload-intake';
import { useCurrentStore } from '@renderer/app/current-store';
import { useOpenedFiles } from '@renderer/lib/opened-files';
import { ConfirmationsPanel } from '@renderer/features/codes';
import { ChangesPanel } from './ChangesPanel';
import { MappingPanel } from './MappingPanel';
import './import.css';
import { Tabs, TabPanel, useTabsId } from '@renderer/ui/Tabs';

type Tab = 'mapping' | 'changes' | 'confirmations';

/** The "Импорт CSV и Excel" section: a stock list through the column mapping, or a changes package from a new list. */
export function ImportScreen() {
  const { t } = useTranslation();
  const { profileId } = useCurrentStore();
  const [tab, setTab] = useState<Tab>('mapping');
  const tabs = useTabsId();
  // A table opened from the OS ("Open with", File → Open, a recent file) is read on the mapping tab.
  const [opened, setOpened] = useState<FileRefInfo>();
  useOpenedFiles(
    'import',
    useCallback((file: FileRefInfo) => {
      setTab('mapping');
      setOpened(file);
    }, []),
  );
  if (profileId === undefined) return <p className="muted">{t('import.noStore')}</p>;
  return (
    <div className="imp-screen">
      <p className="imp-intro">{t('import.intro')}</p>
      <Tabs
        idBase={tabs}
        label={t('import.nav')}
        items={[
          { id: 'mapping', label: t('import.tabs.mapping') },
          { id: 'changes', label: t('import.tabs.changes') },
          { id: 'confirmations', label: t('import.tabs.confirmations') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      {/* Keyed by store: another store's mapping and base must never leak into this one. */}
      <TabPanel idBase={tabs} tab={tab} selected>
        {tab === 'mapping' && <MappingPanel key={profileId} profileId={profileId} opened={opened} />}
        {tab === 'changes' && <ChangesPanel key={profileId} profileId={profileId} />}
        {tab === 'confirmations' && <ConfirmationsPanel key={profileId} profileId={profileId} />}
      </TabPanel>
    </div>
  );
}
