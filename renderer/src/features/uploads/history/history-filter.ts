import type { UploadHistoryFilter, UploadHistorySort } from '@shared/ipc/channels/upload-history';
import type { UploadKind, UploadOutcome } from '@shared/ipc/channels/uploads';

/** The history's filters as the form holds them (what the manager typed or chose, kept as typed). */
export interface HistoryForm {
  /** `current`: the store picked in the shell; `all`; or one profile id. */
  store: 'current' | 'all' | number;
  kind: UploadKind | '';
  outcome: UploadOutcome | '';
  /** `YYYY-MM-DD` from a date input, or ''. */
  from: string;
  to: string;
  search: string;
}

export const emptyHistoryForm: HistoryForm = { store: 'current', kind: '', outcome: '', from: '', to: '', search: '' };

export interface HistorySortState {
  by: UploadHistorySort;
  desc: boolean;
}

/** The start of a calendar day on this PC's clock (the times in the list are this PC's too). */
function localDayStart(day: string, plusDays = 0): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays).toISOString();
}

/** True when both dates are set and "from" is after "to" (the form says so instead of showing nothing). */
export function rangeIsReversed(form: HistoryForm): boolean {
  return form.from !== '' && form.to !== '' && form.from > form.to;
}

/** The form as core's filter: the "to" day is inclusive, so the bound is the next day's start. */
export function toHistoryFilter(form: HistoryForm, currentProfileId: number | undefined): UploadHistoryFilter {
  const profileIds =
    form.store === 'all'
      ? undefined
      : form.store === 'current'
        ? currentProfileId
          ? [currentProfileId]
          : []
        : [form.store];
  const search = form.search.trim();
  return {
    profileIds,
    kinds: form.kind ? [form.kind] : undefined,
    outcomes: form.outcome ? [form.outcome] : undefined,
    from: localDayStart(form.from),
    to: localDayStart(form.to, 1),
    search: search === '' ? undefined : search,
  };
}

/** Whether any filter narrows the list (then an empty list means "nothing matches", not "nothing yet"). */
export function isFiltered(form: HistoryForm): boolean {
  return form.kind !== '' || form.outcome !== '' || form.from !== '' || form.to !== '' || form.search.trim() !== '';
}
