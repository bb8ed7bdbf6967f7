import { themeChoiceSchema, type ThemeChoice } from '@shared/ipc/channels/app';

export type { ThemeChoice };
/** The colour themes: "system" follows the OS (prefers-color-scheme); light and dark pin one. */
export const themeChoices = themeChoiceSchema.options;

// A renderer setting like the language (no secret): remembered in localStorage.
const STORAGE_KEY = 'desk.theme';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return themeChoices.includes(value as ThemeChoice);
}

/** The remembered choice, "system" when none or an unknown value was saved. */
export function savedTheme(): ThemeChoice {
  const saved = localStorage.getItem(STORAGE_KEY);
  return isThemeChoice(saved) ? saved : 'system';
}

/** Fired on `window` whenever a theme is applied (the in-window switch, the View menu): the switch and the menu follow. */
export const THEME_CHANGED_EVENT = 'desk:theme-changed';

/**
 * Applies a choice to the document (theme.css reads `data-theme`; without it the OS decides),
 * remembers it and tells whoever follows the theme.
 */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  localStorage.setItem(STORAGE_KEY, choice);
  window.dispatchEvent(new CustomEvent(THEME_CHANGED_EVENT, { detail: choice }));
}
