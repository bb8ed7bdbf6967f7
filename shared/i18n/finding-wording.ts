import { defineStrings } from './define-strings';

/**
 * The words of the dictionary check's findings (preflight codes, with their facts as i18next
 * parameters) and the one word per severity that the screen, the export and the CLI all use.
 */
export const findingWording = defineStrings(
  {
    severity: { error: 'Ошибка', warning: 'Предупреждение', info: 'К сведению' },
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
      'gnvls-max-not-regulated':
        'указана предельная цена {{prcGnvlsMax}}, но товар не ЖНВЛП: это поле заполняют только для ЖНВЛП',
      'nds-differs':
        'НДС {{sentNds}}% не совпадает со ставкой справочника {{dictionaryVat}}%: оператор считает по {{dictionaryVat}}%',
      'retail-zero': 'розничная цена 0 — строка попадёт на страницу дисперсии цен',
      'retail-below-purchase': 'розничная цена {{prcRet}} ниже закупочной {{prcOptNds}}',
      'retail-below-half-purchase':
        'розничная цена {{prcRet}} ниже половины закупочной {{prcOptNds}} — строка попадёт на страницу дисперсии (часто это ошибка привязки)',
      'sku-linked-elsewhere': 'код товара аптеки «{{sku}}» привязан к nnt {{linkedNnt}}, а не к {{sentNnt}}',
      'nnt-not-linked': 'у аптеки нет привязки к nnt {{nnt}}',
      expired_one:
        'срок годности истёк {{count}} день назад, а отметка tag = 0 — отметьте партию или уберите её из остатков',
      expired_few:
        'срок годности истёк {{count}} дня назад, а отметка tag = 0 — отметьте партию или уберите её из остатков',
      expired_many:
        'срок годности истёк {{count}} дней назад, а отметка tag = 0 — отметьте партию или уберите её из остатков',
      expired_other:
        'срок годности истёк {{count}} дня назад, а отметка tag = 0 — отметьте партию или уберите её из остатков',
      'near-expiry_one':
        'срок годности истекает через {{count}} день, отметка tag = 0 — поставить 1 (истекающий срок)?',
      'near-expiry_few': 'срок годности истекает через {{count}} дня, отметка tag = 0 — поставить 1 (истекающий срок)?',
      'near-expiry_many':
        'срок годности истекает через {{count}} дней, отметка tag = 0 — поставить 1 (истекающий срок)?',
      'near-expiry_other':
        'срок годности истекает через {{count}} дня, отметка tag = 0 — поставить 1 (истекающий срок)?',
    },
  },
  {
    severity: { error: 'Error', warning: 'Warning', info: 'Note' },
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
      'gnvls-max-not-regulated':
        'a maximum price {{prcGnvlsMax}} is given, but the product is not price-regulated; the field is for regulated products only',
      'nds-differs':
        "VAT {{sentNds}}% differs from the dictionary's {{dictionaryVat}}%; the operator computes with {{dictionaryVat}}%",
      'retail-zero': 'the retail price is 0; the row will appear on the dispersion page',
      'retail-below-purchase': 'the retail price {{prcRet}} is below the purchase price {{prcOptNds}}',
      'retail-below-half-purchase':
        'the retail price {{prcRet}} is below half of the purchase price {{prcOptNds}}; the row will appear on the dispersion page (often a wrong product link)',
      'sku-linked-elsewhere': 'the pharmacy code "{{sku}}" is linked to nnt {{linkedNnt}}, not to {{sentNnt}}',
      'nnt-not-linked': 'the pharmacy has no link to nnt {{nnt}}',
      expired_one: 'expired {{count}} day ago with mark tag = 0; mark the batch or remove it from stock',
      expired_few: 'expired {{count}} days ago with mark tag = 0; mark the batch or remove it from stock',
      expired_many: 'expired {{count}} days ago with mark tag = 0; mark the batch or remove it from stock',
      expired_other: 'expired {{count}} days ago with mark tag = 0; mark the batch or remove it from stock',
      'near-expiry_one': 'expires in {{count}} day with mark tag = 0; set 1 (near-expiry)?',
      'near-expiry_few': 'expires in {{count}} days with mark tag = 0; set 1 (near-expiry)?',
      'near-expiry_many': 'expires in {{count}} days with mark tag = 0; set 1 (near-expiry)?',
      'near-expiry_other': 'expires in {{count}} days with mark tag = 0; set 1 (near-expiry)?',
    },
  },
);

/** A finding's i18next parameters: its facts, plus `count` for the codes counted in days (plural forms). */
export function findingParams(facts: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const count = facts['daysAgo'] ?? facts['daysLeft'];
  return count === undefined ? { ...facts } : { ...facts, count };
}
