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
      checking: 'Проверено записей: {{checked}} из {{total}}',
      locating: 'Проверено записей: {{checked}}. Ищем места ошибок в файле…',
      cancel: 'Остановить проверку',
      cancelled: 'Проверка остановлена — файл не сохранён. Выберите его снова или нажмите «Проверить ещё раз».',
    },
    fileErrors: {
      missing:
        'Файла «{{fileName}}» больше нет на месте (его переместили или удалили после выбора). Выберите его заново.',
      unreadable:
        'Файл «{{fileName}}» не удалось прочитать. Проверьте, не открыт ли он в другой программе, и выберите его заново.',
      'file-ref-expired':
        'Приложение больше не держит выбранный файл (оно перезапускалось или с тех пор выбрано много файлов). Выберите файл заново.',
      'no-path': 'Этот файл не лежит на диске компьютера. Выберите его кнопкой «Выбрать файл…».',
      extension:
        'Приложение читает файлы .json, .txt, .csv, .tsv, .xlsx, .xlsm, .xls и .dbf; выбранный файл — другого типа. Выберите файл с остатками.',
      'not-a-file': 'Выбрана папка или особый файл, а не файл с остатками. Выберите JSON-файл.',
      'app-data':
        'Это служебный файл самого приложения — его нельзя отправить как остатки. Выберите файл учётной программы.',
      'linked-app-data':
        'Это ссылка на служебный файл самого приложения — её нельзя отправить как остатки. Выберите файл учётной программы.',
      swapped:
        'Файл «{{fileName}}» заменили другим файлом или ссылкой после выбора, поэтому он не прочитан. Выберите его заново.',
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
      checking: 'Records checked: {{checked}} of {{total}}',
      locating: 'Records checked: {{checked}}. Locating the findings in the file…',
      cancel: 'Stop the check',
      cancelled: 'The check was stopped — nothing of the file is kept. Choose it again or press “Check again”.',
    },
    fileErrors: {
      missing: 'The file “{{fileName}}” is no longer there (moved or deleted after it was chosen). Choose it again.',
      unreadable:
        'The file “{{fileName}}” could not be read. Check that no other program holds it open, then choose it again.',
      'file-ref-expired':
        'The app no longer holds the chosen file (it restarted, or many files were chosen since). Choose the file again.',
      'no-path': 'This file is not on this PC’s disk. Choose it with “Choose a file…”.',
      extension:
        'The app reads .json, .txt, .csv, .tsv, .xlsx, .xlsm, .xls and .dbf files; the chosen file is of another type. Choose the stock file.',
      'not-a-file': 'A folder or a special file was chosen, not a stock file. Choose the JSON file.',
      'app-data': 'This is the app’s own data file — it cannot be sent as stock. Choose the pharmacy system’s file.',
      'linked-app-data':
        'This is a link to the app’s own data file — it cannot be sent as stock. Choose the pharmacy system’s file.',
      swapped:
        'The file “{{fileName}}” was replaced by another file or a link after it was chosen, so it was not read. Choose it again.',
    },
  },
);
