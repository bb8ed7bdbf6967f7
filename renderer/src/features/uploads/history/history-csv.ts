import type { TFunction } from 'i18next';
import { defuseCsvCell } from '@shared/csv/defuse-cell';
import type { UploadHistoryFilter, UploadHistoryItem } from '@shared/ipc/channels/upload-history';
import { invoke } from '@renderer/lib/ipc';
import { formatMoscowSpreadsheet } from '@shared/time/moscow-time';
import { formatNumber, moscowLabel } from '@renderer/ui/format';
import type { HistorySortState } from './history-filter';

/** Rows fetched per request while exporting (the channel's page limit). */
const PAGE = 1000;

/** Every upload matching the filter, in the list's order, a page at a time. */
export async function fetchAllHistory(
  filter: UploadHistoryFilter,
  sort: HistorySortState,
): Promise<UploadHistoryItem[]> {
  const items: UploadHistoryItem[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await invoke('uploads:history', { ...filter, sort: sort.by, desc: sort.desc, offset, limit: PAGE });
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0) return items;
  }
}

/**
 * The list as CSV for Excel in Russia: `;` between fields (a comma is the decimal separator there),
 * a UTF-8 byte order mark so Excel reads Cyrillic, numbers in the chosen language's notation, and
 * times on the operator's Moscow clock as Russian Excel reads a date-time ("27.11.2026 01:52"; the
 * header names the zone), never re-read in the PC's zone. Store and file names are the user's: a
 * cell Excel would run as a formula is defused.
 */
export async function historyCsv(
  items: readonly UploadHistoryItem[],
  storeName: (profileId: number) => string,
  t: TFunction,
  language: string,
): Promise<string> {
  // papaparse is loaded only when a CSV is made: the first screen does not carry it.
  const { default: Papa } = await import('papaparse');
  const header = [
    `${t('uploads.history.started')}, ${moscowLabel(language)}`,
    t('uploadHistory.store'),
    t('uploads.history.kind'),
    t('uploads.history.file'),
    t('uploads.history.rows'),
    t('uploads.history.outcome'),
    t('uploads.detail.facts.httpStatus'),
    t('uploads.detail.facts.messageId'),
    t('uploadHistory.minutes'),
    t('uploads.detail.facts.checksum'),
  ];
  const rows = items.map((u) =>
    [
      formatMoscowSpreadsheet(new Date(u.startedAt)),
      storeName(u.profileId),
      t(`uploads.kinds.${u.kind}`),
      u.fileName ?? '',
      u.rows === null ? '' : String(u.rows),
      t(`outcomes.badge.${u.outcome}`),
      u.httpStatus === null ? '' : String(u.httpStatus),
      u.messageId ?? '',
      u.minutesToProcessed === null ? '' : formatNumber(u.minutesToProcessed, language, 1),
      u.sha256 ?? '',
    ].map(defuseCsvCell),
  );
  return `\uFEFF${Papa.unparse([header, ...rows], { delimiter: ';', newline: '\r\n' })}\r\n`;
}
