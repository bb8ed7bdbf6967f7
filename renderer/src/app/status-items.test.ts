import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatusSummary } from '@shared/ipc/channels/app';
import { ruResources } from '../i18n';
import { statusItems } from './status-items';

const msk = (wallClock: string) => new Date(`${wallClock}+03:00`).toISOString();

const summary = (fields: Partial<StatusSummary> = {}): StatusSummary => ({
  now: msk('2026-11-23T02:03:00'),
  validUntil: msk('2026-11-23T05:15:00'),
  fullWindow: {
    open: false,
    start: '05:15',
    end: '08:45',
    opensAt: msk('2026-11-23T05:15:00'),
    closesAt: msk('2026-11-23T08:45:00'),
  },
  todayFull: null,
  todayRefusedFull: null,
  lastUpload: null,
  changes: { allowedAt: null, blockedSinceDelete: null },
  token: { state: 'none', expiresAt: null, errorCode: null },
  lastCheck: null,
  dictionaries: {
    total: 24,
    loaded: 0,
    failed: 0,
    oldestSyncAt: null,
    running: false,
    goodsSyncedToday: false,
    goodsNextAllowedAt: null,
  },
  ...fields,
});

let t: TFunction;
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({ lng: 'ru', resources: { ru: { translation: ruResources } } });
  t = i18n.t;
});

const text = (items: ReturnType<typeof statusItems>, id: string) => items.find((i) => i.id === id)?.text;

describe('status bar words', () => {
  it('counts down to the window and says until when it is open, as the clock ticks', () => {
    const s = summary();
    expect(text(statusItems(s, Date.parse(msk('2026-11-23T02:03:00')), t, 'ru', 'built-in'), 'window')).toBe(
      'Окно полной выгрузки откроется через 3 ч 12 мин (в 05:15 МСК)',
    );
    // A minute later, with no refetch, the count has moved on.
    expect(text(statusItems(s, Date.parse(msk('2026-11-23T05:10:30')), t, 'ru', 'built-in'), 'window')).toBe(
      'Окно полной выгрузки откроется через 5 мин (в 05:15 МСК)',
    );
    const open = summary({ fullWindow: { ...s.fullWindow, open: true, opensAt: msk('2026-11-24T05:15:00') } });
    expect(text(statusItems(open, Date.parse(msk('2026-11-23T06:00:00')), t, 'ru', 'built-in'), 'window')).toBe(
      'Окно полной выгрузки открыто до 08:45 МСК (ещё 2 ч 45 мин)',
    );
  });

  it("names today's full upload and its outcome, and when changes may go", () => {
    const now = Date.parse(msk('2026-11-23T07:00:00'));
    const items = statusItems(
      summary({
        todayFull: { uploadId: 3, outcome: 'processed', startedAt: msk('2026-11-23T06:10:00'), statusId: 2 },
        changes: { allowedAt: msk('2026-11-23T07:04:00'), blockedSinceDelete: null },
      }),
      now,
      t,
      'ru',
      'built-in',
    );
    expect(text(items, 'full')).toBe('Полная выгрузка сегодня: обработана (06:10 МСК)');
    expect(text(items, 'changes')).toBe('Изменения — через 4 мин (в 07:04 МСК)');
    // English times are 24-hour too (en-GB), never "04:10 PM" beside the Russian "16:10".
    const afternoon = summary({
      todayFull: { uploadId: 3, outcome: 'processed', startedAt: msk('2026-11-23T16:10:00'), statusId: 2 },
    });
    expect(text(statusItems(afternoon, now, t, 'en', 'built-in'), 'full')).toContain('(16:10');
    expect(text(statusItems(summary(), now, t, 'ru', 'built-in'), 'full')).toBe(
      'Полная выгрузка сегодня не отправлялась',
    );
  });

  it('says a full upload refused today was sent and refused, not "not sent"', () => {
    const now = Date.parse(msk('2026-11-23T07:00:00'));
    const refused = summary({ todayRefusedFull: { uploadId: 4, startedAt: msk('2026-11-23T06:00:00') } });
    const item = statusItems(refused, now, t, 'ru', 'built-in').find((i) => i.id === 'full')!;
    expect(item.text).toBe('Полная выгрузка сегодня отклонена оператором (06:00 МСК) — исправленную можно отправить');
    expect(item.tone).toBe('bad');
  });

  it('says what the token hinges on: a missing password outranks "not requested yet"', () => {
    const now = Date.parse(msk('2026-11-23T07:00:00'));
    expect(text(statusItems(summary(), now, t, 'ru', 'missing'), 'token')).toBe(
      'Нет пароля аптеки — откройте «Аптеки»',
    );
    const valid = summary({ token: { state: 'valid', expiresAt: msk('2026-11-23T07:30:00'), errorCode: null } });
    expect(text(statusItems(valid, now, t, 'ru', 'stored'), 'token')).toBe('Токен действует до 07:30 МСК');
    // Past its expiry between fetches: no longer claimed valid.
    expect(text(statusItems(valid, Date.parse(msk('2026-11-23T07:31:00')), t, 'ru', 'stored'), 'token')).toBe(
      'Токен истёк — будет получен при следующем запросе',
    );
  });
});
