import type { BackgroundWork } from './activity';

/** What the desktop shell says outside the window (dialogs, tray, notifications), Russian first. */
export const desktopStrings = {
  ru: {
    updateTitle: 'Обновление загружено',
    updateMessage: (version: string) => `Загружена версия ${version}. Установить её при выходе из программы?`,
    updateDetail: 'Во время отправки выгрузки обновление не устанавливается: оно подождёт следующего выхода.',
    updateInstall: 'Установить при выходе',
    updateLater: 'Не сейчас',
    backgroundTitle: 'Программа продолжает работать',
    backgroundBody: (work: string) => `Окно закрыто, но ${work}. Значок программы остаётся в области уведомлений.`,
    backgroundBodyMac: (work: string) => `Окно закрыто, но ${work}. Программа остаётся в Dock.`,
    work: {
      following: 'отслеживается статус выгрузки',
      scheduled: 'запланирована выгрузка изменений',
      sync: 'идёт загрузка справочников',
    } satisfies Record<BackgroundWork, string>,
    trayOpen: 'Открыть окно',
    trayQuit: 'Выйти',
    quitTitle: 'Выйти из программы?',
    quitMessage: (work: string) => `При выходе остановится: ${work}.`,
    quitConfirm: 'Выйти',
    quitCancel: 'Остаться',
    processedTitle: 'Выгрузка обработана',
    errorTitle: 'Выгрузка обработана с ошибкой',
    uploadBody: (id: number, message: string | null) => (message ? `Выгрузка № ${id}: ${message}` : `Выгрузка № ${id}`),
  },
  en: {
    updateTitle: 'Update downloaded',
    updateMessage: (version: string) => `Version ${version} has been downloaded. Install it when you quit the app?`,
    updateDetail: 'An update is never installed while an upload is being sent: it waits for the next quit.',
    updateInstall: 'Install on quit',
    updateLater: 'Not now',
    backgroundTitle: 'The app keeps running',
    backgroundBody: (work: string) => `The window is closed, but ${work}. The app stays in the notification area.`,
    backgroundBodyMac: (work: string) => `The window is closed, but ${work}. The app stays in the Dock.`,
    work: {
      following: 'an upload status is being followed',
      scheduled: 'a changes upload is scheduled',
      sync: 'dictionaries are being downloaded',
    } satisfies Record<BackgroundWork, string>,
    trayOpen: 'Open window',
    trayQuit: 'Quit',
    quitTitle: 'Quit the app?',
    quitMessage: (work: string) => `Quitting stops: ${work}.`,
    quitConfirm: 'Quit',
    quitCancel: 'Stay',
    processedTitle: 'Upload processed',
    errorTitle: 'Upload processed with errors',
    uploadBody: (id: number, message: string | null) => (message ? `Upload #${id}: ${message}` : `Upload #${id}`),
  },
};

export type DesktopStrings = (typeof desktopStrings)['ru'];

/** Russian unless the chosen language (or the OS) is something else, then English. */
export function desktopStringsFor(language: string): DesktopStrings {
  return language.toLowerCase().startsWith('ru') ? desktopStrings.ru : desktopStrings.en;
}

/** "A, B and C" of the work that keeps going, in the language's own joining words. */
export function describeWork(strings: DesktopStrings, work: BackgroundWork[]): string {
  const parts = work.map((w) => strings.work[w]);
  const and = strings === desktopStrings.ru ? ' и ' : ' and ';
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')}${and}${parts.at(-1)}`;
}
