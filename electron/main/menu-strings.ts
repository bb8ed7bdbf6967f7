/** The native menu's labels, Russian first; picked by the OS locale. */
export const menuStrings = {
  ru: {
    file: 'Файл',
    quit: 'Выход',
    edit: 'Правка',
    undo: 'Отменить',
    redo: 'Повторить',
    cut: 'Вырезать',
    copy: 'Копировать',
    paste: 'Вставить',
    selectAll: 'Выделить всё',
    view: 'Вид',
    reload: 'Перезагрузить',
    zoomIn: 'Увеличить',
    zoomOut: 'Уменьшить',
    resetZoom: 'Обычный размер',
    fullscreen: 'Полный экран',
    devTools: 'Инструменты разработчика',
    help: 'Справка',
    about: 'О программе',
  },
  en: {
    file: 'File',
    quit: 'Quit',
    edit: 'Edit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select All',
    view: 'View',
    reload: 'Reload',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    resetZoom: 'Actual Size',
    fullscreen: 'Toggle Full Screen',
    devTools: 'Developer Tools',
    help: 'Help',
    about: 'About',
  },
} as const;

export type MenuStrings = Record<keyof (typeof menuStrings)['ru'], string>;

/** Russian unless the OS speaks something else, then English. */
export function menuStringsFor(locale: string): MenuStrings {
  return locale.toLowerCase().startsWith('ru') ? menuStrings.ru : menuStrings.en;
}
