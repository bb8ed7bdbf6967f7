import { defineStrings } from '@renderer/i18n/define-strings';

/** Strings of the file intake on the upload screen (i18n key prefix `uploadIntake.`). */
export const intakeStrings = defineStrings(
  {
    drop: {
      label: 'Перетащите сюда JSON-файл с остатками',
      accepts: 'Подходит файл .json (или .txt с JSON внутри), выгруженный учётной программой аптеки.',
      over: 'Отпустите файл, чтобы проверить его',
      onlyOne: 'Перетащите один файл — здесь проверяется один пакет за раз.',
    },
    paste: {
      button: 'Вставить текст JSON…',
      title: 'Вставить текст пакета',
      hint: 'Вставьте текст JSON целиком (например, из письма поставщика программы). Он проверяется так же, как файл; до {{max}}.',
      label: 'Текст пакета JSON',
      check: 'Проверить текст',
      cancel: 'Отмена',
      empty: 'Вставьте текст пакета — поле пустое.',
      tooLarge: 'Текст слишком большой ({{size}}; можно до {{max}}). Сохраните его в файл и выберите файл.',
      fileName: 'вставленный-текст.json',
    },
    again: {
      button: 'Проверить ещё раз',
      hint: 'Файл «{{fileName}}» будет прочитан с диска заново — например, после исправления.',
    },
    progress: {
      label: 'Проверка файла «{{fileName}}»',
      reading: 'Чтение файла: {{read}} из {{total}}',
      parsing: 'Разбор JSON: {{total}} прочитано',
      // The bar counts the reading done (its first third): the words say so.
      checking: 'Файл прочитан; проверено записей: {{checked}} из {{total}}',
      locating: 'Проверено записей: {{checked}}. Ищем места ошибок в файле…',
      cancel: 'Остановить проверку',
      // Not "файл не сохранён": a manager reads it as their file being lost.
      cancelled:
        'Проверка остановлена: приложение ничего не запомнило из файла. Выберите его снова или нажмите «Проверить ещё раз».',
    },
  },
  {
    drop: {
      label: 'Drop the stock JSON file here',
      accepts: 'A .json file (or a .txt holding JSON) exported by the pharmacy system.',
      over: 'Release the file to check it',
      onlyOne: 'Drop one file — one package is checked at a time.',
    },
    paste: {
      button: 'Paste JSON text…',
      title: 'Paste the package text',
      hint: 'Paste the whole JSON text (for example, from the software vendor’s e-mail). It is checked exactly as a file; up to {{max}}.',
      label: 'Package JSON text',
      check: 'Check the text',
      cancel: 'Cancel',
      empty: 'Paste the package text — the field is empty.',
      tooLarge: 'The text is too large ({{size}}; up to {{max}}). Save it to a file and choose the file.',
      fileName: 'pasted-text.json',
    },
    again: {
      button: 'Check again',
      hint: 'The file “{{fileName}}” is read from disk again — for example, after a fix.',
    },
    progress: {
      label: 'Checking the file “{{fileName}}”',
      reading: 'Reading the file: {{read}} of {{total}}',
      parsing: 'Parsing JSON: {{total}} read',
      checking: 'File read; records checked: {{checked}} of {{total}}',
      locating: 'Records checked: {{checked}}. Locating the findings in the file…',
      cancel: 'Stop the check',
      cancelled: 'The check was stopped — nothing of the file is kept. Choose it again or press “Check again”.',
    },
  },
);
