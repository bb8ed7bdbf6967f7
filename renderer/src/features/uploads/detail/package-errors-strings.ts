import { defineStrings } from '@renderer/i18n/define-strings';
import { packageErrorWording } from '@shared/i18n/package-error-wording';
import { stockFieldLabels } from '@shared/protocol/stock-fields';

/** Strings of the package error table (i18n key prefix `packageErrors.`): reasons, value kinds, field names. */
export const packageErrorsStrings = defineStrings(
  {
    errorsTable: {
      filter: 'Показать',
      allFields: 'все поля ({{count}})',
      fieldOption: '{{field}} — {{label}} ({{count}})',
      fieldOnlyOption: '{{field}} ({{count}})',
      record: 'Запись №',
      prtId: 'Код партии (prtId)',
      product: 'Товар',
      field: 'Поле',
      problem: 'Что не так',
      where: 'Где в файле',
      whereValue: 'строка {{line}}, символ {{position}}',
      value: 'Значение в файле: {{value}}',
      loadingRow: 'Загружаем…',
      warning: 'Предупреждение',
      package: 'весь файл',
    },
    reasons: packageErrorWording.ru.reasons,
    types: packageErrorWording.ru.types,
    actualTypes: packageErrorWording.ru.actualTypes,
    fields: {
      // The 24 stock fields are named in shared/protocol/stock-fields.ts.
      ...stockFieldLabels('ru'),
      date: 'дата выгрузки',
      stocks: 'список остатков',
      unknown: 'неизвестное поле',
    },
  },
  {
    errorsTable: {
      filter: 'Show',
      allFields: 'all fields ({{count}})',
      fieldOption: '{{field}} — {{label}} ({{count}})',
      fieldOnlyOption: '{{field}} ({{count}})',
      record: 'Record #',
      prtId: 'Batch code (prtId)',
      product: 'Product',
      field: 'Field',
      problem: 'What is wrong',
      where: 'Where in the file',
      whereValue: 'line {{line}}, character {{position}}',
      value: 'Value in the file: {{value}}',
      loadingRow: 'Loading…',
      warning: 'Warning',
      package: 'whole file',
    },
    reasons: packageErrorWording.en.reasons,
    types: packageErrorWording.en.types,
    actualTypes: packageErrorWording.en.actualTypes,
    fields: {
      // The 24 stock fields are named in shared/protocol/stock-fields.ts.
      ...stockFieldLabels('en'),
      date: 'export date',
      stocks: 'stock list',
      unknown: 'unknown field',
    },
  },
);
