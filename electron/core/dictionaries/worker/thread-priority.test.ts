import { spawnSync } from 'node:child_process';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lowerThisThread } from './thread-priority';

/**
 * In a child process (ES modules, which its worker threads inherit; tsx loads the module in the
 * worker): a worker lowers itself by `steps` and, while it still runs, the main thread reads each
 * thread's niceness from /proc (stat's 19th field).
 */
function lowerInWorker(steps: number): { before: number; niceness: number | null; worker: number; main: number } {
  const moduleUrl = new URL('./thread-priority.ts', import.meta.url).href;
  const script = `
    import { readFileSync } from 'node:fs';
    import { Worker } from 'node:worker_threads';
    const niceOf = (tid) => {
      const stat = readFileSync('/proc/self/task/' + tid + '/stat', 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const before = niceOf(process.pid);
    const worker = new Worker(\`
      import { parentPort } from 'node:worker_threads';
      import { readlinkSync } from 'node:fs';
      import { tsImport } from 'tsx/esm/api';
      const { lowerThisThread } = await tsImport(${JSON.stringify(moduleUrl)}, import.meta.url);
      const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
      parentPort.postMessage({ tid, niceness: lowerThisThread(${steps}) });
      parentPort.once('message', () => process.exit(0));
    \`, { eval: true });
    worker.once('message', ({ tid, niceness }) => {
      // Read while the worker's thread still exists: its task entry goes with it.
      process.stdout.write(JSON.stringify({ before, niceness, worker: niceOf(tid), main: niceOf(process.pid) }));
      worker.postMessage('done');
    });
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (run.status !== 0) throw new Error(`the child failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { before: number; niceness: number | null; worker: number; main: number };
}

describe('lowerThisThread', () => {
  it.runIf(process.platform === 'linux')('lowers the calling thread alone, from where it was', () => {
    const { before, niceness, worker, main } = lowerInWorker(5);
    expect(niceness).toBe(Math.min(19, before + 5));
    expect(worker).toBe(niceness);
    // The thread that started the worker kept its priority.
    expect(main).toBe(before);
  });

  it.runIf(process.platform === 'linux')('stops at the lowest priority', () => {
    const { niceness, worker } = lowerInWorker(40);
    expect(niceness).toBe(19);
    expect(worker).toBe(19);
  });

  it('does nothing where a thread cannot have a priority of its own', () => {
    const before = getPriority();
    expect(lowerThisThread(10, 'win32')).toBeNull();
    expect(lowerThisThread(10, 'darwin')).toBeNull();
    expect(getPriority()).toBe(before);
  });
});
