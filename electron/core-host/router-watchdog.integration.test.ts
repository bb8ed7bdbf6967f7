import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
const NODE_HOST_ENTRY = resolve(import.meta.dirname, 'node-host-entry.ts');

const WATCHDOG = resolve(import.meta.dirname, 'router-watchdog.ts');

let dir: string;
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started) child.kill('SIGKILL');
  started.length = 0;
  rmSync(dir, { recursive: true, force: true });
});

/** Running (a zombie left unreaped by a container's init counts as gone: it holds nothing). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
};

/** Starts `routerScript` as a router process; it prints the pid of the host it forked. */
async function startRouter(routerScript: string): Promise<{ router: ChildProcess; hostPid: number }> {
  const file = join(dir, 'router.mjs');
  writeFileSync(file, routerScript);
  const router = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(router);
  const hostPid = await new Promise<number>((done, fail) => {
    let out = '';
    router.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /host (\d+) ready/.exec(out);
      if (match) done(Number(match[1]));
    });
    router.on('exit', () => fail(new Error(`router exited: ${out}`)));
  });
  return { router, hostPid };
}

/** SIGKILLs the router and checks that the host, alive until then, is gone within 2 s. */
async function expectGoneAfterRouterKill(router: ChildProcess, hostPid: number): Promise<void> {
  expect(alive(hostPid)).toBe(true);
  router.kill('SIGKILL');
  const t0 = Date.now();
  while (alive(hostPid) && Date.now() - t0 < 2500) await new Promise((r) => setTimeout(r, 25));
  expect(alive(hostPid)).toBe(false);
  expect(Date.now() - t0).toBeLessThan(2000);
}

describe('the core host exits when its router goes away', () => {
  it('a host whose main thread is blocked (a long import) exits within 2 s of its router’s SIGKILL', async () => {
    dir = mkdtempSync(join(tmpdir(), 'router-watch-'));
    // The host: starts the watchdog, says so, then blocks its event loop for good.
    writeFileSync(
      join(dir, 'busy-host.mjs'),
      `const { watchRouter } = await import(${JSON.stringify(WATCHDOG)});
       watchRouter();
       process.send('ready');
       for (;;) {}`,
    );
    const { router, hostPid } = await startRouter(
      `import { fork } from 'node:child_process';
       const host = fork(${JSON.stringify(join(dir, 'busy-host.mjs'))}, [], { execArgv: ['--import', 'tsx'] });
       host.on('message', () => console.log('host ' + host.pid + ' ready'));
       setInterval(() => {}, 1000);`,
    );
    await expectGoneAfterRouterKill(router, hostPid);
  });

  it('the real core host (its Node entry) exits within 2 s of its router’s SIGKILL', async () => {
    dir = mkdtempSync(join(tmpdir(), 'router-watch-'));
    const dataDir = join(dir, 'data');
    // The router opens core in the host (init → ready), as the web bridge does, then is killed.
    const { router, hostPid } = await startRouter(
      `import { fork } from 'node:child_process';
       const host = fork(${JSON.stringify(NODE_HOST_ENTRY)}, [], { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
       host.on('message', (m) => { if (m && m.type === 'ready') console.log('host ' + host.pid + ' ready'); });
       host.send({ type: 'init', init: { dataDir: ${JSON.stringify(dataDir)}, appVersion: '0.0.0-test', shell: 'web-bridge', sandbox: { kind: 'lazy' } } });
       setInterval(() => {}, 1000);`,
    );
    await expectGoneAfterRouterKill(router, hostPid);
  });
});
