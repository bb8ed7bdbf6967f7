import { Worker } from 'node:worker_threads';

/**
 * Watches the router (the process that started this core host) from a worker thread, so the
 * watch goes on while the main thread is busy (a long import, a blocked event loop): once the
 * router has been gone for `graceMs`, the host kills itself. The main thread's own 'disconnect'
 * handler usually exits first and cleanly; this is for when it cannot run. SQLite in WAL mode
 * survives a kill (each chunk and ledger write is its own transaction).
 */
const SOURCE = `
const { workerData } = require('node:worker_threads');
const { routerPid, intervalMs, graceMs } = workerData;
let goneSince = null;
setInterval(() => {
  let gone = process.ppid !== routerPid;
  if (!gone) {
    try { process.kill(routerPid, 0); } catch (error) { gone = error.code === 'ESRCH'; }
  }
  if (!gone) { goneSince = null; return; }
  goneSince ??= Date.now();
  if (Date.now() - goneSince >= graceMs) process.kill(process.pid, 'SIGKILL');
}, intervalMs);
`;

export interface RouterWatchOptions {
  /** The router's pid (default: this process's parent). */
  routerPid?: number;
  /** How often to look (default 250 ms). */
  intervalMs?: number;
  /** How long the router may be gone before the kill (default 1 s: a clean exit gets that long). */
  graceMs?: number;
}

/** Starts the watch; the worker never keeps the host alive by itself. */
export function watchRouter(options: RouterWatchOptions = {}): Worker {
  const worker = new Worker(SOURCE, {
    eval: true,
    workerData: {
      routerPid: options.routerPid ?? process.ppid,
      intervalMs: options.intervalMs ?? 250,
      graceMs: options.graceMs ?? 1000,
    },
  });
  worker.unref();
  return worker;
}
