import type { TFunction } from 'i18next';
import type { StatusSummary } from '@shared/ipc/channels/app';
import type { SecretState } from '@shared/ipc/channels/profiles';
import { formatMoscowLocalized, moscowDayNumber } from '@shared/time/moscow-time';
import { runtimeKey } from '../i18n/runtime-key';
import { localeOf } from '../ui/format';

/** One fact of the status bar: a stable id (tests, styling), a tone and its words. */
export interface StatusItem {
  id: 'window' | 'full' | 'changes' | 'token' | 'dict';
  tone: 'good' | 'warn' | 'bad' | 'neutral';
  text: string;
  /** The longer explanation, shown as a tooltip. */
  title?: string;
}

/** `3 ч 12 мин` / `4 мин`: whole minutes until `toMs`, rounded up, so "opens in 0 min" never shows early. */
export function formatLeft(t: TFunction, fromMs: number, toMs: number): string {
  const minutes = Math.max(1, Math.ceil((toMs - fromMs) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? t('status.duration.hours', { h, m }) : t('status.duration.minutes', { m });
}

/** Moscow time of an instant; with the date when it is not on the Moscow day of `nowMs`. */
function moscow(iso: string, nowMs: number, language: string): string {
  const at = new Date(iso);
  return formatMoscowLocalized(at, localeOf(language), moscowDayNumber(at) !== moscowDayNumber(new Date(nowMs)));
}

const lowerFirst = (text: string, language: string) => text.charAt(0).toLocaleLowerCase(language) + text.slice(1);

/**
 * The status bar's facts at `nowMs` (core's clock, ticking in the renderer): the words are
 * computed from the instants core gave, so "opens in 3 h 12 min" counts down between fetches.
 */
export function statusItems(
  summary: StatusSummary,
  nowMs: number,
  t: TFunction,
  language: string,
  secret: SecretState | undefined,
): StatusItem[] {
  const at = (iso: string) => moscow(iso, nowMs, language);
  const items: StatusItem[] = [];

  const w = summary.fullWindow;
  items.push(
    w.open
      ? {
          id: 'window',
          tone: 'good',
          text: t('status.window.open', { end: w.end, left: formatLeft(t, nowMs, Date.parse(w.closesAt)) }),
        }
      : {
          id: 'window',
          tone: 'neutral',
          text: t('status.window.closed', { start: w.start, left: formatLeft(t, nowMs, Date.parse(w.opensAt)) }),
        },
  );

  const full = summary.todayFull;
  // A full upload the operator refused today does not count as today's (another may be sent), but
  // it was sent: "not sent today" would be untrue beside it.
  const refused = summary.todayRefusedFull;
  items.push(
    full
      ? {
          id: 'full',
          tone: full.outcome === 'processed' ? 'good' : full.outcome === 'processing-error' ? 'bad' : 'warn',
          text: t('status.full.sent', {
            outcome: lowerFirst(t(`outcomes.badge.${full.outcome}`), language),
            time: at(full.startedAt),
          }),
        }
      : refused
        ? { id: 'full', tone: 'bad', text: t('status.full.refused', { time: at(refused.startedAt) }) }
        : { id: 'full', tone: w.open ? 'warn' : 'neutral', text: t('status.full.none') },
  );

  const changes = summary.changes;
  if (changes.blockedSinceDelete) items.push({ id: 'changes', tone: 'bad', text: t('status.changes.blocked') });
  else if (changes.allowedAt && Date.parse(changes.allowedAt) > nowMs)
    items.push({
      id: 'changes',
      tone: 'neutral',
      text: t('status.changes.at', {
        left: formatLeft(t, nowMs, Date.parse(changes.allowedAt)),
        time: at(changes.allowedAt),
      }),
    });
  else items.push({ id: 'changes', tone: 'good', text: t('status.changes.now') });

  items.push(tokenItem(summary, nowMs, t, at, secret));

  const d = summary.dictionaries;
  if (d.running) items.push({ id: 'dict', tone: 'neutral', text: t('status.dict.running') });
  else if (d.loaded === 0) items.push({ id: 'dict', tone: 'warn', text: t('status.dict.none') });
  else {
    const text = t('status.dict.fresh', {
      loaded: d.loaded,
      total: d.total,
      when: d.oldestSyncAt ? at(d.oldestSyncAt) : '—',
    });
    items.push({
      id: 'dict',
      tone: d.failed > 0 || d.loaded < d.total ? 'warn' : 'good',
      text: d.failed > 0 ? `${text}; ${t('status.dict.failed', { count: d.failed })}` : text,
    });
  }
  return items;
}

function tokenItem(
  summary: StatusSummary,
  nowMs: number,
  t: TFunction,
  at: (iso: string) => string,
  secret: SecretState | undefined,
): StatusItem {
  const token = summary.token;
  if (token.state === 'valid' && token.expiresAt && Date.parse(token.expiresAt) > nowMs)
    return { id: 'token', tone: 'good', text: t('status.token.valid', { time: at(token.expiresAt) }) };
  if (token.state === 'failed')
    return {
      id: 'token',
      tone: 'bad',
      // The reason in words, never the raw code: the tooltip says what to do.
      text:
        token.errorCode === 'invalid-client' || token.errorCode === 'network'
          ? t(`status.token.failed-${token.errorCode}`)
          : t('status.token.failed'),
      title: token.errorCode
        ? t(runtimeKey(`errors.${token.errorCode}`), { message: '', defaultValue: token.errorCode })
        : undefined,
    };
  // Without a token in hand, the password is what decides whether one can be had.
  if (secret === 'missing' || secret === 'keychain-locked' || secret === 'keychain-unavailable')
    return { id: 'token', tone: 'bad', text: t(`status.token.${secret}`) };
  if (token.state === 'valid' || token.state === 'expired')
    return { id: 'token', tone: 'neutral', text: t('status.token.expired') };
  return {
    id: 'token',
    tone: 'neutral',
    text: secret === 'built-in' ? t('status.token.built-in') : t('status.token.none'),
  };
}
