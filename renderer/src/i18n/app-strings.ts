import { defineStrings } from './define-strings';

/** App-wide strings: shell, navigation, common words and the translated error codes. */
export const appStrings = defineStrings(
  {
    app: {
      title: 'Pharmacy Exchange Desk',
      subtitle: 'Обмен данными с оператором (протокол v5)',
      language: 'Язык',
      currentStore: 'Аптека',
    },
    nav: {
      stores: 'Аптеки',
    },
    common: {
      loading: 'Загрузка…',
      retry: 'Повторить',
      cancel: 'Отмена',
      close: 'Закрыть',
      save: 'Сохранить',
      yes: 'Да',
      no: 'Нет',
    },
    errors: {
      title: 'Ошибка',
      'unknown-channel': 'Внутренняя ошибка приложения: неизвестный канал.',
      'invalid-input': 'Приложение передало некорректные данные: {{message}}',
      'forbidden-sender': 'Запрос отклонён: он пришёл не из окна приложения.',
      'invalid-output': 'Внутренняя ошибка приложения: некорректный ответ.',
      internal: 'Внутренняя ошибка: {{message}}',
      fallback: '{{message}}',
    },
  },
  {
    app: {
      title: 'Pharmacy Exchange Desk',
      subtitle: 'Data exchange with the operator (protocol v5)',
      language: 'Language',
      currentStore: 'Store',
    },
    nav: {
      stores: 'Stores',
    },
    common: {
      loading: 'Loading…',
      retry: 'Retry',
      cancel: 'Cancel',
      close: 'Close',
      save: 'Save',
      yes: 'Yes',
      no: 'No',
    },
    errors: {
      title: 'Error',
      'unknown-channel': 'Internal error: unknown channel.',
      'invalid-input': 'The app sent invalid data: {{message}}',
      'forbidden-sender': 'Request refused: it did not come from the app window.',
      'invalid-output': 'Internal error: invalid response.',
      internal: 'Internal error: {{message}}',
      fallback: '{{message}}',
    },
  },
);
