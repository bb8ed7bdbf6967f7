import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { codesStrings } from '../features/codes/codes-strings';
import { dictionariesStrings } from '../features/dictionaries/dictionaries-strings';
import { importStrings } from '../features/import/import-strings';
import { preflightStrings } from '../features/preflight/preflight-strings';
import { stocksStrings } from '../features/stocks/stocks-strings';
import { storesStrings } from '../features/stores/stores-strings';
import { packageErrorsStrings } from '../features/uploads/detail/package-errors-strings';
import { intakeStrings } from '../features/uploads/intake/intake-strings';
import { uploadsStrings } from '../features/uploads/uploads-strings';
import { historyStrings } from '../features/uploads/history/history-strings';
import { webhooksStrings } from '../features/webhooks/webhooks-strings';
import { workbenchStrings } from '../features/workbench/workbench-strings';
import { guideStrings } from '../features/guide/guide-strings';
import { codeFindingWording } from '@shared/i18n/code-finding-wording';
import { errorFaultWording } from '@shared/i18n/error-fault-wording';
import { zodIssueWording } from '@shared/i18n/zod-issue-wording';
import { recentFilesStrings } from '../features/recent-files/recent-files-strings';
import { operatorReasonWording } from '@shared/i18n/operator-reason';
import { outcomeWording } from '@shared/i18n/outcome-wording';
import { appStrings } from './app-strings';
import { statusStrings } from '../app/status-strings';

export const languages = ['ru', 'en'] as const;
export type Language = (typeof languages)[number];
const STORAGE_KEY = 'desk.language';

/** Each feature's strings under its own key prefix; a feature adds one line here. */
function resourcesFor<L extends Language>(lng: L) {
  return {
    ...appStrings[lng],
    stores: storesStrings[lng],
    uploads: uploadsStrings[lng],
    /** Upload outcomes: the badge and headline words the CLI uses too (shared/i18n). */
    outcomes: outcomeWording[lng],
    /** What the operator's own (English) words mean, when recognised (shared/i18n). */
    operatorReasons: operatorReasonWording[lng],
    /** What exactly went wrong, by error code and fault (shared/i18n; the CLI says the same). */
    errorFaults: errorFaultWording[lng],
    /** The operator-code findings of an imported list (shared/i18n; the CLI says the same). */
    codeFindings: codeFindingWording[lng],
    /** A schema check's issues: record, field and what is wrong (shared/i18n; the CLI says the same). */
    zodIssues: zodIssueWording[lng],
    uploadHistory: historyStrings[lng],
    uploadIntake: intakeStrings[lng],
    packageErrors: packageErrorsStrings[lng],
    stocks: stocksStrings[lng],
    webhooks: webhooksStrings[lng],
    dictionaries: dictionariesStrings[lng],
    preflight: preflightStrings[lng],
    status: statusStrings[lng],
    import: importStrings[lng],
    codes: codesStrings[lng],
    workbench: workbenchStrings[lng],
    guide: guideStrings[lng],
    recentFiles: recentFilesStrings[lng],
  };
}

/** The Russian table: the source of truth for i18next's typed keys (i18next.d.ts); English is typed against it. */
export const ruResources = resourcesFor('ru');
export type Resources = typeof ruResources;
/** The English table (typed against the Russian one). */
export const enResources = resourcesFor('en');

/** Russian first; English when the user picked it. The choice is remembered in localStorage. */
export function initI18n(): typeof i18next {
  const saved = localStorage.getItem(STORAGE_KEY);
  void i18next.use(initReactI18next).init({
    resources: { ru: { translation: ruResources }, en: { translation: enResources } },
    lng: saved === 'en' ? 'en' : 'ru',
    fallbackLng: 'ru',
    interpolation: { escapeValue: false },
    // A key missing from the tables is a bug: say so on the console (the e2e run fails on any
    // console error) instead of silently showing the key. A call that gives a defaultValue
    // expects some keys to be missing (an unknown field name from a file) and is not reported.
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key, _fallback, _update, options: { defaultValue?: unknown } | undefined) => {
      if (options?.defaultValue === undefined) console.error(`Untranslated key: ${key}`);
    },
  });
  i18next.on('languageChanged', (lng) => {
    localStorage.setItem(STORAGE_KEY, lng);
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = i18next.language;
  return i18next;
}
