// The renderer's tables are declared the same way as the shared wording (shared/i18n).
export { defineStrings, type Strings } from '@shared/i18n/define-strings';
