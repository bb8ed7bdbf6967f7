import { defineStrings } from '../i18n/define-strings';

/** Strings of the status bar (i18n key prefix `status.`). Times are Moscow time, labelled МСК / MSK. */
export const statusStrings = defineStrings(
  {
    label: 'Состояние аптеки',
    clock: '{{time}} МСК',
    clockTitle: 'Московское время — по нему оператор считает окно и день полной выгрузки',
    loading: 'Состояние загружается…',
    unavailable: 'Состояние недоступно: {{reason}}',
    duration: {
      minutes: '{{m}} мин',
      hours: '{{h}} ч {{m}} мин',
    },
    window: {
      open: 'Окно полной выгрузки открыто до {{end}} МСК (ещё {{left}})',
      closed: 'Окно полной выгрузки откроется через {{left}} (в {{start}} МСК)',
    },
    full: {
      none: 'Полная выгрузка сегодня не отправлялась',
      refused: 'Полная выгрузка сегодня отклонена оператором ({{time}} МСК) — исправленную можно отправить',
      sent: 'Полная выгрузка сегодня: {{outcome}} ({{time}} МСК)',
    },
    changes: {
      now: 'Изменения можно отправлять',
      at: 'Изменения — через {{left}} (в {{time}} МСК)',
      blocked: 'Изменения не принимаются: остатки удалены — сначала полная выгрузка',
    },
    token: {
      'built-in': 'Песочница: пароль встроен',
      missing: 'Нет пароля аптеки — откройте «Аптеки»',
      'keychain-locked': 'Хранилище паролей заблокировано',
      'keychain-unavailable': 'Хранилище паролей недоступно',
      none: 'Токен ещё не запрашивался',
      valid: 'Токен действует до {{time}} МСК',
      expired: 'Токен истёк — будет получен при следующем запросе',
      failed: 'Токен не получен',
      'failed-invalid-client': 'Токен не получен: оператор не принял пароль',
      'failed-network': 'Токен не получен: нет связи с оператором',
    },
    dict: {
      none: 'Справочники не загружены',
      fresh: 'Справочники: {{loaded}} из {{total}}, обновлены {{when}}',
      failed: 'сбоев: {{count}}',
      running: 'Справочники обновляются…',
      sync: 'Синхронизировать',
      syncTitleGoods:
        'Товары и связи уже обновлены сегодня — оператор просит не чаще раза в день; они обновятся после {{time}} МСК, остальные — сейчас',
      syncTitle: 'Загрузить изменения всех справочников',
      started: 'Обновление справочников запущено',
      nothing: 'Обновлять нечего: товары и связи — после {{time}} МСК',
    },
  },
  {
    label: 'Store status',
    clock: '{{time}} MSK',
    clockTitle: 'Moscow time — the operator counts the full-upload window and day by it',
    loading: 'Loading the status…',
    unavailable: 'Status unavailable: {{reason}}',
    duration: {
      minutes: '{{m}} min',
      hours: '{{h}} h {{m}} min',
    },
    window: {
      open: 'Full-upload window open until {{end}} MSK ({{left}} left)',
      closed: 'Full-upload window opens in {{left}} (at {{start}} MSK)',
    },
    full: {
      none: 'No full upload sent today',
      refused: 'Today’s full upload was refused by the operator ({{time}} MSK) — a corrected one can be sent',
      sent: 'Today’s full upload: {{outcome}} ({{time}} MSK)',
    },
    changes: {
      now: 'Changes can be sent now',
      at: 'Changes — in {{left}} (at {{time}} MSK)',
      blocked: 'Changes refused: the stock was deleted — send a full upload first',
    },
    token: {
      'built-in': 'Sandbox: built-in password',
      missing: 'No store password — open “Stores”',
      'keychain-locked': 'The password store is locked',
      'keychain-unavailable': 'The password store is unavailable',
      none: 'No token requested yet',
      valid: 'Token valid until {{time}} MSK',
      expired: 'Token expired — a new one is fetched on the next request',
      failed: 'No token',
      'failed-invalid-client': 'No token: the operator refused the password',
      'failed-network': 'No token: no connection to the operator',
    },
    dict: {
      none: 'Dictionaries not loaded',
      fresh: 'Dictionaries: {{loaded}} of {{total}}, updated {{when}}',
      failed: 'failures: {{count}}',
      running: 'Dictionaries are updating…',
      sync: 'Sync now',
      syncTitleGoods:
        'Goods and goods links were updated today — the operator asks for once a day; they update after {{time}} MSK, the rest now',
      syncTitle: 'Fetch the changes of every dictionary',
      started: 'Dictionary update started',
      nothing: 'Nothing to update: goods and goods links after {{time}} MSK',
    },
  },
);
