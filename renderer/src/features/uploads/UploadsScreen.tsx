import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentStore } from '@renderer/app/current-store';
import { useOpenedUpload } from '@renderer/lib/opened-uploads';
import { NewUploadPanel } from './intake/NewUploadPanel';
import { UploadDetail } from './detail/UploadDetail';
import { initialHistoryState, UploadHistory, type HistoryState } from './history/UploadHistory';
import { ValidationTroubleshooter } from './intake/ValidationTroubleshooter';
import { Tabs, TabPanel, useTabsId } from '@renderer/ui/Tabs';
import './uploads.css';

// `arrived`: the upload was just sent from the new-upload tab, or its notification was clicked, so
// its heading takes the focus.
type View = { tab: 'new' } | { tab: 'check' } | { tab: 'history'; uploadId?: number; arrived?: boolean };

/** The "Загрузка остатков" section: a new upload, or the history with each upload's details. */
export function UploadsScreen() {
  const { t } = useTranslation();
  const { profileId } = useCurrentStore();
  const [view, setView] = useState<View>({ tab: 'new' });
  // Kept as a key and its upload, worded at render: a language switch rewords it (a screen reader's
  // live text, but still visible text of the page).
  const [announcement, setAnnouncement] = useState<{ key: 'processed' | 'error'; id: number } | null>(null);
  const tabs = useTabsId();
  // Kept here so the filters, sort and page survive opening an upload and coming back.
  const [history, setHistory] = useState<HistoryState>(initialHistoryState);
  // An OS notification of this upload was clicked (the shell already chose its store).
  useOpenedUpload(useCallback((uploadId: number) => setView({ tab: 'history', uploadId, arrived: true }), []));

  // Says out loud when the operator finished a package, wherever the manager is on this screen.
  useEffect(
    () =>
      window.desk.on('uploads:status', (event) => {
        if (event.profileId !== profileId) return;
        if (event.outcome === 'processed') setAnnouncement({ key: 'processed', id: event.uploadId });
        if (event.outcome === 'processing-error') setAnnouncement({ key: 'error', id: event.uploadId });
      }),
    [profileId],
  );

  return (
    <div className="upl-screen">
      <Tabs
        idBase={tabs}
        label={t('uploads.nav')}
        items={[
          { id: 'new', label: t('uploads.tabs.new') },
          { id: 'check', label: t('uploads.troubleshoot.tab') },
          { id: 'history', label: t('uploads.tabs.history') },
        ]}
        selected={view.tab}
        onSelect={(tab) => setView({ tab })}
      />
      <p className="upl-sr-only" aria-live="polite">
        {announcement &&
          (announcement.key === 'processed'
            ? t('uploads.live.processed', { id: announcement.id })
            : t('uploads.live.error', { id: announcement.id }))}
      </p>
      {/* Kept mounted while another tab shows, so the chosen file and answers survive a look at the timeline. */}
      <TabPanel idBase={tabs} tab="new" selected={view.tab === 'new'} keepMounted>
        <NewUploadPanel key={profileId} onSent={(uploadId) => setView({ tab: 'history', uploadId, arrived: true })} />
      </TabPanel>
      <TabPanel idBase={tabs} tab="check" selected={view.tab === 'check'}>
        <ValidationTroubleshooter key={profileId} />
      </TabPanel>
      <TabPanel idBase={tabs} tab="history" selected={view.tab === 'history'}>
        {view.tab === 'history' &&
          (view.uploadId === undefined ? (
            <UploadHistory
              state={history}
              onChange={setHistory}
              onOpen={(uploadId) => setView({ tab: 'history', uploadId })}
            />
          ) : (
            <UploadDetail
              key={view.uploadId}
              uploadId={view.uploadId}
              focusOnArrival={view.arrived}
              onBack={() => setView({ tab: 'history' })}
            />
          ))}
      </TabPanel>
    </div>
  );
}
