import { defineStrings } from './define-strings';

/** Counted nouns in their plural forms (one/few/many, + other for fractions): `t('counts.records', { count })`. */
export const countWording = defineStrings(
  {
    records_one: '{{count, number}} запись',
    records_few: '{{count, number}} записи',
    records_many: '{{count, number}} записей',
    records_other: '{{count, number}} записи',
  },
  {
    records_one: '{{count, number}} record',
    records_few: '{{count, number}} records',
    records_many: '{{count, number}} records',
    records_other: '{{count, number}} records',
  },
);
