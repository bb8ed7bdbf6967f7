import { defineCliStrings, type P } from './define-cli-strings';

/** Errors of any command, by error code. */
export const errorsStrings = defineCliStrings(
  {
    prefix: 'Ошибка: ',
    details: 'Подробности: ',
    coreText: 'Текст ядра (англ.), для техподдержки: ',
    operatorSays: ((p) => `Ответ оператора: «${p.reason}»`) as P<{ reason: string }>,
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
    coreText: 'The core’s text, for support: ',
    operatorSays: (p) => `The operator says: "${p.reason}"`,
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
