import { defineCliStrings, type P } from './define-cli-strings';

/** Texts of the dictionary check (preflight) in `validate`. */
export interface PreflightStrings {
  title: P<{ name: string }>;
  none: string;
  counts: P<{ error: number; warning: number; info: number; rows: number }>;
  rejection: string;
  skipped: P<{ dictionary: string; reason: string; sync: string }>;
  dictionaries: Record<string, string>;
  reasons: Record<string, string>;
  age: P<{ days: number; max: number }>;
  syncNow: string;
  syncLater: P<{ at: string }>;
  line: P<{ severity: string; where: string; text: string }>;
  where: P<{ row: number | null; prtId: string | null; field: string | null; product: string }>;
  product: P<{ nnt: number | null }>;
  more: P<{ n: number; next: number }>;
  skippedFlag: string;
  failed: string;
}

/** The dictionary check (preflight) in `validate` and `upload`. */
export const preflightStrings = defineCliStrings(
  {
    title: (p) => `Проверка по справочникам оператора (магазин «${p.name}»):`,
    none: '  замечаний нет',
    counts: (p) =>
      `  ошибок: ${p.error}, предупреждений: ${p.warning}, к сведению: ${p.info} (строк в файле: ${p.rows})`,
    rejection:
      '  Оператор, скорее всего, отклонит этот пакет после обработки (статус 3): исправьте ошибки перед отправкой.',
    skipped: (p) => `  Не проверено (${p.dictionary}): ${p.reason}.${p.sync}`,
    dictionaries: { goods: 'справочник товаров', goods_links: 'привязки товаров магазина' } as Record<string, string>,
    reasons: {
      'never-synced': 'справочник ещё не загружался',
      incomplete: 'загрузка справочника не завершена',
      stale: 'справочник устарел',
    } as Record<string, string>,
    age: (p) => ` (загружен ${p.days} дн. назад, допускается ${p.max})`,
    syncNow: ' Загрузите справочники: pharmex dict sync',
    syncLater: (p) =>
      ` Оператор просит загружать его не чаще раза в день: следующая загрузка после ${p.at} (или pharmex dict sync --force).`,
    line: (p) => `  ${p.severity}  ${p.where}: ${p.text}`,
    where: (p) =>
      [
        p.row ? `строка ${p.row}` : 'весь пакет',
        p.prtId ? `партия ${p.prtId}` : '',
        p.field ? `поле ${p.field}` : '',
        p.product,
      ]
        .filter(Boolean)
        .join(', '),
    product: (p) => `nnt ${p.nnt}`,
    more: (p) => `  … и ещё ${p.n}. Показать больше: --limit ${p.next}`,
    skippedFlag: 'Проверка по справочникам пропущена (--no-preflight).',
    failed: 'Оператор отклонит файл: исправьте ошибки в учётной программе и выгрузите файл заново.',
  } as PreflightStrings,
  {
    title: (p) => `Check against the operator's dictionaries (store "${p.name}"):`,
    none: '  nothing found',
    counts: (p) => `  errors: ${p.error}, warnings: ${p.warning}, notes: ${p.info} (rows in the file: ${p.rows})`,
    rejection:
      '  The operator will most likely reject this package after processing (status 3): fix the errors before sending.',
    skipped: (p) => `  Not checked (${p.dictionary}): ${p.reason}.${p.sync}`,
    dictionaries: { goods: 'goods dictionary', goods_links: "the store's product links" },
    reasons: {
      'never-synced': 'never downloaded',
      incomplete: 'the download did not finish',
      stale: 'out of date',
    },
    age: (p) => ` (downloaded ${p.days} days ago, ${p.max} allowed)`,
    syncNow: ' Download the dictionaries: pharmex dict sync',
    syncLater: (p) =>
      ` The operator asks for it at most once a day: next download after ${p.at} (or pharmex dict sync --force).`,
    line: (p) => `  ${p.severity}  ${p.where}: ${p.text}`,
    where: (p) =>
      [
        p.row ? `row ${p.row}` : 'whole package',
        p.prtId ? `batch ${p.prtId}` : '',
        p.field ? `field ${p.field}` : '',
        p.product,
      ]
        .filter(Boolean)
        .join(', '),
    product: (p) => `nnt ${p.nnt}`,
    more: (p) => `  … and ${p.n} more. Show more: --limit ${p.next}`,
    skippedFlag: 'The dictionary check was skipped (--no-preflight).',
    failed: 'The operator will reject the file: fix the errors in the pharmacy system and export the file again.',
  },
);
