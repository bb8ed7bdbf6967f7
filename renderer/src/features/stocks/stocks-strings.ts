import { defineStrings } from '../../i18n/define-strings';

/** Strings of the "Остатки на сервере" screen (i18n key prefix `stocks.`). */
export const stocksStrings = defineStrings(
  {
    nav: 'Остатки на сервере',
    intro:
      'Что сейчас хранит сервис оператора по этой аптеке. Нажмите «Получить с сервера» — приложение запросит остатки и сохранит снимок у себя, чтобы его можно было листать, сортировать и сверять с файлом выгрузки.',
    noStore: 'Выберите аптеку слева.',
    pull: 'Получить с сервера',
    pulling: 'Получаем…',
    lastPull: 'Снимок получен {{when}}, строк: {{count}}.',
    neverPulled: 'Остатки с сервера ещё не получались. Нажмите «Получить с сервера».',
    staleSnapshot:
      'Снимок старше последней загрузки ({{uploadAt}}): остатки на сервере могли измениться. Нажмите «Получить с сервера», чтобы увидеть актуальные.',
    pulled: 'Получено строк: {{count}}.',
    withoutPrtId: 'Строк без кода партии (prtId) от сервера: {{count}}. Они сверяются по товару, коду аптеки и серии.',
    counts: 'ЖНВЛП: {{gnvls}} · нулевой остаток: {{zero}}',
    tabs: { table: 'Таблица', reconcile: 'Сверка с файлом', dispersion: 'Дисперсия цен' },
    filter: {
      text: 'Поиск',
      textPlaceholder: 'код партии, код товара у аптеки, производитель, серия, nnt',
      tag: 'Отметка',
      gnvls: 'ЖНВЛП',
      any: 'все',
      yes: 'да',
      no: 'нет',
      shown: 'Показано строк: {{total}} из {{all}}',
      nothing: 'Нет строк, подходящих под условия.',
      empty:
        'На сервере нет остатков этой аптеки. Если выгрузка только что отправлена, дождитесь статуса «Обработана» и получите остатки снова.',
      notPulled: 'Снимка ещё нет: нажмите «Получить с сервера» выше.',
      loadingSnapshot: 'Получаем остатки с сервера — строки появятся, как только придут.',
    },
    tags: { '0': 'обычный', '1': 'истекает срок', '2': 'уценён', '3': 'повреждена упаковка' },
    columns: {
      prtId: 'Код партии',
      nnt: 'nnt · товар',
      sku: 'Код у аптеки',
      man: 'Производитель',
      series: 'Серия',
      qnt: 'Кол-во',
      prcOptNds: 'Закуп. с НДС',
      prcRet: 'Розница',
      prcGnvlsMax: 'Пред. цена',
      gnvls: 'ЖНВЛП',
      exp: 'Годен до',
      supDate: 'Поставка',
      nds: 'НДС',
      tag: 'Отметка',
      loadDate: 'Загружено',
    },
    sortHint: 'Нажмите на заголовок, чтобы отсортировать.',
    loadingRow: 'загрузка…',
    reconcile: {
      intro:
        'Выберите файл выгрузки (JSON), который отправляли оператору. Приложение сравнит его строки со снимком остатков с сервера по коду партии (prtId).',
      snapshot:
        'Сравнение идёт со снимком, полученным {{when}}. Если выгрузка была позже — сначала нажмите «Получить с сервера».',
      noSnapshot: 'Сначала получите остатки с сервера — сравнивать пока не с чем.',
      file: 'Файл выгрузки',
      choose: 'Выбрать файл…',
      chosen: 'Выбран файл: {{name}} ({{size}})',
      kind: 'Что это была за выгрузка',
      kindFull: 'Полная (все остатки)',
      kindChanges: 'Изменения',
      run: 'Сравнить',
      running: 'Сравниваем…',
      summary: {
        ourRows: 'Строк в файле',
        serverRows: 'Строк на сервере',
        matched: 'Найдено на сервере',
        differing: 'С расхождениями',
        missing: 'Нет на сервере',
        onlyOnServer: 'Есть только на сервере',
      },
      allGood: 'Всё сходится: каждая строка файла есть на сервере с теми же значениями.',
      matchedByComposite: 'Сервер не вернул коды партий, поэтому строки сопоставлены по nnt, коду аптеки и серии.',
      skipped: 'Пропущено строк файла: без кода партии — {{noKey}}, повторы кода — {{dups}}.',
      missingTitle: 'Нет на сервере ({{total}})',
      missingHint:
        'Эти строки были в файле, но сервер их не хранит. Возможно, выгрузка ещё обрабатывается или была отклонена — проверьте её статус.',
      onlyTitle: 'Есть только на сервере ({{total}})',
      onlyHint:
        'Этих строк нет в файле, а на сервере они есть. После полной выгрузки так быть не должно: возможно, на сервере данные другой выгрузки.',
      differingTitle: 'Значения отличаются ({{total}})',
      differingHint: 'Строка есть и в файле, и на сервере, но значения полей разные.',
      field: 'Поле',
      ours: 'В файле',
      theirs: 'На сервере',
      cut: 'Показаны первые {{limit}}.',
      notJson:
        'Файл «{{name}}» не похож на выгрузку остатков: {{message}}. Выберите JSON-файл, который отправлялся оператору.',
      empty: '(пусто)',
    },
    dispersion: {
      intro:
        'Оператор скрывает из публичной выдачи строки с подозрительно низкой розничной ценой (чаще всего из-за неверной привязки товара). Список таких строк — на странице «дисперсии цен».',
      open: 'Открыть страницу дисперсии у оператора',
      opened: 'Страница открыта в браузере.',
      notOpened: 'В этом режиме приложение не может открыть браузер. Скопируйте адрес в браузер сами: {{url}}',
      testFirst:
        'Страница откроется после успешной проверки связи с этой аптекой: нажмите «Проверить связь» в разделе «Аптеки». После изменения адресов или пароля проверку нужно пройти снова.',
      refused: {
        'not-tested':
          'Страница не открыта: с момента последнего изменения адресов или пароля связь с аптекой не проверялась успешно. Проверьте связь в разделе «Аптеки» и попробуйте снова.',
        'not-https':
          'Страница не открыта: адрес API этой аптеки не защищённый (не https). В браузере открываются только https-страницы оператора.',
        sandbox: 'У встроенной песочницы страница показывается прямо в приложении, а не в браузере.',
      },
      sandboxIntro:
        'У встроенной песочницы эта страница работает на этом компьютере без шифрования, поэтому приложение не отправляет браузер туда, а показывает её строки здесь.',
      show: 'Показать строки песочницы',
      refresh: 'Обновить',
      none: 'Строк с аномально низкой ценой нет.',
    },
    errors: {
      'no-snapshot': 'Сначала получите остатки с сервера.',
    },
  },
  {
    nav: 'Stock on the server',
    intro:
      'What the operator’s service holds for this store now. Click “Get from server”: the app asks for the stock and keeps a snapshot, so you can page, sort and compare it with an upload file.',
    noStore: 'Choose a store on the left.',
    pull: 'Get from server',
    pulling: 'Getting…',
    lastPull: 'Snapshot taken {{when}}, rows: {{count}}.',
    neverPulled: 'The stock has not been read from the server yet. Click “Get from server”.',
    staleSnapshot:
      'The snapshot is older than the last upload ({{uploadAt}}): the stock on the server may have changed. Click “Get from server” to see the current one.',
    pulled: 'Rows received: {{count}}.',
    withoutPrtId:
      'Rows without a batch code (prtId) from the server: {{count}}. They are matched by product, store code and series.',
    counts: 'Essential (ЖНВЛП): {{gnvls}} · zero quantity: {{zero}}',
    tabs: { table: 'Table', reconcile: 'Compare with a file', dispersion: 'Price dispersion' },
    filter: {
      text: 'Search',
      textPlaceholder: 'batch code, store product code, manufacturer, series, nnt',
      tag: 'Mark',
      gnvls: 'Essential',
      any: 'all',
      yes: 'yes',
      no: 'no',
      shown: 'Rows shown: {{total}} of {{all}}',
      nothing: 'No rows match.',
      empty:
        'The server holds no stock for this store. If an upload was just sent, wait until it is “Processed” and get the stock again.',
      notPulled: 'No snapshot yet: click “Get from server” above.',
      loadingSnapshot: 'Reading the stock from the server — the rows appear as soon as they arrive.',
    },
    tags: { '0': 'normal', '1': 'near expiry', '2': 'marked down', '3': 'damaged package' },
    columns: {
      prtId: 'Batch code',
      nnt: 'nnt · product',
      sku: 'Store code',
      man: 'Manufacturer',
      series: 'Series',
      qnt: 'Qty',
      prcOptNds: 'Purchase incl. VAT',
      prcRet: 'Retail',
      prcGnvlsMax: 'Max price',
      gnvls: 'Essential',
      exp: 'Expires',
      supDate: 'Delivered',
      nds: 'VAT',
      tag: 'Mark',
      loadDate: 'Loaded',
    },
    sortHint: 'Click a header to sort.',
    loadingRow: 'loading…',
    reconcile: {
      intro:
        'Choose the upload file (JSON) that was sent to the operator. The app compares its rows with the server snapshot by batch code (prtId).',
      snapshot: 'Comparing with the snapshot taken {{when}}. If the upload was later, click “Get from server” first.',
      noSnapshot: 'Get the stock from the server first: there is nothing to compare with yet.',
      file: 'Upload file',
      choose: 'Choose a file…',
      chosen: 'Chosen: {{name}} ({{size}})',
      kind: 'What kind of upload it was',
      kindFull: 'Full (all stock)',
      kindChanges: 'Changes',
      run: 'Compare',
      running: 'Comparing…',
      summary: {
        ourRows: 'Rows in the file',
        serverRows: 'Rows on the server',
        matched: 'Found on the server',
        differing: 'With differences',
        missing: 'Missing on the server',
        onlyOnServer: 'Only on the server',
      },
      allGood: 'Everything matches: every row of the file is on the server with the same values.',
      matchedByComposite: 'The server returned no batch codes, so rows were matched by nnt, store code and series.',
      skipped: 'File rows skipped: without a batch code — {{noKey}}, repeated codes — {{dups}}.',
      missingTitle: 'Missing on the server ({{total}})',
      missingHint:
        'These rows were in the file but the server does not hold them. The upload may still be processing or was refused: check its status.',
      onlyTitle: 'Only on the server ({{total}})',
      onlyHint:
        'These rows are not in the file but are on the server. After a full upload this should not happen: the server may hold another upload’s data.',
      differingTitle: 'Values differ ({{total}})',
      differingHint: 'The row is both in the file and on the server, but field values differ.',
      field: 'Field',
      ours: 'In the file',
      theirs: 'On the server',
      cut: 'The first {{limit}} are shown.',
      notJson:
        '“{{name}}” does not look like a stock upload: {{message}}. Choose the JSON file that was sent to the operator.',
      empty: '(empty)',
    },
    dispersion: {
      intro:
        'The operator hides rows with suspiciously low retail prices from public display (usually caused by a wrong product link). They are listed on the “price dispersion” page.',
      open: 'Open the operator’s dispersion page',
      opened: 'The page is open in the browser.',
      notOpened: 'In this mode the app cannot open a browser. Copy the address into the browser yourself: {{url}}',
      testFirst:
        'The page opens once the connection test of this store has succeeded: press “Test connection” under Stores. After the addresses or the password change, test again.',
      refused: {
        'not-tested':
          'The page was not opened: the connection to this store has not been tested successfully since its addresses or password last changed. Test the connection under Stores and try again.',
        'not-https':
          'The page was not opened: this store’s API address is not secure (not https). Only https operator pages open in the browser.',
        sandbox: 'The built-in sandbox’s page is shown inside the app, not in the browser.',
      },
      sandboxIntro:
        'The built-in sandbox serves this page unencrypted on this PC, so the app does not send the browser there; it shows the page’s rows here instead.',
      show: 'Show the sandbox rows',
      refresh: 'Refresh',
      none: 'No rows with an abnormally low price.',
    },
    errors: {
      'no-snapshot': 'Get the stock from the server first.',
    },
  },
);
