import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createUpdateController, type UpdateTimers, type UpdaterLike } from './update-controller';

class UpdaterStandIn extends EventEmitter implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = true;
  allowDowngrade = true;
  feeds: string[] = [];
  checks = 0;
  setFeedURL(options: { provider: 'generic'; url: string }): void {
    this.feeds.push(options.url);
  }
  checkForUpdates(): Promise<unknown> {
    this.checks += 1;
    return Promise.resolve(null);
  }
}

function manualTimers() {
  const intervals: Array<{ callback: () => void; ms: number }> = [];
  const timeouts: Array<{ callback: () => void; ms: number } | undefined> = [];
  const timers: UpdateTimers = {
    setInterval: (callback, ms) => intervals.push({ callback, ms }) - 1,
    clearInterval: (handle) => void intervals.splice(handle as number, 1),
    setTimeout: (callback, ms) => timeouts.push({ callback, ms }) - 1,
    clearTimeout: (handle) => void (timeouts[handle as number] = undefined),
  };
  return { timers, intervals, timeouts };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the update policy', () => {
  it('checks at start and daily, with the generic feed from the setting, no downgrade, no install by default', () => {
    const updater = new UpdaterStandIn();
    const { timers, intervals } = manualTimers();
    const controller = createUpdateController({
      updater,
      feedUrl: 'https://updates.pharmacy.example/desk/',
      uploadInProgress: () => false,
      askToInstall: () => Promise.resolve(false),
      log: () => undefined,
      timers,
    });
    controller.start();
    expect(updater.feeds).toEqual(['https://updates.pharmacy.example/desk/']);
    expect([updater.autoDownload, updater.autoInstallOnAppQuit, updater.allowDowngrade]).toEqual([true, false, false]);
    expect(updater.checks).toBe(1);
    expect(intervals.map((i) => i.ms)).toEqual([24 * 60 * 60 * 1000]);
    intervals[0]!.callback();
    expect(updater.checks).toBe(2);
  });

  it('stays off without a feed address', () => {
    const updater = new UpdaterStandIn();
    const logged: string[] = [];
    const controller = createUpdateController({
      updater,
      feedUrl: null,
      uploadInProgress: () => false,
      askToInstall: () => Promise.resolve(true),
      log: (m) => logged.push(m),
    });
    controller.start();
    updater.emit('update-downloaded', { version: '9.9.9' });
    expect([updater.checks, updater.feeds.length, controller.state().phase]).toEqual([0, 0, 'off']);
    expect(logged).toEqual(['updates are off: no feed address is set']);
  });

  it('does not check while an upload is being sent, and retries later', () => {
    const updater = new UpdaterStandIn();
    const { timers, timeouts } = manualTimers();
    let sending = true;
    const controller = createUpdateController({
      updater,
      feedUrl: 'http://127.0.0.1:1/',
      uploadInProgress: () => sending,
      askToInstall: () => Promise.resolve(true),
      log: () => undefined,
      timers,
    });
    controller.start();
    controller.check(); // a second busy check schedules no second retry
    expect(updater.checks).toBe(0);
    expect(timeouts.filter(Boolean)).toHaveLength(1);
    sending = false;
    timeouts[0]!.callback();
    expect(updater.checks).toBe(1);
  });

  it('asks once per version, installs on quit only when agreed and no upload is being sent', async () => {
    const updater = new UpdaterStandIn();
    const asked: string[] = [];
    let sending = false;
    const controller = createUpdateController({
      updater,
      feedUrl: 'http://127.0.0.1:1/',
      uploadInProgress: () => sending,
      askToInstall: (v) => (asked.push(v), Promise.resolve(v === '0.3.0')),
      log: () => undefined,
      timers: manualTimers().timers,
    });
    controller.start();
    updater.emit('update-downloaded', { version: '0.2.0' });
    await flush();
    expect(controller.beforeQuit()).toBe(false);
    updater.emit('update-downloaded', { version: '0.3.0' });
    updater.emit('update-downloaded', { version: '0.3.0' });
    await flush();
    expect(asked).toEqual(['0.2.0', '0.3.0']);
    sending = true;
    expect(controller.beforeQuit()).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    sending = false;
    expect(controller.beforeQuit()).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
  });
});
