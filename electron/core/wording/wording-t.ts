import i18next, { type TFunction } from 'i18next';
import { enWording, ruWording } from '@shared/i18n/wording';

// The sentences the Node side (core's messages, the CLI) shares with the screen — findings, guard
// rails, package errors — come from shared/i18n through i18next, as on the screen, so plural forms
// and parameters behave the same.
const instance = i18next.createInstance();
void instance.init({
  resources: { ru: { translation: ruWording }, en: { translation: enWording } },
  lng: 'ru',
  fallbackLng: 'ru',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The shared wording's `t` in one language: `wordingT('ru')('findings.codes.expired', { count: 3 })`. */
export function wordingT(language: 'ru' | 'en'): TFunction {
  return instance.getFixedT(language);
}
