import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryName } from '@shared/protocol/dictionaries';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { useCurrentStore } from '@renderer/app/current-store';
import { DictionaryList } from './DictionaryList';
import { DictionaryTable } from './DictionaryTable';
import { GoodsSearch } from './GoodsSearch';
import { SyncPanel } from './SyncPanel';
import { useDictionaryList, useSyncProgress } from './use-dictionaries';
import './dictionaries.css';
import { Button } from '@renderer/ui/Button';
import { Tabs, TabPanel, useTabsId } from '@renderer/ui/Tabs';

type Tab = 'search' | 'browse';

/** "Справочники": update the local copy of the operator's dictionaries, find a product, browse any dictionary. */
export function DictionariesScreen() {
  const { t } = useTranslation();
  const { profileId, loading } = useCurrentStore();
  const list = useDictionaryList(profileId);
  const progress = useSyncProgress(profileId, list.data?.running);
  const [tab, setTab] = useState<Tab>('search');
  const tabs = useTabsId();
  const [open, setOpen] = useState<DictionaryName | null>(null);

  if (profileId === undefined)
    return <p className="muted">{loading ? t('common.loading') : t('dictionaries.noStore')}</p>;
  const dictionaries = list.data?.dictionaries ?? [];
  const goodsRows = dictionaries.find((d) => d.name === 'goods_normalized')?.rows ?? 0;
  const opened = open ? dictionaries.find((d) => d.name === open) : undefined;

  return (
    <div className="dict-screen">
      <p className="muted dict-intro">{t('dictionaries.intro')}</p>
      <SyncPanel key={profileId} profileId={profileId} progress={progress} />
      {list.isError && <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />}
      <Tabs
        idBase={tabs}
        label={t('dictionaries.nav')}
        items={[
          { id: 'search', label: t('dictionaries.tabs.search') },
          { id: 'browse', label: t('dictionaries.tabs.browse') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel idBase={tabs} tab={tab} selected>
        {tab === 'search' && (
          <GoodsSearch
            key={profileId}
            profileId={profileId}
            searchReady={list.data?.searchReady ?? false}
            goodsRows={list.data ? goodsRows : undefined}
          />
        )}
        {tab === 'browse' &&
          (opened ? (
            <div>
              <div className="dict-table-head">
                <Button variant="ghost" onClick={() => setOpen(null)}>
                  {t('dictionaries.table.back')}
                </Button>
                <h2>{t(`dictionaries.names.${opened.name}`)}</h2>
              </div>
              <DictionaryTable
                key={`${profileId}-${opened.name}`}
                profileId={profileId}
                name={opened.name}
                allRows={opened.rows}
              />
            </div>
          ) : list.isPending ? (
            <p className="muted">{t('common.loading')}</p>
          ) : (
            <DictionaryList items={dictionaries} onOpen={setOpen} />
          ))}
      </TabPanel>
    </div>
  );
}
