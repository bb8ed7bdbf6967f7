import type { ParseKeys } from 'i18next';

/** A key of the string tables, checked by the compiler (see i18next.d.ts). */
export type TranslationKey = ParseKeys;

/**
 * A key made at run time from data (an error code, a status number) that the compiler cannot
 * check; callers make sure it exists (`i18n.exists`, or a closed set of codes with a fallback).
 */
export function runtimeKey(key: string): TranslationKey {
  return key as TranslationKey;
}
