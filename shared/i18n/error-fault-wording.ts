import { defineStrings } from './define-strings';

/**
 * What exactly went wrong, by error code and fault (`details.fault`, or `details.reason` when core
 * gave a code there): what happened, where, and how to fix it, in words the screen and the CLI
 * share. Parameters come from the error's details (`error-fault.ts` derives the few computed
 * ones), never from core's English message.
 */
export const errorFaultWording = defineStrings(
  {
    'not-found': {
      'file-not-kept':
        'Файл выгрузки № {{uploadId}} больше не хранится на этом компьютере (хранимые файлы со временем удаляются). Выберите файл заново или получите остатки с сервера и сравните с ними.',
      'sandbox-unavailable':
        'Встроенная Песочница в этом запуске недоступна. Добавьте настоящую аптеку или запустите программу обычным способом.',
      'profile-not-found':
        'Этой аптеки больше нет в списке: возможно, её удалили в другом окне. Выберите аптеку заново.',
      'operator-path':
        'На сервере нет адреса {{method}} {{path}} (HTTP 404). Проверьте адрес API аптеки в разделе «Аптеки»: это базовый адрес оператора, без /v5.',
      'product-not-in-dictionary':
        'Товара с кодом nnt {{nnt}} нет в справочнике товаров на этом компьютере. Обновите справочники или проверьте код.',
      'upload-not-found': 'Выгрузки № {{uploadId}} нет в журнале выгрузок. Обновите журнал.',
      'preview-expired':
        'Выбранный файл больше не хранится в приложении (был выбран другой файл или приложение перезапускалось). Выберите файл заново.',
      'file-ref-expired':
        'Приложение больше не держит выбранный файл (оно перезапускалось или с тех пор выбрано много файлов). Выберите файл заново.',
      'changes-expired':
        'Этот расчёт изменений больше не хранится (с тех пор сделаны новые или приложение перезапускалось). Рассчитайте изменения заново.',
      'no-snapshot':
        'Остатков этой аптеки с сервера ещё нет: сначала получите их («Остатки» → «Получить с сервера» или pharmex stocks pull).',
      'no-processed-full':
        'Оператор ещё не обработал ни одной полной выгрузки этой аптеки — сравнивать не с чем. Получите остатки с сервера и сравните с ними.',
      'unsubscribe-unconfirmed':
        'Оператор ответил 404 на отписку, но и адрес ключа уведомлений у него не ответил: возможно, ошибка в адресе, а не в подписке. Подписка оставлена в списке. Проверьте адрес сервиса аптеки (путь после имени сервера) и повторите.',
      'no-webhook-key':
        'У оператора нет ключа уведомлений для аптеки {{storeId}} (ответ пустой). Проверить уведомления нельзя, пока он его не выдаст: попросите ключ у техподдержки оператора.',
      'resolution-expired':
        'Этот список кодов больше не хранится (с тех пор составлены новые или приложение перезапускалось). Прочитайте файл заново.',
      'row-missing': 'Записи № {{row}} в списке нет (записей в нём: {{rows}}). Прочитайте файл заново.',
    },
    conflict: {
      'duplicate-store':
        'Аптека {{storeId}} с этим адресом уже есть в списке под именем «{{existingName}}». Измените ту аптеку, а не добавляйте её второй раз.',
      'sandbox-remove': 'Встроенную Песочницу удалить нельзя: это учебная аптека, она есть в каждой установке.',
      'sandbox-password': 'У встроенной Песочницы свой пароль — вводить его не нужно.',
      referenced: 'На аптеку «{{name}}» ещё ссылаются записи на этом компьютере — удалить её пока нельзя.',
      'changed-during-test': 'Аптеку «{{name}}» изменили, пока проверялась связь. Нажмите «Проверить связь» ещё раз.',
      'sync-running': 'Справочники этого оператора уже обновляются. Дождитесь конца или отмените обновление.',
      'already-held': 'Изменения этой аптеки уже ждут отправки. Отмените их в истории загрузок или дождитесь отправки.',
      'no-longer-held': 'Эти изменения уже не ждут отправки: их отправили или отменили. Обновите историю загрузок.',
      'check-running': 'Этот файл уже проверяется. Дождитесь конца проверки.',
      'no-status-address':
        'У этой попытки нет адреса статуса (оператор его не дал или ответ не пришёл). Получите остатки с сервера, чтобы увидеть, что у оператора.',
      'no-snapshot': 'Остатки ещё не получены с сервера. Сначала нажмите «Получить с сервера», затем сравните.',
      'not-sandbox': 'Аптека «{{name}}» работает с сервисом оператора: откройте её страницу дисперсии цен в браузере.',
      'deliveries-sandbox-only':
        'Журнал доставок и тестовый приёмник уведомлений есть только у встроенной Песочницы, а не у аптеки «{{name}}».',
      'other-store': 'Этот список кодов составлен для другой аптеки. Прочитайте файл заново для выбранной аптеки.',
      sandbox: 'Страницы встроенной Песочницы приложение показывает само и в браузере не открывает.',
      'not-tested':
        'У аптеки «{{name}}» нет удачной проверки связи после смены адресов или пароля. Нажмите «Проверить связь», затем откройте страницу снова.',
      'not-https':
        'Адрес API аптеки «{{name}}» — не обычный адрес https: в браузере открываются только страницы оператора по https.',
    },
    'file-invalid': {
      'not-a-file': 'Выбрана папка или особый файл, а не файл с остатками. Выберите JSON-файл.',
      swapped:
        'Файл «{{fileName}}» заменили другим файлом или ссылкой после выбора, поэтому он не прочитан. Выберите его заново.',
      missing:
        'Файла «{{fileName}}» больше нет на месте (его переместили или удалили после выбора). Выберите его заново.',
      unreadable:
        'Файл «{{fileName}}» не удалось прочитать. Проверьте, не открыт ли он в другой программе, и выберите его заново.',
      empty: 'Файл «{{fileName}}» пустой. Выберите JSON-файл, который выгрузила учётная программа.',
      'too-large':
        'Файл «{{fileName}}» слишком большой: {{megabytes, number}} МБ. Приложение читает файлы остатков до {{maxMegabytes, number}} МБ. Выгрузите остатки заново или отправьте изменения частями.',
      binary: 'Файл «{{fileName}}» — не текстовый. Выберите JSON-файл, который выгрузила учётная программа.',
      'invalid-utf16':
        'Файл «{{fileName}}» начинается как UTF-16, но дальше повреждён — преобразовать его без потерь нельзя. Сохраните его в UTF-8 и выберите снова.',
      'unknown-encoding':
        'Файл «{{fileName}}» не в UTF-8, и нельзя надёжно определить, Windows-1251 это или CP866 (DOS): преобразование могло бы исказить названия. Сохраните файл в UTF-8 и выберите его снова.',
      'invalid-utf8':
        'В файле «{{fileName}}» есть байты, которые не являются UTF-8, поэтому его нельзя отправить без искажений. Сохраните его в UTF-8 и выберите снова.',
      'not-a-package':
        'Файл «{{fileName}}» — не пакет остатков (нужен JSON-объект с полями date и stocks). Исправьте ошибку и выберите файл заново.',
      'not-json':
        'Файл «{{fileName}}» не читается как JSON (строка {{line}}, символ {{position}}). Проверьте его на экране «Выгрузки» и выберите снова.',
      'no-file-source': 'Это окно приложения не читает файлы по ссылке. Выберите файл заново кнопкой «Выбрать файл…».',
      'no-path': 'Этот файл не лежит на диске компьютера. Выберите его кнопкой «Выбрать файл…».',
      extension:
        'Приложение читает файлы .json, .txt, .csv, .tsv, .xlsx, .xlsm, .xls и .dbf; выбранный файл — другого типа. Выберите файл с остатками.',
      'not-absolute': 'У файла нет пути на этом компьютере. Выберите его кнопкой «Выбрать файл…».',
      'app-data':
        'Это служебный файл самого приложения — его нельзя отправить как остатки. Выберите файл учётной программы.',
      'linked-app-data':
        'Это ссылка на служебный файл самого приложения — её нельзя отправить как остатки. Выберите файл учётной программы.',
      'not-opened': 'Файл не удалось открыть. Выберите его заново.',
      incomplete: 'Файл «{{fileName}}» пришёл не целиком. Выберите его заново.',
      'kept-file-unreadable':
        'В хранимом файле выгрузки № {{uploadId}} нет списка stocks — сравнивать с ним нельзя. Получите остатки с сервера и сравните с ними.',
      'nothing-ready': 'Ни у одной записи ещё нет кода оператора — отправлять нечего.',
    },
    'bad-request': {
      'token-refused':
        'Сервер авторизации отказал аптеке {{storeId}} в токене (HTTP {{status}}). Проверьте адрес авторизации в разделе «Аптеки».',
      'operator-refused':
        'Оператор отклонил запрос (HTTP 400). Исправьте то, что он называет в ответе; если ответа нет — сообщите оператору.',
      'unexpected-status':
        'Оператор ответил неожиданным кодом HTTP {{status}}. Повторите позже; если повторится — сообщите оператору.',
    },
    'bad-response': {
      'empty-body':
        'Ответ на {{method}} {{path}} (HTTP {{status}}) пустой, а по протоколу v5 там JSON. Проверьте, что адрес API аптеки ведёт на сервис оператора версии v5; если ведёт — сообщите оператору.',
      'not-json':
        'Ответ на {{method}} {{path}} (HTTP {{status}}) — не JSON. Проверьте, что адрес API аптеки ведёт на сервис оператора версии v5; если ведёт — сообщите оператору.',
      'schema-mismatch':
        'Ответ на {{method}} {{path}} (HTTP {{status}}) не такой, как описано в протоколе v5 (не то поле или тип). Проверьте адрес API аптеки; если он верный — сообщите оператору.',
      redirect:
        'Сервер {{host}} ответил перенаправлением; с паролем приложение по перенаправлениям не ходит. Укажите конечный адрес (часто https://) как адрес API аптеки.',
      'chunk-loop':
        'Оператор прислал полную порцию справочника {{dictionary}} без записей новее версии {{cursor}}; обновление остановлено, чтобы не зациклиться. Сообщите оператору.',
      'chunk-not-json': 'Порция справочника {{dictionary}} — не JSON. Сообщите оператору.',
      'chunk-not-array': 'Порция справочника {{dictionary}} — не список записей. Сообщите оператору.',
      'sandbox-shape':
        'Песочница ответила не так, как ожидалось (HTTP {{status}}). Перезапустите приложение и повторите.',
    },
  },
  {
    'not-found': {
      'file-not-kept':
        'The file of upload #{{uploadId}} is no longer kept on this PC (kept files are removed after a while). Choose the file again, or get the stock from the server and compare with it.',
      'sandbox-unavailable':
        'The built-in Sandbox is not available in this run. Add a real store, or start the app normally.',
      'profile-not-found':
        'This store is no longer in the list: it may have been removed in another window. Choose the store again.',
      'operator-path':
        'The server has no {{method}} {{path}} (HTTP 404). Check the store’s API address under “Stores”: the operator’s base address, without /v5.',
      'product-not-in-dictionary':
        'Product nnt {{nnt}} is not in the goods dictionary on this PC. Sync the dictionaries, or check the code.',
      'upload-not-found': 'Upload #{{uploadId}} is not in the uploads log. Refresh the log.',
      'preview-expired':
        'The chosen file is no longer held by the app (another file was chosen, or the app restarted). Choose the file again.',
      'file-ref-expired':
        'The app no longer holds the chosen file (it restarted, or many files were chosen since). Choose the file again.',
      'changes-expired':
        'These computed changes are no longer held (newer ones were made since, or the app restarted). Compute them again.',
      'no-snapshot':
        'There is no stock from the server for this store yet: get it first (“Stock” → “Get from server”, or pharmex stocks pull).',
      'no-processed-full':
        'The operator has not processed any full upload of this store yet, so there is nothing to compare with. Get the stock from the server and compare with it.',
      'unsubscribe-unconfirmed':
        'The operator answered 404 to the unsubscription, but its webhook key address did not answer either: the address may be wrong, not the subscription. The subscription is kept in the list. Check the pharmacy’s service address (the path after the server name) and try again.',
      'no-webhook-key':
        'The operator has no webhook key for store {{storeId}} (its answer was empty). Notifications cannot be checked until it issues one: ask the operator’s support for it.',
      'resolution-expired':
        'This list of codes is no longer held (newer ones were made since, or the app restarted). Read the file again.',
      'row-missing': 'The list has no record #{{row}} (it holds {{rows}}). Read the file again.',
    },
    conflict: {
      'duplicate-store':
        'Store {{storeId}} at this address is already in the list as “{{existingName}}”. Edit that store instead of adding it twice.',
      'sandbox-remove': 'The built-in Sandbox cannot be removed: it is the practice store every installation has.',
      'sandbox-password': 'The built-in Sandbox has its own password; there is nothing to enter.',
      referenced: 'Records on this PC still refer to store “{{name}}”, so it cannot be removed yet.',
      'changed-during-test':
        'Store “{{name}}” was changed while its connection was being tested. Press “Test connection” again.',
      'sync-running': 'The dictionaries of this operator are already being synced. Wait for it to finish or cancel it.',
      'already-held':
        'Changes of this store are already waiting to be sent. Cancel them in the upload history or wait until they are sent.',
      'no-longer-held': 'These changes are no longer waiting: they were sent or cancelled. Refresh the upload history.',
      'check-running': 'This file is already being checked. Wait for the check to finish.',
      'no-status-address':
        'This attempt has no status address (the operator gave none, or no answer came). Get the stock from the server to see what the operator holds.',
      'no-snapshot': 'The stock has not been read from the server yet. Press “Get from server” first, then compare.',
      'not-sandbox': 'Store “{{name}}” is on the operator’s service: open its price dispersion page in the browser.',
      'deliveries-sandbox-only':
        'The delivery log and the test webhook receiver exist only for the built-in Sandbox, not for store “{{name}}”.',
      'other-store': 'This list of codes was made for another store. Read the file again for the chosen store.',
      sandbox: 'The app shows the built-in Sandbox’s pages itself and never opens them in the browser.',
      'not-tested':
        'Store “{{name}}” has no successful connection test since its addresses or password changed. Press “Test connection”, then open the page again.',
      'not-https':
        'The API address of store “{{name}}” is not a plain https address; only https operator pages open in the browser.',
    },
    'file-invalid': {
      'not-a-file': 'A folder or a special file was chosen, not a stock file. Choose the JSON file.',
      swapped:
        'The file “{{fileName}}” was replaced by another file or a link after it was chosen, so it was not read. Choose it again.',
      missing: 'The file “{{fileName}}” is no longer there (moved or deleted after it was chosen). Choose it again.',
      unreadable:
        'The file “{{fileName}}” could not be read. Check that no other program holds it open, then choose it again.',
      empty: 'The file “{{fileName}}” is empty. Choose the JSON file your pharmacy system exported.',
      'too-large':
        'The file “{{fileName}}” is too large: {{megabytes, number}} MB. The app reads stock files up to {{maxMegabytes, number}} MB. Export the stock again or send the changes in parts.',
      binary: 'The file “{{fileName}}” is not a text file. Choose the JSON file your pharmacy system exported.',
      'invalid-utf16':
        'The file “{{fileName}}” starts as UTF-16 but is damaged further on, so it cannot be converted without loss. Save it as UTF-8 and choose it again.',
      'unknown-encoding':
        'The file “{{fileName}}” is not in UTF-8, and whether it is Windows-1251 or CP866 (DOS) cannot be told reliably: converting it could corrupt names. Save the file as UTF-8 and choose it again.',
      'invalid-utf8':
        'The file “{{fileName}}” holds bytes that are not UTF-8, so it cannot be sent unaltered. Save it as UTF-8 and choose it again.',
      'not-a-package':
        'The file “{{fileName}}” is not a stock package (a JSON object with date and stocks is needed). Fix the error and choose the file again.',
      'not-json':
        'The file “{{fileName}}” cannot be read as JSON (line {{line}}, symbol {{position}}). Check it on the Uploads screen and choose it again.',
      'no-file-source':
        'This window of the app does not read files by reference. Choose the file again with “Choose a file…”.',
      'no-path': 'This file is not on this PC’s disk. Choose it with “Choose a file…”.',
      extension:
        'The app reads .json, .txt, .csv, .tsv, .xlsx, .xlsm, .xls and .dbf files; the chosen file is of another type. Choose the stock file.',
      'not-absolute': 'The file has no path on this PC. Choose it with “Choose a file…”.',
      'app-data': 'This is the app’s own data file — it cannot be sent as stock. Choose the pharmacy system’s file.',
      'linked-app-data':
        'This is a link to the app’s own data file — it cannot be sent as stock. Choose the pharmacy system’s file.',
      'not-opened': 'The file could not be opened. Choose it again.',
      incomplete: 'The file “{{fileName}}” did not arrive whole. Choose it again.',
      'kept-file-unreadable':
        'The kept file of upload #{{uploadId}} has no stocks list, so it cannot be compared with. Get the stock from the server and compare with it.',
      'nothing-ready': 'No record has an operator code yet: there is nothing to send.',
    },
    'bad-request': {
      'token-refused':
        'The authorization server refused store {{storeId}} a token (HTTP {{status}}). Check the authorization address under “Stores”.',
      'operator-refused':
        'The operator refused the request (HTTP 400). Fix what its answer names; if it gave no answer, tell the operator.',
      'unexpected-status':
        'The operator answered with an unexpected HTTP status {{status}}. Try again later; if it repeats, tell the operator.',
    },
    'bad-response': {
      'empty-body':
        'The answer to {{method}} {{path}} (HTTP {{status}}) is empty, where protocol v5 has JSON. Check that the store’s API address points to the operator’s v5 service; if it does, tell the operator.',
      'not-json':
        'The answer to {{method}} {{path}} (HTTP {{status}}) is not JSON. Check that the store’s API address points to the operator’s v5 service; if it does, tell the operator.',
      'schema-mismatch':
        'The answer to {{method}} {{path}} (HTTP {{status}}) is not what protocol v5 describes (a wrong field or type). Check the store’s API address; if it is right, tell the operator.',
      redirect:
        'The server {{host}} answered with a redirect; the app does not follow redirects with a password. Use the final address (often https://) as the store’s API address.',
      'chunk-loop':
        'The operator returned a full chunk of {{dictionary}} with no record newer than version {{cursor}}; the sync stopped so as not to loop. Tell the operator.',
      'chunk-not-json': 'A chunk of {{dictionary}} is not JSON. Tell the operator.',
      'chunk-not-array': 'A chunk of {{dictionary}} is not a list of records. Tell the operator.',
      'sandbox-shape': 'The Sandbox answered unexpectedly (HTTP {{status}}). Restart the app and try again.',
    },
  },
);
