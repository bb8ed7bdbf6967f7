import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HOST_V8_FLAGS } from './host-v8-flags';

const module = fileURLToPath(new URL('./host-v8-flags.ts', import.meta.url));

/**
 * A child process that applies the host's flags (applyHostV8Flags) and then allocates enough,
 * on its main thread and in a worker, for many scavenges and several full collections.
 */
function churnWithHostFlags() {
  const apply = `(await import(${JSON.stringify(module)})).applyHostV8Flags();`;
  const work = `let keep = []; for (let r = 0; r < 20; r++) { const a = []; for (let i = 0; i < 200000; i++) a.push({ i, s: 's' + i, b: new ArrayBuffer(64) }); keep.push(a); if (keep.length > 3) keep.shift(); }`;
  const script = `${apply}
    const { Worker } = await import('node:worker_threads');
    const worker = new Worker(${JSON.stringify(work)}, { eval: true });
    ${work}
    worker.on('exit', (code) => console.log('worker exit ' + code));`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the core host’s V8 flags', () => {
  it('keep V8 running through collections on the main thread and in a worker, and are all known to V8', () => {
    expect(HOST_V8_FLAGS.length).toBeGreaterThan(0);
    const run = churnWithHostFlags();
    expect(run.stderr).not.toMatch(/Fatal|unrecognized flag/);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('worker exit 0');
  });
});
