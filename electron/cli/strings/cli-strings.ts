import { wordingT } from '@core/wording/wording-t';
import { helpStrings } from './help-strings';
import { usageStrings } from './usage-strings';
import { commonStrings } from './common-strings';
import { storeStrings } from './store-strings';
import { profilesStrings } from './profiles-strings';
import { secretStrings } from './secret-strings';
import { tokenStrings } from './token-strings';
import { checkStrings } from './check-strings';
import { uploadStrings } from './upload-strings';
import { statusStrings } from './status-strings';
import { stocksStrings } from './stocks-strings';
import { dictStrings } from './dict-strings';
import { webhooksStrings } from './webhooks-strings';
import { importStrings } from './import-strings';
import { errorsStrings } from './errors-strings';
import { preflightStrings } from './preflight-strings';
import { linksStrings } from './links-strings';

/** The CLI's languages (chosen from the locale by locale.ts). */
export type CliLanguage = 'ru' | 'en';

/**
 * Every text the CLI shows a person, one file per command (Russian and English side by side, as the
 * renderer's tables are); findings, guard rails and package errors come from the shared wording
 * (shared/i18n) through i18next. No user-facing text lives anywhere else.
 */
function stringsIn<L extends CliLanguage>(lng: L) {
  return {
    language: lng as CliLanguage,
    /** The wording shared with the screen (shared/i18n), through i18next. */
    wording: wordingT(lng),
    help: helpStrings[lng],
    usage: usageStrings[lng],
    common: commonStrings[lng],
    store: storeStrings[lng],
    profiles: profilesStrings[lng],
    secret: secretStrings[lng],
    token: tokenStrings[lng],
    check: checkStrings[lng],
    upload: uploadStrings[lng],
    status: statusStrings[lng],
    stocks: stocksStrings[lng],
    dict: dictStrings[lng],
    webhooks: webhooksStrings[lng],
    import: importStrings[lng],
    errors: errorsStrings[lng],
    preflight: preflightStrings[lng],
    links: linksStrings[lng],
  };
}

/** The Russian texts (the default language). */
export const ru = stringsIn('ru');
/** The shape every language's strings must have. */
export type CliStrings = typeof ru;
/** The English texts (LANG=en…). */
export const en: CliStrings = stringsIn('en');
