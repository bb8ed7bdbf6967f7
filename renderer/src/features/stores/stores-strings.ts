import { defineStrings } from '../../i18n/define-strings';

/** Strings of the stores screen (i18n key prefix `stores.`). */
export const storesStrings = defineStrings(
  {
    title: 'Аптеки',
    empty: 'Аптек пока нет.',
    sandboxBadge: 'Песочница',
    sandboxHint: 'Встроенная учебная аптека: можно попробовать всё без учётных данных оператора.',
    storeId: 'Идентификатор аптеки',
    address: 'Адрес сервиса',
    embedded: 'встроенный эмулятор оператора',
  },
  {
    title: 'Stores',
    empty: 'No stores yet.',
    sandboxBadge: 'Sandbox',
    sandboxHint: 'The built-in practice store: try everything without operator credentials.',
    storeId: 'Store ID',
    address: 'Service address',
    embedded: 'built-in operator emulator',
  },
);
