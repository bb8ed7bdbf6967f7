import { defineStrings } from './define-strings';

/**
 * The operator-code findings of an imported list (the codes step), worded from their facts: the
 * row's pharmacy code and barcode, the two products a conflict names (codes, dictionary names,
 * the prices this store had for them) — for the screen and the CLI alike.
 */
export const codeFindingWording = defineStrings(
  {
    'code-not-found':
      'код оператора (nnt) не найден ни в файле, ни в связях аптеки (код аптеки «{{sku}}»), ни по штрихкоду («{{barcode}}»), ни среди подтверждённых вами — выберите товар на шаге кодов (или командой pharmex links suggest) или попросите оператора добавить связь',
    'code-conflict':
      'связь аптеки указывает на товар nnt {{linkNnt}}, а штрихкод — на nnt {{barcodeNnt}}; взят товар по связи аптеки, пока вы не выберете другой',
    'code-conflict_named':
      'связь аптеки указывает на «{{linkName}}» (nnt {{linkNnt}}), а штрихкод — на «{{barcodeName}}» (nnt {{barcodeNnt}}); взят товар по связи аптеки, пока вы не выберете другой',
    'code-conflict_priced':
      'связь аптеки указывает на «{{linkName}}» (nnt {{linkNnt}}, у аптеки по {{linkPrice, number(minimumFractionDigits: 2)}} ₽), а штрихкод — на «{{barcodeName}}» (nnt {{barcodeNnt}}, по {{barcodePrice, number(minimumFractionDigits: 2)}} ₽); цена в строке — {{rowPrice, number(minimumFractionDigits: 2)}} ₽; взят товар по связи аптеки, пока вы не выберете другой',
  },
  {
    'code-not-found':
      'no operator code (nnt) in the file, the store links (pharmacy code “{{sku}}”), the barcodes (“{{barcode}}”) or your confirmations — choose the product in the codes step (or with pharmex links suggest), or ask the operator to add the link',
    'code-conflict':
      'the store link names product nnt {{linkNnt}}, the barcode names nnt {{barcodeNnt}}; the store link is used until you choose otherwise',
    'code-conflict_named':
      'the store link names “{{linkName}}” (nnt {{linkNnt}}), the barcode names “{{barcodeName}}” (nnt {{barcodeNnt}}); the store link is used until you choose otherwise',
    'code-conflict_priced':
      'the store link names “{{linkName}}” (nnt {{linkNnt}}, sold here at {{linkPrice, number(minimumFractionDigits: 2)}} ₽), the barcode names “{{barcodeName}}” (nnt {{barcodeNnt}}, at {{barcodePrice, number(minimumFractionDigits: 2)}} ₽); the row’s price is {{rowPrice, number(minimumFractionDigits: 2)}} ₽; the store link is used until you choose otherwise',
  },
);
