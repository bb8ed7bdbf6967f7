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
    expect(() => parseSandboxArgs(['stray'])).toThrow(/^Unknown option 'stray'\.\nUsage/);
    expect(() => parseSandboxArgs(['--verbose=1'])).toThrow(/^Unknown option '--verbose'\./);
    expect(() => parseSandboxArgs(['-h'])).toThrow(/^Usage: npm run sandbox/);
    expect(parseSandboxArgs(['--host=::1', '--port', '1']).host).toBe('::1');
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

/** Runs `npm run sandbox -- …args` until it is ready, hands the banner to `use`, then stops it with SIGINT. */
async function withSandboxCli(args: string[], use: (banner: string) => Promise<void>): Promise<void> {
  const child = spawn(`${root}node_modules/.bin/tsx`, ['electron/sandbox/cli.ts', ...args], { cwd: root });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    for (let i = 0; i < 300 && !out.includes('Ctrl+C'); i++) await new Promise((r) => setTimeout(r, 50));
    await use(out);
  } finally {
    child.kill('SIGINT');
  }
  expect(await exited).toBe(0);
}

/** Asks the banner's auth server for a token of the demo store with this client_id. */
const demoToken = (banner: string, clientId: string) =>
  fetch(`${/auth_url: (\S+)/.exec(banner)?.[1]}/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      client_id: clientId,
      client_secret: sandboxDemoStore.secret,
      grant_type: 'client_credentials',
    }),
  });

describe('npm run sandbox', () => {
  it('prints the URLs and the stores, serves tokens, and stops on SIGINT', async () => {
    await withSandboxCli(['--seed', '3'], async (out) => {
      expect(/base_url: (\S+)/.exec(out)?.[1]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(/auth_url: (\S+)/.exec(out)?.[1]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(out).toContain(`${sandboxDemoStore.storeId}  ${sandboxDemoStore.secret}`);
      expect((await demoToken(out, sandboxDemoStore.storeId)).status).toBe(200);
    });
  });

  it('plays a variant: prints it, issues upper-case store GUIDs and wants them exactly as issued', async () => {
    await withSandboxCli(['--variant', 'terse,capped'], async (out) => {
      expect(out).toMatch(/operator: variant terse, capped \(.*chunkCap=1000.*caseSensitiveClientId=true/);
      const issued = sandboxDemoStore.storeId.toUpperCase();
      expect(out).toContain(`${issued}  ${sandboxDemoStore.secret}`);
      expect((await demoToken(out, issued)).status).toBe(200);
      const lower = await demoToken(out, sandboxDemoStore.storeId);
      expect(lower.status).toBe(400);
      expect(await lower.json()).toEqual({ error: 'invalid_client' });
    });
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
