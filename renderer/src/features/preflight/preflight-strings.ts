import { defineStrings } from '@renderer/i18n/define-strings';

/** Strings of the dictionary check shown before sending (i18n key prefix `preflight.`). */
export const preflightStrings = defineStrings(
  {
    dictionaries: { goods: 'справочник товаров', goods_links: 'привязки товаров аптеки' },
    reasons: {
      'never-synced': 'справочник ещё не загружался',
      incomplete: 'загрузка не завершена',
      stale: 'справочник устарел',
    },
    prtId: 'Партия',
    reasonTitle: 'Партии, названные оператором:',
    reasonRow: 'запись {{row}} в отправленном файле',
    reasonRowTitle: 'Показать партию {{prtId}} в отправленном файле',
    codes: {
      'unknown-nnt':
        'кода nnt {{nnt}} нет в справочнике товаров оператора — проверьте привязку товара на портале оператора',
      'unknown-share-exceeded':
        'строк с неизвестным оператору кодом nnt: {{unknownRows}} из {{rows}} ({{sharePercent}}%), а допускается не больше {{allowedPercent}}%: оператор отклонит пакет',
      'nnt-not-actual': 'код nnt {{nnt}} в справочнике больше не действует — привяжите товар к действующему коду',
      'gnvls-missing': 'товар в справочнике — ЖНВЛП, а gnvls не true: оператор требует gnvls: true',
      'gnvls-not-regulated': 'gnvls = true, но по справочнику товар не ЖНВЛП',
      'gnvls-max-missing': 'товар — ЖНВЛП, но не указана предельная цена prcGnvlsMax',
      'retail-above-gnvls-max': 'розничная цена {{prcRet}} выше предельной {{prcGnvlsMax}}',
      'gnvls-max-not-regulated': 'указана предельная цена {{prcGnvlsMax}}, но товар не ЖНВЛП',
      'nds-differs':
        'НДС {{sentNds}}% не совпадает со ставкой справочника {{dictionaryVat}}%: оператор считает по {{dictionaryVat}}%',
      'retail-zero': 'розничная цена 0 — строка попадёт на страницу дисперсии цен',
      'retail-below-purchase': 'розничная цена {{prcRet}} ниже закупочной {{prcOptNds}}',
      'retail-below-half-purchase':
        'розничная цена {{prcRet}} ниже половины закупочной {{prcOptNds}} — строка попадёт на страницу дисперсии (часто это ошибка привязки)',
      'sku-linked-elsewhere': 'код аптеки «{{sku}}» привязан к nnt {{linkedNnt}}, а не к {{sentNnt}}',
      'nnt-not-linked': 'у аптеки нет привязки к nnt {{nnt}}',
      expired: 'срок годности истёк {{daysAgo}} дн. назад, а отметка tag = 0',
      'near-expiry': 'срок годности истекает через {{daysLeft}} дн., отметка tag = 0 — поставить 1 (истекающий срок)?',
    },
  },
  {
    dictionaries: { goods: 'goods dictionary', goods_links: "the pharmacy's product links" },
    reasons: { 'never-synced': 'never downloaded', incomplete: 'the download did not finish', stale: 'out of date' },
    prtId: 'Batch',
    reasonTitle: 'Batches the operator names:',
    reasonRow: 'record {{row}} in the file sent',
    reasonRowTitle: 'Show batch {{prtId}} in the file that was sent',
    codes: {
      'unknown-nnt':
        "nnt {{nnt}} is not in the operator's goods dictionary; check the product link on the operator's portal",
      'unknown-share-exceeded':
        '{{unknownRows}} of {{rows}} rows ({{sharePercent}}%) have an nnt unknown to the operator, more than the {{allowedPercent}}% allowed: the operator will reject the package',
      'nnt-not-actual': 'nnt {{nnt}} is no longer current in the dictionary; relink the product to its current code',
      'gnvls-missing':
        'the product is price-regulated (ЖНВЛП) but gnvls is not true; the operator requires gnvls: true',
      'gnvls-not-regulated': 'gnvls is true but the dictionary says the product is not price-regulated',
      'gnvls-max-missing': 'the product is price-regulated but the maximum price prcGnvlsMax is missing',
      'retail-above-gnvls-max': 'the retail price {{prcRet}} is above the maximum {{prcGnvlsMax}}',
      'gnvls-max-not-regulated': 'a maximum price {{prcGnvlsMax}} is given, but the product is not price-regulated',
      'nds-differs':
        "VAT {{sentNds}}% differs from the dictionary's {{dictionaryVat}}%; the operator computes with {{dictionaryVat}}%",
      'retail-zero': 'the retail price is 0; the row will appear on the dispersion page',
      'retail-below-purchase': 'the retail price {{prcRet}} is below the purchase price {{prcOptNds}}',
      'retail-below-half-purchase':
        'the retail price {{prcRet}} is below half of the purchase price {{prcOptNds}}; the row will appear on the dispersion page (often a wrong product link)',
      'sku-linked-elsewhere': 'the pharmacy code "{{sku}}" is linked to nnt {{linkedNnt}}, not to {{sentNnt}}',
      'nnt-not-linked': 'the pharmacy has no link to nnt {{nnt}}',
      expired: 'expired {{daysAgo}} days ago with mark tag = 0',
      'near-expiry': 'expires in {{daysLeft}} days with mark tag = 0; set 1 (near-expiry)?',
    },
  },
);
