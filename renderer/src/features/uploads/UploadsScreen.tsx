import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentStore } from '@renderer/app/current-store';
import { NewUploadPanel } from './intake/NewUploadPanel';
import { UploadDetail } from './detail/UploadDetail';
import { initialHistoryState, UploadHistory, type HistoryState } from './history/UploadHistory';
import { ValidationTroubleshooter } from './intake/ValidationTroubleshooter';
import './uploads.css';

// `sent`: the upload was just sent from the new-upload tab, so its heading takes the focus.
type View = { tab: 'new' } | { tab: 'check' } | { tab: 'history'; uploadId?: number; sent?: boolean };

/** The "Загрузка остатков" section: a new upload, or the history with each upload's details. */
export function UploadsScreen() {
  const { t } = useTranslation();
  const { profileId } = useCurrentStore();
  const [view, setView] = useState<View>({ tab: 'new' });
  const [announcement, setAnnouncement] = useState('');
  // Kept here so the filters, sort and page survive opening an upload and coming back.
  const [history, setHistory] = useState<HistoryState>(initialHistoryState);

  // Says out loud when the operator finished a package, wherever the manager is on this screen.
  useEffect(
    () =>
      window.desk.on('uploads:status', (event) => {
        if (event.profileId !== profileId) return;
        if (event.outcome === 'processed') setAnnouncement(t('uploads.live.processed', { id: event.uploadId }));
        if (event.outcome === 'processing-error') setAnnouncement(t('uploads.live.error', { id: event.uploadId }));
      }),
    [profileId, t],
  );

  return (
    <div className="upl-screen">
      <div className="upl-tabs" role="tablist">
        {(['new', 'check', 'history'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={view.tab === tab}
            className={view.tab === tab ? 'upl-tab upl-tab--active' : 'upl-tab'}
            onClick={() => setView({ tab })}
          >
            {tab === 'check' ? t('uploads.troubleshoot.tab') : t(`uploads.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <p className="upl-sr-only" aria-live="polite">
        {announcement}
      </p>
      {/* Kept mounted while another tab shows, so the chosen file and answers survive a look at the timeline. */}
      <div hidden={view.tab !== 'new'}>
        <NewUploadPanel key={profileId} onSent={(uploadId) => setView({ tab: 'history', uploadId, sent: true })} />
      </div>
      {view.tab === 'check' && <ValidationTroubleshooter key={profileId} />}
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
            justSent={view.sent}
            onBack={() => setView({ tab: 'history' })}
          />
        ))}
    </div>
  );
}
