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
      variants: [],
    });
    expect(parseSandboxArgs([])).toMatchObject({ port: 0, authPort: 0, scale: 'small', seed: 1 });
  });

  it('refuses mistakes with a usage line', () => {
    expect(() => parseSandboxArgs(['--scale', 'huge'])).toThrow(/small or large[\s\S]*Usage/);
    expect(() => parseSandboxArgs(['--port', '70000'])).toThrow(/--port must be an integer/);
    expect(() => parseSandboxArgs(['--verbose'])).toThrow(/Unknown option/);
    expect(() => parseSandboxArgs(['--seed'])).toThrow(/needs a value/);
  });

  it('takes --variant as a comma list or repeated, and refuses an unknown name with the known ones', () => {
    expect(parseSandboxArgs(['--variant', 'dotnet,capped']).variants).toEqual(['dotnet', 'capped']);
    expect(parseSandboxArgs(['--variant=terse', '--variant', 'capped,terse']).variants).toEqual(['terse', 'capped']);
    expect(() => parseSandboxArgs(['--variant', 'dotnet,java'])).toThrow(
      /Unknown sandbox variant 'java'; known variants: dotnet, capped, terse\.[\s\S]*Usage/,
    );
    expect(() => parseSandboxArgs(['--variant', ','])).toThrow(/at least one name/);
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

  it('plays a variant: prints it, issues upper-case store GUIDs and wants them exactly as issued', async () => {
    const child = spawn(`${root}node_modules/.bin/tsx`, ['electron/sandbox/cli.ts', '--variant', 'terse,capped'], {
      cwd: root,
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      for (let i = 0; i < 300 && !out.includes('Ctrl+C'); i++) await new Promise((r) => setTimeout(r, 50));
      expect(out).toMatch(/operator: variant terse, capped \(.*chunkCap=1000.*caseSensitiveClientId=true/);
      const authUrl = /auth_url: (\S+)/.exec(out)?.[1];
      const issued = sandboxDemoStore.storeId.toUpperCase();
      expect(out).toContain(`${issued}  ${sandboxDemoStore.secret}`);
      const token = (clientId: string) =>
        fetch(`${authUrl}/connect/token`, {
          method: 'POST',
          body: new URLSearchParams({
            client_id: clientId,
            client_secret: sandboxDemoStore.secret,
            grant_type: 'client_credentials',
          }),
        });
      expect((await token(issued)).status).toBe(200);
      const lower = await token(sandboxDemoStore.storeId);
      expect(lower.status).toBe(400);
      expect(await lower.json()).toEqual({ error: 'invalid_client' });
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });

  it('refuses an unknown variant with exit code 2 and the list of known ones', async () => {
    const child = spawn(`${root}node_modules/.bin/tsx`, ['electron/sandbox/cli.ts', '--variant', 'java'], {
      cwd: root,
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(2);
    expect(err).toContain("Unknown sandbox variant 'java'; known variants: dotnet, capped, terse.");
  });
});
