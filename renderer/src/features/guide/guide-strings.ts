import { defineStrings } from '@renderer/i18n/define-strings';

/** The user guide screen's own words (the guide's text is docs/user-guide.<language>.md). */
export const guideStrings = defineStrings(
  {
    nav: 'Руководство',
    contents: 'Содержание',
    text: 'Текст руководства',
  },
  {
    nav: 'User guide',
    contents: 'Contents',
    text: 'Guide text',
  },
);
