import { defineCliStrings, type P } from './define-cli-strings';

/** Mistakes in how a command was typed: unknown flags, missing arguments, bad values. */
export const usageStrings = defineCliStrings(
  {
    unknownCommand: ((p) => `Неизвестная команда «${p.command}».`) as P<{ command: string }>,
    noCommand: 'Не указана команда.',
    unknownFlag: ((p) => `Неизвестный флаг ${p.flag}.`) as P<{ flag: string }>,
    missingValue: ((p) => `Флагу ${p.flag} нужно значение, например ${p.flag} ЗНАЧЕНИЕ.`) as P<{ flag: string }>,
    noValueExpected: ((p) => `Флаг ${p.flag} не принимает значения: укажите его без «=…».`) as P<{ flag: string }>,
    flagNotForCommand: ((p) => `Флаг --${p.flag} не относится к команде «${p.command}».`) as P<{
      flag: string;
      command: string;
    }>,
    missingArgument: ((p) => `Команде «${p.command}» не хватает аргумента: ${p.name}.`) as P<{
      command: string;
      name: string;
    }>,
    tooManyArguments: ((p) => `Лишние аргументы у команды «${p.command}»: ${p.extra}.`) as P<{
      command: string;
      extra: string;
    }>,
    seeHelp: ((p) => `Справка: pharmex help ${p.command}`) as P<{ command: string }>,
    seeMainHelp: 'Список команд: pharmex help',
    fullOrChanges: 'Укажите вид выгрузки: --full (полная, заменяет все остатки) или --changes (изменения).',
    unknownRule: ((p) => `Неизвестное правило в --override: «${p.rule}». Допустимые: ${p.allowed}.`) as P<{
      rule: string;
      allowed: string;
    }>,
    badNumber: ((p) => `Флагу ${p.flag} нужно целое положительное число, а не «${p.value}».`) as P<{
      flag: string;
      value: string;
    }>,
    badDateTime: ((p) =>
      `«${p.value}» — не дата со временем и часовым поясом. Пример: 2024-05-10T06:00:00+03:00.`) as P<{
      value: string;
    }>,
    badMessageId: ((p) =>
      `«${p.value}» — не идентификатор пакета (GUID). Его показывает pharmex upload и журнал выгрузок.`) as P<{
      value: string;
    }>,
    badGuid: ((p) => `«${p.value}» — не GUID. Пример: 5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30.`) as P<{ value: string }>,
    unknownDictionary: ((p) => `Нет справочника «${p.name}». Справочники: ${p.allowed}.`) as P<{
      name: string;
      allowed: string;
    }>,
    unknownEvent: ((p) => `Нет события «${p.name}». События: ${p.allowed}.`) as P<{ name: string; allowed: string }>,
    fileNotFound: ((p) => `Файл не найден: ${p.path}. Проверьте путь и имя файла.`) as P<{ path: string }>,
    fileIsDirectory: ((p) => `${p.path} — это папка, а нужен файл.`) as P<{ path: string }>,
    fileUnreadable: ((p) => `Не удалось прочитать файл ${p.path}: ${p.reason}. Проверьте права доступа.`) as P<{
      path: string;
      reason: string;
    }>,
    fileTooLarge: ((p) =>
      `Файл ${p.path} слишком большой (${p.size}); читаются файлы до ${p.max}. Выгрузите остатки заново или отправьте изменения частями.`) as P<{
      path: string;
      size: string;
      max: string;
    }>,
    needsYes: ((p) => `Команда «${p.command}» меняет данные; без терминала подтвердите её флагом --yes.`) as P<{
      command: string;
    }>,
    keyTwice: 'Укажите только один источник ключа: --key-file или --key-stdin.',
  },
  {
    unknownCommand: (p) => `Unknown command "${p.command}".`,
    noCommand: 'No command given.',
    unknownFlag: (p) => `Unknown flag ${p.flag}.`,
    missingValue: (p) => `Flag ${p.flag} needs a value, e.g. ${p.flag} VALUE.`,
    noValueExpected: (p) => `Flag ${p.flag} takes no value: give it without "=…".`,
    flagNotForCommand: (p) => `Flag --${p.flag} does not belong to the command "${p.command}".`,
    missingArgument: (p) => `The command "${p.command}" is missing an argument: ${p.name}.`,
    tooManyArguments: (p) => `Extra arguments for the command "${p.command}": ${p.extra}.`,
    seeHelp: (p) => `Help: pharmex help ${p.command}`,
    seeMainHelp: 'List of commands: pharmex help',
    fullOrChanges: 'Choose the kind of upload: --full (replaces all stock) or --changes.',
    unknownRule: (p) => `Unknown rule in --override: "${p.rule}". Allowed: ${p.allowed}.`,
    badNumber: (p) => `Flag ${p.flag} needs a positive whole number, not "${p.value}".`,
    badDateTime: (p) => `"${p.value}" is not a date-time with a time zone. Example: 2024-05-10T06:00:00+03:00.`,
    badMessageId: (p) => `"${p.value}" is not a package id (GUID). pharmex upload and the upload ledger show it.`,
    badGuid: (p) => `"${p.value}" is not a GUID. Example: 5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30.`,
    unknownDictionary: (p) => `There is no dictionary "${p.name}". Dictionaries: ${p.allowed}.`,
    unknownEvent: (p) => `There is no event "${p.name}". Events: ${p.allowed}.`,
    fileNotFound: (p) => `File not found: ${p.path}. Check the path and the file name.`,
    fileIsDirectory: (p) => `${p.path} is a folder; a file is needed.`,
    fileUnreadable: (p) => `Could not read the file ${p.path}: ${p.reason}. Check the access rights.`,
    fileTooLarge: (p) =>
      `The file ${p.path} is too large (${p.size}); files up to ${p.max} are read. Export the stock again, or send changes in smaller parts.`,
    needsYes: (p) => `The command "${p.command}" changes data; without a terminal, confirm it with --yes.`,
    keyTwice: 'Give only one source of the key: --key-file or --key-stdin.',
  },
);
