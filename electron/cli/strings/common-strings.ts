import { defineCliStrings, type P } from './define-cli-strings';

/** Words every command uses: units, yes/no, interruption. */
export const commonStrings = defineCliStrings(
  {
    interrupted:
      'Прервано (Ctrl+C). Сделанное сохранено. Если выгрузка уже уходила оператору, её итог мог остаться неизвестным: проверьте pharmex status или pharmex stocks pull; отслеживание статуса продолжится при следующем запуске.',
    yesNo: ' [y/N] ',
    yesAnswers: ['y', 'yes', 'д', 'да'],
    none: '—',
    defaultMark: '(по умолчанию)',
    seconds: ((p) => `${p.n} с`) as P<{ n: number }>,
    minutes: ((p) => `${p.n} мин`) as P<{ n: number }>,
    hours: ((p) => `${p.n} ч`) as P<{ n: number }>,
    bytes: ((p) => `${p.n} байт`) as P<{ n: number }>,
    kib: ((p) => `${p.n} КБ`) as P<{ n: string }>,
    mib: ((p) => `${p.n} МБ`) as P<{ n: string }>,
    moscow: 'МСК',
    declined: 'Отменено: вы ответили «нет».',
    stdinEmpty:
      'Из stdin ничего не получено. Передайте значение через stdin (например, < файл) или запустите команду в терминале.',
  },
  {
    interrupted:
      'Interrupted (Ctrl+C). What was done is saved. If an upload was already on its way, its outcome may be unknown: check with pharmex status or pharmex stocks pull; status tracking continues at the next start.',
    yesNo: ' [y/N] ',
    yesAnswers: ['y', 'yes'],
    none: '—',
    defaultMark: '(default)',
    seconds: (p) => `${p.n} s`,
    minutes: (p) => `${p.n} min`,
    hours: (p) => `${p.n} h`,
    bytes: (p) => `${p.n} bytes`,
    kib: (p) => `${p.n} KB`,
    mib: (p) => `${p.n} MB`,
    moscow: 'MSK',
    declined: 'Cancelled: you answered "no".',
    stdinEmpty: 'Nothing came on stdin. Pass the value on stdin (e.g. < file) or run the command in a terminal.',
  },
);
