import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { anyChosenAccept } from '@shared/import/file-types';
import { invoke } from '@renderer/lib/ipc';

// Every file the app opens: the one list main vets chosen paths against (File → Open offers it too).
const ACCEPT = anyChosenAccept;

/**
 * Ctrl+O (⌘O) in the page: opens a chooser for any file the app reads, which then goes where a
 * file from the OS goes (useShellNavigation's openFile). In the desktop app File → Open owns the
 * shortcut (the menu's accelerator and its native dialog), so the page leaves it alone there.
 */
export function OpenFileShortcut({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // Known a moment after start; until then the page answers the shortcut (nothing else would).
  const desktop = useRef(false);
  useEffect(() => {
    void invoke('app:get-info')
      .then((info) => (desktop.current = info.shell === 'electron'))
      .catch(() => undefined);
    const onKey = (event: KeyboardEvent) => {
      if (desktop.current) return;
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'o')
        return;
      // The browser's own "open a page from disk" would leave the app.
      event.preventDefault();
      input.current?.click();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <input
      ref={input}
      type="file"
      accept={ACCEPT}
      hidden
      aria-label={t('shell.openFile')}
      data-testid="open-file-shortcut"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
