import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellMenuCommand } from '@shared/ipc/channels/shell';
import { invoke } from '@renderer/lib/ipc';
import { saveDownload } from '@renderer/lib/save-download';
import { applyTheme } from '@renderer/ui/theme';

/** The event ThemeSwitch listens to when the theme was chosen elsewhere (the View menu). */
export const THEME_CHOSEN_EVENT = 'desk:theme-chosen';

/** Carries out the native menu's window commands (main's `shell:menu`) and tells main the language. */
export function useShellMenu(go: (section: string) => void, tell: (notice: 'copied' | 'failed') => void): void {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ru';
  useEffect(() => {
    void invoke('app:set-language', { language }).catch(() => undefined);
  }, [language]);

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
          window.dispatchEvent(new CustomEvent(THEME_CHOSEN_EVENT, { detail: command.theme }));
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
