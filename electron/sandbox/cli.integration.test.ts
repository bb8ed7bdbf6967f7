import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSandboxArgs } from './cli-args';
import { sandboxDemoStore } from './sandbox-stores';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('sandbox CLI arguments', () => {
  it('parses ports, scale and seed in both spellings', () => {
    expect(parseSandboxArgs(['--port', '8080', '--auth-port=8081', '--scale', 'large', '--seed', '5'])).toEqual({
      port: 8080,
      authPort: 8081,
      scale: 'large',
      seed: 5,
      host: '127.0.0.1',
    });
    expect(parseSandboxArgs([])).toMatchObject({ port: 0, authPort: 0, scale: 'small', seed: 1 });
  });

  it('refuses mistakes with a usage line', () => {
    expect(() => parseSandboxArgs(['--scale', 'huge'])).toThrow(/small or large[\s\S]*Usage/);
    expect(() => parseSandboxArgs(['--port', '70000'])).toThrow(/--port must be an integer/);
    expect(() => parseSandboxArgs(['--verbose'])).toThrow(/Unknown option/);
    expect(() => parseSandboxArgs(['--seed'])).toThrow(/needs a value/);
    expect(() => parseSandboxArgs(['stray'])).toThrow(/^Unknown option 'stray'\.\nUsage/);
    expect(() => parseSandboxArgs(['--verbose=1'])).toThrow(/^Unknown option '--verbose'\./);
    expect(() => parseSandboxArgs(['-h'])).toThrow(/^Usage: npm run sandbox/);
    expect(parseSandboxArgs(['--host=::1', '--port', '1']).host).toBe('::1');
  });
});

describe('npm run sandbox', () => {
  it('prints the URLs and the stores, serves tokens, and stops on SIGINT', async () => {
    const child = spawn(`${root}node_modules/.bin/tsx`, ['electron/sandbox/cli.ts', '--seed', '3'], { cwd: root });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      for (let i = 0; i < 300 && !out.includes('Ctrl+C'); i++) await new Promise((r) => setTimeout(r, 50));
      const baseUrl = /base_url: (\S+)/.exec(out)?.[1];
      const authUrl = /auth_url: (\S+)/.exec(out)?.[1];
      expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(authUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(out).toContain(`${sandboxDemoStore.storeId}  ${sandboxDemoStore.secret}`);
      const r = await fetch(`${authUrl}/connect/token`, {
        method: 'POST',
        body: new URLSearchParams({
          client_id: sandboxDemoStore.storeId,
          client_secret: sandboxDemoStore.secret,
          grant_type: 'client_credentials',
        }),
      });
      expect(r.status).toBe(200);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });
});
