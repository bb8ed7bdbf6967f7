import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '../i18n';
import { runtimeKey } from '../i18n/runtime-key';
import { CoreStateBanner } from './CoreStateBanner';
import { CurrentStoreProvider, useCurrentStore } from './current-store';
import { OpenFileShortcut } from './OpenFileShortcut';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { useShellMenu } from './use-shell-menu';
import { useShellNavigation } from './use-shell-navigation';
import { sections } from './sections';
import { StatusBar } from './StatusBar';
import { StoreSwitcher } from './StoreSwitcher';
import { ThemeSwitch } from './ThemeSwitch';
import { Button } from '@renderer/ui/Button';
import { invoke } from '@renderer/lib/ipc';

/** The app shell: navigation and store switcher on the left, the chosen section on the right. */
export function App() {
  const { t, i18n } = useTranslation();
  const [sectionId, setSectionId] = useState<string>(sections[0]!.id);
  const section = sections.find((s) => s.id === sectionId) ?? sections[0]!;
  // On navigation (not at start) focus moves to the new screen's heading, so keyboard and
  // screen-reader users start reading the screen they asked for.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigated = useRef(false);
  useEffect(() => {
    if (navigated.current) headingRef.current?.focus();
  }, [sectionId]);
  // Core keeps a checked file or sorted orders for the screen that asked for them, and gives the
  // memory back a while after that screen was left: it learns the screen here.
  useEffect(() => {
    const tell = () => void invoke('app:set-current-screen', { screen: section.id }).catch(() => undefined);
    tell();
    // A restarted core host knows no screen until it is told again.
    return window.desk.on('core:state', ({ state }) => state === 'ready' && tell());
  }, [section.id]);
  const go = useCallback((id: string) => {
    navigated.current = true;
    setSectionId(id);
  }, []);
  return (
    <CurrentStoreProvider>
      <div className="shell">
        <aside className="shell__nav">
          <div className="brand">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <div>
              <div className="brand__title">{t('app.title')}</div>
              <div className="brand__subtitle">{t('app.subtitle')}</div>
            </div>
          </div>
          <StoreSwitcher />
          <nav>
            {sections.map((s) => (
              <button
                key={s.id}
                type="button"
                className={s.id === section.id ? 'nav-item nav-item--active' : 'nav-item'}
                aria-current={s.id === section.id ? 'page' : undefined}
                onClick={() => {
                  navigated.current = true;
                  setSectionId(s.id);
                }}
              >
                {t(s.labelKey)}
              </button>
            ))}
          </nav>
          <label className="lang-switch">
            {t('app.language')}
            <select value={i18n.language} onChange={(e) => void i18n.changeLanguage(e.target.value)}>
              {languages.map((lng) => (
                <option key={lng} value={lng}>
                  {lng === 'ru' ? 'Русский' : 'English'}
                </option>
              ))}
            </select>
          </label>
          <ThemeSwitch />
        </aside>
        <main className="shell__main">
          <CoreStateBanner />
          <ShellNotices go={go} />
          <StatusBar />
          <h1 ref={headingRef} tabIndex={-1}>
            {t(section.labelKey)}
          </h1>
          {/* Each screen is its own chunk (sections.tsx), loaded when first opened. */}
          {/* A render error stops this screen only, with an error number for support. */}
          <ScreenErrorBoundary key={section.id} screen={section.id}>
            <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
              <section.Component />
            </Suspense>
          </ScreenErrorBoundary>
        </main>
      </div>
    </CurrentStoreProvider>
  );
}

/** Files and notifications from the OS (main's shell:navigate), and what the manager must know of them. */
function ShellNotices({ go }: { go: (section: string) => void }) {
  const { t } = useTranslation();
  const { select, profileId } = useCurrentStore();
  const { notice, setNotice, openChosen, dismiss } = useShellNavigation(go, select);
  // Main's File → Open Recent lists this store's files.
  useEffect(() => {
    if (profileId !== undefined) void invoke('app:set-current-store', { profileId }).catch(() => undefined);
  }, [profileId]);
  const tell = useCallback((kind: 'copied' | 'failed') => setNotice({ kind }), [setNotice]);
  useShellMenu(go, tell);
  const text =
    notice === null
      ? ''
      : notice.kind === 'copied'
        ? t('shell.diagnosticsCopied')
        : notice.kind === 'failed'
          ? t('shell.failed')
          : `${t('shell.refused', { fileName: notice.fileName })} ${t(runtimeKey(notice.reasonKey), { fileName: notice.fileName })}`;
  return (
    <>
      <OpenFileShortcut onFile={(file) => void openChosen(file)} />
      {notice && (
        <div className="core-banner core-banner--warn shell-notice" role="status" data-testid="shell-notice">
          <span>{text}</span>
          <Button variant="ghost" onClick={dismiss}>
            {t('shell.dismiss')}
          </Button>
        </div>
      )}
    </>
  );
}
