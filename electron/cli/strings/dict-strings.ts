import { defineCliStrings, type P } from './define-cli-strings';

/** `pharmex dict …`: dictionary sync and search. */
export const dictStrings = defineCliStrings(
  {
    skipped: ((p) =>
      `«${p.name}» пропущен: сегодня уже загружался, а оператор просит не чаще раза в сутки${p.next ? ` (следующий раз — с ${p.next})` : ''}. Загрузить всё равно: --force`) as P<{
      name: string;
      next: string | null;
    }>,
    nothingStarted: 'Ничего не загружено: все выбранные справочники пропущены.',
    progress: ((p) =>
      `${p.name ? `${p.name}: ` : ''}справочник ${p.done} из ${p.total}, записей ${p.records}${p.rate ? `, ${p.rate}/с` : ''}${p.eta ? `, осталось ~${p.eta}` : ''}`) as P<{
      name: string | null;
      done: number;
      total: number;
      records: number;
      rate: string | null;
      eta: string | null;
    }>,
    indexing: 'Строим индексы и поиск…',
    done: ((p) => `Загрузка справочников завершена: записей — ${p.records}, за ${p.seconds} с.`) as P<{
      records: number;
      seconds: string;
    }>,
    headers: ['Справочник', 'Строк', 'Версия (rvInt)', 'Загружен', 'Отложено'],
    failed: ((p) =>
      `Загрузка справочников прервана. ${p.reason} Загруженное сохранено; повторите команду, чтобы продолжить.`) as P<{
      reason: string;
    }>,
    cancelled: 'Загрузка справочников отменена; загруженное сохранено.',
    searchHeaders: ['nnt', 'Название', 'Производитель', 'МНН', 'Найден по'],
    matchedBy: { nnt: 'коду nnt', barcode: 'штрихкоду', text: 'тексту' } as Record<string, string>,
    notActual: '(не актуален)',
    noResults: ((p) => `Ничего не найдено по запросу «${p.text}».`) as P<{ text: string }>,
    goodsEmpty: 'Справочник товаров ещё не загружен: pharmex dict sync goods_normalized barcodes',
    more: 'Показаны не все результаты: уточните запрос или увеличьте --limit.',
  },
  {
    skipped: (p) =>
      `"${p.name}" skipped: it was already downloaded today, and the operator asks for at most once a day${p.next ? ` (next time from ${p.next})` : ''}. Download anyway: --force`,
    nothingStarted: 'Nothing downloaded: every chosen dictionary was skipped.',
    progress: (p) =>
      `${p.name ? `${p.name}: ` : ''}dictionary ${p.done} of ${p.total}, records ${p.records}${p.rate ? `, ${p.rate}/s` : ''}${p.eta ? `, ~${p.eta} left` : ''}`,
    indexing: 'Building indexes and search…',
    done: (p) => `Dictionary download finished: ${p.records} records in ${p.seconds} s.`,
    headers: ['Dictionary', 'Rows', 'Version (rvInt)', 'Downloaded', 'Set aside'],
    failed: (p) =>
      `The dictionary download stopped. ${p.reason} What was loaded is kept; run the command again to continue.`,
    cancelled: 'The dictionary download was cancelled; what was loaded is kept.',
    searchHeaders: ['nnt', 'Name', 'Manufacturer', 'INN', 'Found by'],
    matchedBy: { nnt: 'nnt code', barcode: 'barcode', text: 'text' } as Record<string, string>,
    notActual: '(not current)',
    noResults: (p) => `Nothing found for "${p.text}".`,
    goodsEmpty: 'The goods dictionary is not downloaded yet: pharmex dict sync goods_normalized barcodes',
    more: 'Not all results are shown: refine the query or raise --limit.',
  },
);
