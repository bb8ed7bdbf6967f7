import { defineCliStrings, type P } from './define-cli-strings';

/** `pharmex stocks …`: reading back and deleting the operator's stock. */
export const stocksStrings = defineCliStrings(
  {
    pulled: ((p) => `С сервера получено записей: ${p.rows} (загруженных с ${p.since}). Снимок сохранён ${p.at}.`) as P<{
      rows: number;
      since: string;
      at: string;
    }>,
    withoutPrtId: ((p) => `Без кода партии (prtId): ${p.n} — их нельзя сверить по коду партии.`) as P<{ n: number }>,
    summary: ((p) => `ЖНВЛП: ${p.gnvls}; с нулевым количеством: ${p.zero}.`) as P<{ gnvls: number; zero: number }>,
    byTag: ((p) => `Пометки: ${p.text}`) as P<{ text: string }>,
    tags: ['обычный', 'срок годности истекает', 'уценён', 'повреждена упаковка'],
    tagNone: 'без пометки',
    deleteConfirm: ((p) =>
      `Удалить ВСЕ остатки магазина «${p.name}» у оператора? После этого до полной выгрузки изменения не принимаются.`) as P<{
      name: string;
    }>,
    deleted: ((p) =>
      `Все остатки магазина «${p.name}» удалены у оператора. Следующая выгрузка — только полная (--full).`) as P<{
      name: string;
    }>,
  },
  {
    pulled: (p) => `Records received from the server: ${p.rows} (loaded since ${p.since}). Snapshot saved at ${p.at}.`,
    withoutPrtId: (p) => `Without a batch code (prtId): ${p.n}; they cannot be matched by batch code.`,
    summary: (p) => `Price-regulated: ${p.gnvls}; with zero quantity: ${p.zero}.`,
    byTag: (p) => `Marks: ${p.text}`,
    tags: ['normal', 'near expiry', 'marked down', 'damaged package'],
    tagNone: 'no mark',
    deleteConfirm: (p) =>
      `Delete ALL stock of store "${p.name}" on the operator's side? Changes are refused afterwards until a full upload.`,
    deleted: (p) =>
      `All stock of store "${p.name}" was deleted on the operator's side. The next upload must be a full one (--full).`,
  },
);
