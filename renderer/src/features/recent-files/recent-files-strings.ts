import { defineStrings } from '@renderer/i18n/define-strings';

/** The recent files list of the uploads and import screens (File → Open Recent is main's menu-strings). */
export const recentFilesStrings = defineStrings(
  {
    title: 'Недавние файлы этой аптеки',
    open: 'Открыть снова: {{fileName}}, открывался {{when}}',
  },
  {
    title: "This store's recent files",
    open: 'Open again: {{fileName}}, last opened {{when}}',
  },
);
