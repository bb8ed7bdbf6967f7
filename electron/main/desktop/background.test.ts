import { describe, expect, it } from 'vitest';
import { syncProgress, uploadStatus } from '@tests/kits/main/activity-events';
import { createActivity } from './activity';
import { createBackground, type BackgroundPorts } from './background';
import { desktopStrings } from './desktop-strings';

const status = uploadStatus;

/** Electron's Tray, Notification, dialog and app, recorded. */
function standIns(platform: NodeJS.Platform, answer = true) {
  const log: string[] = [];
  const notes: Array<{ title: string; body: string; onClick: () => void }> = [];
  const trays: Array<{ tooltip: string; items: Array<{ label: string; click: () => void }>; destroyed: boolean }> = [];
  let focused = false;
  const ports: BackgroundPorts = {
    platform,
    createTray(tooltip, items) {
      const tray = { tooltip, items, destroyed: false };
      trays.push(tray);
      return { destroy: () => void (tray.destroyed = true) };
    },
    notify: (note) => void notes.push(note),
    confirm: (box) => (log.push(`confirm: ${box.message}`), Promise.resolve(answer)),
    windowFocused: () => focused,
    showWindow: () => void log.push('show'),
    openUpload: (u) => void log.push(`open ${u.profileId}/${u.uploadId}`),
    quit: () => void log.push('quit'),
  };
  return { ports, log, notes, trays, focus: (f: boolean) => (focused = f) };
}

function setUp(platform: NodeJS.Platform, answer = true, noticeShown = false) {
  const activity = createActivity();
  const kit = standIns(platform, answer);
  let remembered = 0;
  const background = createBackground({
    ports: kit.ports,
    activity,
    strings: () => desktopStrings.ru,
    noticeShown,
    rememberNoticeShown: () => void (remembered += 1),
  });
  return { activity, background, ...kit, remembered: () => remembered };
}

describe('the app in the background', () => {
  it('quits with the window when nothing is going on', () => {
    const { background, trays, notes } = setUp('win32');
    expect(background.windowsClosed()).toBe(false);
    expect([trays.length, notes.length]).toEqual([0, 0]);
  });

  it('stays in the tray while an upload is followed, and says so once', () => {
    const { activity, background, trays, notes, log, remembered } = setUp('linux');
    activity.apply('uploads:status', status(1, 'accepted', 'active'));
    activity.apply('uploads:status', status(2, 'held'));
    expect(background.windowsClosed()).toBe(true);
    expect(background.windowsClosed()).toBe(true);
    expect(trays).toHaveLength(1);
    expect(trays[0]!.items.map((i) => i.label)).toEqual(['Открыть окно', 'Выйти']);
    expect(notes.map((n) => n.body)).toEqual([
      'Окно закрыто, но отслеживается статус выгрузки и запланирована выгрузка изменений. Значок программы остаётся в области уведомлений.',
    ]);
    expect(remembered()).toBe(1);
    trays[0]!.items[0]!.click();
    expect(log).toEqual(['show']);
  });

  it('on macOS stays in the Dock without a tray icon; the notice already given is not repeated', () => {
    const { activity, background, trays, notes } = setUp('darwin', true, true);
    activity.apply('dictionaries:progress', syncProgress('r', 'running'));
    expect(background.windowsClosed()).toBe(true);
    expect([trays.length, notes.length]).toEqual([0, 0]);
  });

  it('notifies when an upload is Processed or in Error; a click opens that upload', () => {
    const { activity, notes, log, focus } = setUp('win32');
    activity.apply('uploads:status', status(7, 'processing-error', 'done'));
    focus(true);
    activity.apply('uploads:status', status(8, 'processed', 'done'));
    expect(notes.map((n) => [n.title, n.body])).toEqual([['Выгрузка обработана с ошибкой', 'Выгрузка № 7']]);
    notes[0]!.onClick();
    expect(log).toEqual(['show', 'open 3/7']);
  });

  it('Quit says what will stop and quits only when confirmed; with nothing going on it just quits', async () => {
    const staying = setUp('win32', false);
    staying.activity.apply('uploads:status', status(1, 'held'));
    expect(await staying.background.requestQuit()).toBe(false);
    expect(staying.log).toEqual(['confirm: При выходе остановится: запланирована выгрузка изменений.']);
    expect(staying.background.quitting()).toBe(false);

    const leaving = setUp('win32', true);
    leaving.activity.apply('uploads:status', status(1, 'held'));
    leaving.background.windowsClosed();
    expect(await leaving.background.requestQuit()).toBe(true);
    expect(leaving.log.at(-1)).toBe('quit');
    expect(leaving.trays[0]!.destroyed).toBe(true);
    expect(leaving.background.quitting()).toBe(true);

    const idle = setUp('linux');
    expect(await idle.background.requestQuit()).toBe(true);
    expect(idle.log).toEqual(['quit']);
  });
});
