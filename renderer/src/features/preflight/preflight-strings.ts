import { defineStrings } from '@renderer/i18n/define-strings';
import { findingWording } from '@shared/i18n/finding-wording';

/** Strings of the dictionary check shown before sending (i18n key prefix `preflight.`). */
export const preflightStrings = defineStrings(
  {
    dictionaries: { goods: 'справочник товаров', goods_links: 'связи с кодами аптеки' },
    reasons: {
      'never-synced': 'справочник ещё не загружался',
      incomplete: 'загрузка не завершена',
      stale: 'справочник устарел',
    },
    prtId: 'Партия',
    reasonTitle: 'Партии, названные оператором:',
    reasonRow: 'запись {{row}} в отправленном файле',
    reasonRowTitle: 'Показать партию {{prtId}} в отправленном файле',
    codes: findingWording.ru.codes,
  },
  {
    dictionaries: { goods: 'goods dictionary', goods_links: "the pharmacy's product links" },
    reasons: { 'never-synced': 'never downloaded', incomplete: 'the download did not finish', stale: 'out of date' },
    prtId: 'Batch',
    reasonTitle: 'Batches the operator names:',
    reasonRow: 'record {{row}} in the file sent',
    reasonRowTitle: 'Show batch {{prtId}} in the file that was sent',
    codes: findingWording.en.codes,
  },
);
