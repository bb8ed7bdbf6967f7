import 'i18next';
import type { Resources } from './index';

// Typed keys: `t('stocks.nav')` is checked against the Russian table, so a misspelt or
// removed key fails the type check instead of showing the key to a manager.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}
