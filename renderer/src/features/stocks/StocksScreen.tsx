import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { useCurrentStore } from '@renderer/app/current-store';
import { formatDateTime, formatNumber } from '@renderer/ui/format';
import { useStores } from '../stores';
import { DispersionPanel } from './DispersionPanel';
import { ReconcilePanel } from './ReconcilePanel';
import { StockTable } from './StockTable';
import { useDebounced } from '@renderer/ui/use-debounced';
import { useIsPulling, useLastStockChange, usePullStocks, useStockSummary, type StockSort } from './use-stocks';
import './stocks.css';
import { Button } from '@renderer/ui/Button';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { Tabs, TabPanel, useTabsId } from '@renderer/ui/Tabs';

type Tab = 'table' | 'reconcile' | 'dispersion';

/** "Остатки на сервере": read the stock back from the operator, browse it, compare a file with it, see price dispersion. */
export function StocksScreen() {
  const { t, i18n } = useTranslation();
  const { profileId } = useCurrentStore();
  const stores = useStores();
  const store = stores.data?.find((s) => s.id === profileId);
  const summary = useStockSummary(profileId);
  const lastChange = useLastStockChange(profileId);
  const pull = usePullStocks();
  const pulling = useIsPulling(profileId);
  const [tab, setTab] = useState<Tab>('table');
  const tabs = useTabsId();
  const [sort, setSort] = useState<StockSort>();
  const [text, setText] = useState('');
  const [tag, setTag] = useState('');
  const [gnvls, setGnvls] = useState('');
  const id = useId();
  const search = useDebounced(text.trim(), 250);

  // While the stores load, say so: "choose a store" would be a claim about data not read yet.
  if (stores.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (profileId === undefined || !store) return <p className="muted">{t('stocks.noStore')}</p>;
  const snap = summary.data;
  const lastChangeAt = lastChange.data ?? null;
  const stale = snap && lastChangeAt !== null && Date.parse(snap.pulledAt) < Date.parse(lastChangeAt);
  const filter = {
    ...(search ? { text: search } : {}),
    ...(tag !== '' ? { tag: Number(tag) } : {}),
    ...(gnvls !== '' ? { gnvls: gnvls === 'yes' } : {}),
  };

  return (
    <div className="stk-screen">
      <p className="muted stk-intro">{t('stocks.intro')}</p>
      <div className="stk-toolbar dk-panel">
        <Button variant="primary" disabled={pulling} onClick={() => pull.mutate(profileId)}>
          {pulling ? t('stocks.pulling') : t('stocks.pull')}
        </Button>
        <div className="stk-toolbar__facts" aria-live="polite" data-testid="pull-info">
          <div>
            {summary.isPending
              ? t('common.loading')
              : snap
                ? t('stocks.lastPull', {
                    when: formatDateTime(snap.pulledAt, i18n.language),
                    count: formatNumber(snap.rowCount, i18n.language),
                  })
                : t('stocks.neverPulled')}
          </div>
          {snap && snap.rowCount > 0 && (
            <div className="muted">
              {t('stocks.counts', {
                gnvls: formatNumber(snap.gnvlsCount, i18n.language),
                zero: formatNumber(snap.zeroQntCount, i18n.language),
              })}
            </div>
          )}
          {snap && snap.withoutPrtId > 0 && (
            <div className="muted">{t('stocks.withoutPrtId', { count: snap.withoutPrtId })}</div>
          )}
        </div>
      </div>
      {stale && !pulling && (
        <p className="dk-note dk-note--warn" role="status" data-testid="stale-snapshot">
          {t('stocks.staleSnapshot', { uploadAt: formatDateTime(lastChangeAt, i18n.language) })}
        </p>
      )}
      {pull.isError && <ErrorMessage error={pull.error} onRetry={() => pull.mutate(profileId)} />}
      {summary.isError && <ErrorMessage error={summary.error} onRetry={() => void summary.refetch()} />}

      <Tabs
        idBase={tabs}
        label={t('stocks.nav')}
        items={[
          { id: 'table', label: t('stocks.tabs.table') },
          { id: 'reconcile', label: t('stocks.tabs.reconcile') },
          { id: 'dispersion', label: t('stocks.tabs.dispersion') },
        ]}
        selected={tab}
        onSelect={setTab}
      />

      <TabPanel idBase={tabs} tab={tab} selected>
        {tab === 'table' && (
          <>
            <div className="stk-filters" role="search">
              <div className="dk-field stk-filters__text">
                <label htmlFor={`${id}-text`}>{t('stocks.filter.text')}</label>
                <input
                  id={`${id}-text`}
                  type="search"
                  value={text}
                  placeholder={t('stocks.filter.textPlaceholder')}
                  aria-describedby={`${id}-text-hint`}
                  onChange={(e) => setText(e.target.value)}
                />
              </div>
              <div className="dk-field">
                <label htmlFor={`${id}-tag`}>{t('stocks.filter.tag')}</label>
                <select id={`${id}-tag`} value={tag} onChange={(e) => setTag(e.target.value)}>
                  <option value="">{t('stocks.filter.any')}</option>
                  {[0, 1, 2, 3].map((n) => (
                    <option key={n} value={n}>
                      {t(runtimeKey(`stocks.tags.${n}`))}
                    </option>
                  ))}
                </select>
              </div>
              <div className="dk-field">
                <label htmlFor={`${id}-gnvls`}>{t('stocks.filter.gnvls')}</label>
                <select id={`${id}-gnvls`} value={gnvls} onChange={(e) => setGnvls(e.target.value)}>
                  <option value="">{t('stocks.filter.any')}</option>
                  <option value="yes">{t('stocks.filter.yes')}</option>
                  <option value="no">{t('stocks.filter.no')}</option>
                </select>
              </div>
              {/* What the search looks in, on a line of its own: as the placeholder it was cut at 1024 px. */}
              <p id={`${id}-text-hint`} className="dk-field__hint stk-filters__hint">
                {t('stocks.filter.textHint')}
              </p>
            </div>
            <StockTable
              key={profileId}
              profileId={profileId}
              sort={sort}
              onSort={setSort}
              filter={filter}
              allRows={snap?.rowCount ?? 0}
              neverPulled={summary.isSuccess && snap === null}
              pulling={pulling}
            />
          </>
        )}
        {tab === 'reconcile' && <ReconcilePanel key={profileId} profileId={profileId} summary={snap} />}
        {tab === 'dispersion' && <DispersionPanel key={profileId} store={store} />}
      </TabPanel>
    </div>
  );
}
