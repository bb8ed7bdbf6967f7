import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellMenuCommand } from '@shared/ipc/channels/shell';
import { invoke } from '@renderer/lib/ipc';
import { saveDownload } from '@renderer/lib/save-download';
import { applyTheme, savedTheme, THEME_CHANGED_EVENT, type ThemeChoice } from '@renderer/ui/theme';

/** Carries out the native menu's window commands (main's `shell:menu`) and tells main the language and theme. */
export function useShellMenu(go: (section: string) => void, tell: (notice: 'copied' | 'failed') => void): void {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ru';
  useEffect(() => {
    void invoke('app:set-language', { language }).catch(() => undefined);
  }, [language]);
  // The View menu's theme radio follows the window's switch (and the theme remembered at start).
  useEffect(() => {
    const tell = (theme: ThemeChoice) => void invoke('app:set-theme', { theme }).catch(() => undefined);
    tell(savedTheme());
    const follow = (event: Event) => tell((event as CustomEvent<ThemeChoice>).detail);
    window.addEventListener(THEME_CHANGED_EVENT, follow);
    return () => window.removeEventListener(THEME_CHANGED_EVENT, follow);
  }, []);

  useEffect(() => {
    const run = async (command: ShellMenuCommand): Promise<void> => {
      switch (command.action) {
        case 'import':
          return go('import');
        case 'export-findings':
          return go('uploads');
        case 'guide':
          return go('guide');
        case 'theme':
          applyTheme(command.theme);
          return;
        case 'language':
          await i18n.changeLanguage(command.language);
          return;
        case 'diagnostics': {
          const { text } = await invoke('app:diagnostics');
          await navigator.clipboard.writeText(text);
          return tell('copied');
        }
        case 'support-bundle':
          return saveDownload(await invoke('app:support-bundle'));
      }
    };
    return window.desk.on('shell:menu', (command) => void run(command).catch(() => tell('failed')));
  }, [go, tell, i18n]);
}
