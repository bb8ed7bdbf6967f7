import { defineCliStrings, type P } from './define-cli-strings';

/** `pharmex status`: a package's status and its ledger line. */
export const statusStrings = defineCliStrings(
  {
    notInLedger: ((p) =>
      `Пакета нет в журнале выгрузок этого компьютера; спрашиваю сервер магазина «${p.name}».`) as P<{ name: string }>,
    ledgerLine: ((p) => `Выгрузка №${p.id}: ${p.kind}, магазин «${p.store}», файл ${p.file}, отправлена ${p.at}`) as P<{
      id: number;
      kind: string;
      store: string;
      file: string;
      at: string;
    }>,
    sandboxNote:
      'Встроенная песочница живёт внутри каждого запуска pharmex: о пакетах из прошлых запусков она не знает.',
  },
  {
    notInLedger: (p) => `This package is not in this PC's upload ledger; asking the server of store "${p.name}".`,
    ledgerLine: (p) => `Upload #${p.id}: ${p.kind}, store "${p.store}", file ${p.file}, sent ${p.at}`,
    sandboxNote: 'The built-in sandbox lives inside each pharmex run: it knows nothing of packages from earlier runs.',
  },
);
