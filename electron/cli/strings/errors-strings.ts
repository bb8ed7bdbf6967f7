import { defineCliStrings, type P } from './define-cli-strings';

/** Errors of any command, by error code. */
export const errorsStrings = defineCliStrings(
  {
    prefix: 'Ошибка: ',
    details: 'Подробности: ',
    operatorSays: ((p) => `Ответ оператора: «${p.reason}»`) as P<{ reason: string }>,
    /** Why a chosen file was not read, by `details.reason` of a file-invalid error. */
    fileReasons: {
      binary: 'это не текстовый файл. Выберите JSON-файл, который выгрузила учётная программа.',
      'invalid-utf16':
        'файл начинается как UTF-16, но дальше повреждён — преобразовать его без потерь нельзя. Сохраните его в UTF-8.',
      'unknown-encoding':
        'файл не в UTF-8, и нельзя надёжно определить, Windows-1251 это или CP866 (DOS): преобразование могло бы исказить названия. Сохраните файл в UTF-8 и выберите его снова.',
      'invalid-utf8':
        'в файле есть байты, которые не являются UTF-8 (см. ошибки): отправить его без искажений нельзя. Сохраните файл в UTF-8.',
    } as Record<string, string>,
    codes: {
      'unknown-channel': 'внутренняя ошибка pharmex.',
      'invalid-input': 'неверные данные команды.',
      'forbidden-sender': 'внутренняя ошибка pharmex.',
      'invalid-output': 'внутренняя ошибка pharmex: неожиданный ответ ядра.',
      internal: 'непредвиденная ошибка.',
      'core-unavailable':
        'ядро приложения остановилось во время команды. Проверьте результат (pharmex status) и повторите.',
      'not-found': 'не найдено.',
      conflict: 'действие сейчас невозможно.',
      cancelled: 'действие отменено.',
      'keychain-locked':
        'связка ключей ОС заблокирована. Разблокируйте её (войдите в сеанс или откройте «Связку ключей») и повторите.',
      'keychain-unavailable':
        'связка ключей ОС недоступна. В Linux нужна служба Secret Service (gnome-keyring или KWallet) в сеансе D-Bus.',
      'secret-missing': 'для магазина не сохранён пароль. Сохраните его: pharmex secret set МАГАЗИН',
      'invalid-client':
        'оператор не принял GUID магазина или пароль. Проверьте их и сохраните пароль заново: pharmex secret set МАГАЗИН',
      'auth-failed': 'оператор не принимает токен. Проверьте пароль магазина (pharmex token МАГАЗИН).',
      forbidden: 'у магазина нет прав на это действие (HTTP 403). Обратитесь к оператору.',
      'validation-failed': 'оператор нашёл ошибки в данных.',
      'bad-request': 'оператор отклонил запрос (HTTP 400).',
      'rate-limited': 'оператор просит подождать: слишком много запросов или лимит выгрузок (HTTP 429).',
      'server-error': 'ошибка на стороне оператора (HTTP 5xx). Повторите позже; если повторяется — сообщите оператору.',
      network: 'нет связи с сервером оператора. Проверьте интернет, адрес сервера и прокси.',
      timeout: 'сервер оператора не ответил вовремя. Повторите позже.',
      'bad-response': 'сервер ответил не по протоколу. Проверьте адрес сервера (--base-url).',
      'outcome-unknown': 'неизвестно, получил ли оператор запрос.',
      'guard-rail': 'выгрузка остановлена проверкой перед отправкой.',
      'file-invalid': 'файл не подходит.',
      'invalid-field': 'неверные значения полей.',
    } as Record<string, string>,
    field: ((p) => `  ${p.field}: ${p.issue}`) as P<{ field: string; issue: string }>,
    internalHint: ((p) => `Это похоже на ошибку в программе: ошибка ${p.id}, подробности в журнале ${p.log}`) as P<{
      id: string;
      log: string;
    }>,
  },
  {
    prefix: 'Error: ',
    details: 'Details: ',
    operatorSays: (p) => `The operator says: "${p.reason}"`,
    fileReasons: {
      binary: 'this is not a text file. Choose the JSON file your pharmacy system exported.',
      'invalid-utf16':
        'the file starts as UTF-16 but is damaged further on, so it cannot be converted without loss. Save it as UTF-8.',
      'unknown-encoding':
        'the file is not in UTF-8, and whether it is Windows-1251 or CP866 (DOS) cannot be told reliably: converting it could corrupt names. Save the file as UTF-8 and choose it again.',
      'invalid-utf8':
        'the file holds bytes that are not UTF-8 (see the errors), so it cannot be sent unaltered. Save the file as UTF-8.',
    } as Record<string, string>,
    codes: {
      'unknown-channel': 'an internal error of pharmex.',
      'invalid-input': "the command's data is not valid.",
      'forbidden-sender': 'an internal error of pharmex.',
      'invalid-output': 'an internal error of pharmex: an unexpected answer of the core.',
      internal: 'an unexpected error.',
      'core-unavailable': 'the app core stopped during the command. Check the result (pharmex status) and try again.',
      'not-found': 'not found.',
      conflict: 'this cannot be done now.',
      cancelled: 'cancelled.',
      'keychain-locked': 'the OS keychain is locked. Unlock it (log in, or open the keychain app) and try again.',
      'keychain-unavailable':
        'the OS keychain is not available. On Linux a Secret Service (gnome-keyring or KWallet) must run in the D-Bus session.',
      'secret-missing': 'no password is saved for the store. Save it: pharmex secret set STORE',
      'invalid-client':
        'the operator did not accept the store GUID or password. Check them and save the password again: pharmex secret set STORE',
      'auth-failed': "the operator does not accept the token. Check the store's password (pharmex token STORE).",
      forbidden: 'the store has no rights for this (HTTP 403). Contact the operator.',
      'validation-failed': 'the operator found errors in the data.',
      'bad-request': 'the operator refused the request (HTTP 400).',
      'rate-limited': 'the operator asks to wait: too many requests or the upload limit (HTTP 429).',
      'server-error': "an error on the operator's side (HTTP 5xx). Try again later; if it persists, tell the operator.",
      network:
        "the operator's server cannot be reached. Check the internet connection, the server address and the proxy.",
      timeout: "the operator's server did not answer in time. Try again later.",
      'bad-response': 'the server did not answer as the protocol says. Check the server address (--base-url).',
      'outcome-unknown': 'it is not known whether the operator received the request.',
      'guard-rail': 'the upload was stopped by a pre-send check.',
      'file-invalid': 'the file cannot be used.',
      'invalid-field': 'some fields are not valid.',
    } as Record<string, string>,
    field: (p) => `  ${p.field}: ${p.issue}`,
    internalHint: (p) => `This looks like a bug: error ${p.id}, details in the log ${p.log}`,
  },
);
