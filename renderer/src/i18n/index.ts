import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dictionariesStrings } from '../features/dictionaries/dictionaries-strings';
import { preflightStrings } from '../features/preflight/preflight-strings';
import { stocksStrings } from '../features/stocks/stocks-strings';
import { storesStrings } from '../features/stores/stores-strings';
import { packageErrorsStrings } from '../features/uploads/package-errors-strings';
import { uploadsStrings } from '../features/uploads/uploads-strings';
import { webhooksStrings } from '../features/webhooks/webhooks-strings';
import { appStrings } from './app-strings';

export const languages = ['ru', 'en'] as const;
export type Language = (typeof languages)[number];
const STORAGE_KEY = 'desk.language';

/** Each feature's strings under its own key prefix; a feature adds one line here. */
const features = {
  stores: storesStrings,
  uploads: uploadsStrings,
  packageErrors: packageErrorsStrings,
  stocks: stocksStrings,
  webhooks: webhooksStrings,
  dictionaries: dictionariesStrings,
  preflight: preflightStrings,
};

function resourcesFor(lng: Language): Record<string, unknown> {
  const table: Record<string, unknown> = { ...appStrings[lng] };
  for (const [key, strings] of Object.entries(features)) table[key] = strings[lng];
  return table;
}

/** Russian first; English when the user picked it. The choice is remembered in localStorage. */
export function initI18n(): typeof i18next {
  const saved = localStorage.getItem(STORAGE_KEY);
  void i18next.use(initReactI18next).init({
    resources: { ru: { translation: resourcesFor('ru') }, en: { translation: resourcesFor('en') } },
    lng: saved === 'en' ? 'en' : 'ru',
    fallbackLng: 'ru',
    interpolation: { escapeValue: false },
  });
  i18next.on('languageChanged', (lng) => {
    localStorage.setItem(STORAGE_KEY, lng);
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = i18next.language;
  return i18next;
}
