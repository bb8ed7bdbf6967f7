import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createScavengeMode } from './sync-scavenges';

const module = fileURLToPath(new URL('./sync-scavenges.ts', import.meta.url));

describe('serial scavenges while a sync runs', () => {
  it('sets the flag with the first hold and restores V8’s default with the last release, once', () => {
    const set: string[] = [];
    const mode = createScavengeMode((flag) => set.push(flag));
    const first = mode.hold();
    const second = mode.hold();
    expect(set).toEqual(['--no-parallel-scavenge']);
    expect(mode.held).toBe(true);
    first();
    first();
    expect(set).toEqual(['--no-parallel-scavenge']);
    second();
    expect(set).toEqual(['--no-parallel-scavenge', '--parallel-scavenge']);
    expect(mode.held).toBe(false);
    mode.hold();
    expect(set).toHaveLength(3);
  });

  it('keeps V8 running when toggled while the main thread and a worker collect', () => {
    // Allocation enough for many scavenges and several full collections, the flag switched throughout.
    const work = `let keep = []; for (let r = 0; r < 10; r++) { const a = []; for (let i = 0; i < 200000; i++) a.push({ i, s: 's' + i, b: new ArrayBuffer(64) }); keep.push(a); if (keep.length > 3) keep.shift(); }`;
    const script = `const { syncScavenges } = await import(${JSON.stringify(module)});
      const { Worker } = await import('node:worker_threads');
      const worker = new Worker(${JSON.stringify(work)}, { eval: true });
      const exited = new Promise((resolve) => worker.on('exit', resolve));
      const toggling = setInterval(() => { const release = syncScavenges.hold(); setTimeout(release, 2); }, 5);
      for (let round = 0; round < 3; round++) {
        const release = syncScavenges.hold();
        ${work};
        release();
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      const code = await exited;
      clearInterval(toggling);
      console.log('worker exit ' + code);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).not.toMatch(/Fatal|unrecognized flag/);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('worker exit 0');
  });
});
