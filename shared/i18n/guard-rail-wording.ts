import { defineStrings } from './define-strings';

/**
 * What each guard rail says before sending, for the screen and the CLI alike. Times come in
 * already formatted with their zone ("27.11.2026 в 05:15 МСК"); counts use plural forms.
 */
export const guardRailWording = defineStrings(
  {
    'second-full-today':
      'Полная выгрузка сегодня уже отправлялась ({{previousAt}}). Оператор принимает одну полную выгрузку в сутки: повторную он может отклонить, а если примет — она снова заменит все остатки. Для текущих изменений отправляйте изменения. Новые сутки по Москве начнутся {{nextDayAt}}.',
    'outside-window':
      'Сейчас {{moscowTime}} МСК. Полную выгрузку рекомендуется отправлять с {{windowStart}} до {{windowEnd}} МСК, в остальное время — только изменения. Ближайшее окно откроется {{nextWindowAt}}.',
    'row-drop':
      'В файле {{rowsText}}, а в последней принятой полной выгрузке ({{previousAt}}) — {{previousRowsText}}: на {{dropPercent}}% меньше. Полная выгрузка заменяет все остатки: товары, которых нет в файле, пропадут у оператора. Убедитесь, что файл выгружен целиком.',
    'empty-full': 'В файле нет ни одной записи. Полная выгрузка без записей удалит у оператора все остатки аптеки.',
    'empty-changes': 'В файле нет ни одной записи. Если изменений нет, отправлять ничего не нужно.',
    'changes-too-soon_one':
      'Изменения уже отправлялись ({{previousAt}}). Оператор принимает не больше одной выгрузки изменений за 10 минут. Следующую можно отправить {{allowedAt}} (через {{count}} минуту).',
    'changes-too-soon_few':
      'Изменения уже отправлялись ({{previousAt}}). Оператор принимает не больше одной выгрузки изменений за 10 минут. Следующую можно отправить {{allowedAt}} (через {{count}} минуты).',
    'changes-too-soon_many':
      'Изменения уже отправлялись ({{previousAt}}). Оператор принимает не больше одной выгрузки изменений за 10 минут. Следующую можно отправить {{allowedAt}} (через {{count}} минут).',
    'changes-too-soon_other':
      'Изменения уже отправлялись ({{previousAt}}). Оператор принимает не больше одной выгрузки изменений за 10 минут. Следующую можно отправить {{allowedAt}} (через {{count}} минуты).',
    'changes-after-delete':
      'Все остатки аптеки были удалены ({{deletedAt}}). После удаления оператор не принимает изменения, пока не будет отправлена полная выгрузка. Отправьте сначала полную выгрузку.',
    'invalid-package_one':
      'В файле найдена {{count}} ошибка. Оператор, скорее всего, отклонит такой файл: лучше исправить её в учётной программе и выгрузить файл заново.',
    'invalid-package_few':
      'В файле найдены {{count}} ошибки. Оператор, скорее всего, отклонит такой файл: лучше исправить их в учётной программе и выгрузить файл заново.',
    'invalid-package_many':
      'В файле найдено {{count}} ошибок. Оператор, скорее всего, отклонит такой файл: лучше исправить их в учётной программе и выгрузить файл заново.',
    'invalid-package_other':
      'В файле найдено {{count}} ошибки. Оператор, скорее всего, отклонит такой файл: лучше исправить их в учётной программе и выгрузить файл заново.',
  },
  {
    'second-full-today':
      'A full upload was already sent today ({{previousAt}}). The operator accepts one full upload a day: it may refuse another one, and if it accepts it, it replaces all stock again. Send changes for current changes. The next Moscow day starts {{nextDayAt}}.',
    'outside-window':
      'It is {{moscowTime}} MSK. Full uploads are recommended between {{windowStart}} and {{windowEnd}} MSK; at other times only changes are sent. The next window opens {{nextWindowAt}}.',
    'row-drop':
      'The file has {{rowsText}}, while the last accepted full upload ({{previousAt}}) had {{previousRowsText}} — {{dropPercent}}% fewer. A full upload replaces all stock: goods missing from the file disappear at the operator. Make sure the whole stock was exported.',
    'empty-full':
      'The file has no records. A full upload without records deletes all of the pharmacy’s stock at the operator.',
    'empty-changes': 'The file has no records. When nothing changed, nothing needs to be sent.',
    'changes-too-soon_one':
      'Changes were already sent ({{previousAt}}). The operator accepts at most one changes upload per 10 minutes. The next one can go {{allowedAt}} (in {{count}} minute).',
    'changes-too-soon_few':
      'Changes were already sent ({{previousAt}}). The operator accepts at most one changes upload per 10 minutes. The next one can go {{allowedAt}} (in {{count}} minutes).',
    'changes-too-soon_many':
      'Changes were already sent ({{previousAt}}). The operator accepts at most one changes upload per 10 minutes. The next one can go {{allowedAt}} (in {{count}} minutes).',
    'changes-too-soon_other':
      'Changes were already sent ({{previousAt}}). The operator accepts at most one changes upload per 10 minutes. The next one can go {{allowedAt}} (in {{count}} minutes).',
    'changes-after-delete':
      'All of the pharmacy’s stock was deleted ({{deletedAt}}). After a deletion the operator accepts no changes until a full upload is sent. Send a full upload first.',
    'invalid-package_one':
      'The file has {{count}} error. The operator will most likely refuse it: better fix it in your pharmacy system and export the file again.',
    'invalid-package_few':
      'The file has {{count}} errors. The operator will most likely refuse it: better fix them in your pharmacy system and export the file again.',
    'invalid-package_many':
      'The file has {{count}} errors. The operator will most likely refuse it: better fix them in your pharmacy system and export the file again.',
    'invalid-package_other':
      'The file has {{count}} errors. The operator will most likely refuse it: better fix them in your pharmacy system and export the file again.',
  },
);
