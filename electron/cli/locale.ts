import { en, ru, type CliLanguage, type CliStrings } from './strings/cli-strings';

/** Russian unless the locale (LC_ALL, then LC_MESSAGES, then LANG, as POSIX orders them) is English. */
export function pickLanguage(env: NodeJS.ProcessEnv): CliLanguage {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '') ?? '';
  return /^en([_.@-]|$)/i.test(locale) ? 'en' : 'ru';
}

export function stringsFor(language: CliLanguage): CliStrings {
  return language === 'en' ? en : ru;
}
