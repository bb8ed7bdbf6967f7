import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import type { UtilityProcessApi, UtilityProcessLike } from '@host/utility-process-transport';

const SHIM = resolve(import.meta.dirname, 'parent-port-shim.ts');

/**
 * Test support: Electron's `utilityProcess` API (fork → postMessage / 'message' / 'exit' / kill)
 * over a Node child process, whose `process.parentPort` the shim provides as Electron does
 * (messages arrive as `{ data }`). The Electron binary cannot run here; this is its stand-in.
 */
export const utilityProcessStandIn: UtilityProcessApi & { forks: number } = {
  forks: 0,
  fork(modulePath, args = [], options = {}) {
    utilityProcessStandIn.forks += 1;
    const child = fork(SHIM, [modulePath, ...args], {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      env: options.env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const emitter = new EventEmitter();
    child.on('message', (message) => emitter.emit('message', message));
    child.on('exit', (code, signal) => emitter.emit('exit', code ?? (signal ? 1 : 0)));
    const standIn = Object.assign(emitter, {
      get pid() {
        return child.pid;
      },
      postMessage: (message: unknown) => void (child.connected && child.send(message as object)),
      kill: () => child.kill('SIGKILL'),
    });
    return standIn as unknown as UtilityProcessLike;
  },
};
