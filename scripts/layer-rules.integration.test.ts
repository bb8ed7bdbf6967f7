import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of STYLE.md live in eslint.config.js; this proves they bite, so a config
// edit cannot silently switch them off.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', () => {
  it('keeps Electron and Node out of the renderer', async () => {
    for (const source of ['electron', 'node:fs', 'fs', 'better-sqlite3', '../../../electron/core/errors']) {
      const found = await restrictedImports(
        'renderer/src/probe.ts',
        `import * as x from '${source}';\nexport const y = x;\n`,
      );
      expect(found.length, source).toBeGreaterThan(0);
    }
    expect(
      await restrictedImports(
        'renderer/src/probe.ts',
        `import * as x from '../../shared/ipc/contract';\nexport const y = x;\n`,
      ),
    ).toEqual([]);
  });

  it('keeps features apart: shared UI from the kit, other features only through their index', async () => {
    const file = 'renderer/src/features/stocks/probe.tsx';
    for (const source of ['../stores/use-stores', '../uploads/format', '../../app/Modal', '../../app/ErrorMessage']) {
      const found = await restrictedImports(file, `import * as x from '${source}';\nexport const y = x;\n`);
      expect(found.length, source).toBeGreaterThan(0);
    }
    for (const source of [
      '../stores',
      '../../ui/VirtualTable',
      '../../app/current-store',
      './use-stocks',
      '../../lib/ipc',
    ]) {
      expect(await restrictedImports(file, `import * as x from '${source}';\nexport const y = x;\n`), source).toEqual(
        [],
      );
    }
    // The renderer's own rules still hold inside features.
    expect(
      (await restrictedImports(file, `import * as x from 'node:fs';\nexport const y = x;\n`)).length,
    ).toBeGreaterThan(0);
  });

  it("lets a feature's sub-folders import each other, never another feature's files", async () => {
    const file = 'renderer/src/features/uploads/intake/probe.tsx';
    for (const source of ['../../stores/use-stores', '../../workbench/WorkbenchGrid', '../../../app/Modal']) {
      const found = await restrictedImports(file, `import * as x from '${source}';\nexport const y = x;\n`);
      expect(found.length, source).toBeGreaterThan(0);
    }
    for (const source of ['../send/SendControls', '../format', '../../stores', './use-file-check']) {
      expect(await restrictedImports(file, `import * as x from '${source}';\nexport const y = x;\n`), source).toEqual(
        [],
      );
    }
  });

  it('lets shared/ import only zod and itself', async () => {
    for (const source of ['node:crypto', 'react', '../../electron/core/errors', '../../renderer/src/lib/ipc']) {
      const found = await restrictedImports(
        'shared/ipc/probe.ts',
        `import * as x from '${source}';\nexport const y = x;\n`,
      );
      expect(found.length, source).toBeGreaterThan(0);
    }
    for (const source of ['zod', './contract', '../protocol/common']) {
      expect(
        await restrictedImports('shared/ipc/probe.ts', `import * as x from '${source}';\nexport const y = x;\n`),
        source,
      ).toEqual([]);
    }
  });

  it('keeps electron out of core, sandbox, CLI and the web bridge', async () => {
    for (const file of [
      'electron/core/probe.ts',
      'electron/sandbox/probe.ts',
      'electron/cli/probe.ts',
      'electron/web-bridge/probe.ts',
    ]) {
      expect(
        await restrictedImports(file, `import { app } from 'electron';\nexport const y = app;\n`),
        file,
      ).toHaveLength(1);
    }
    expect(
      await restrictedImports('electron/main/probe.ts', `import { app } from 'electron';\nexport const y = app;\n`),
    ).toEqual([]);
  });

  it('keeps sandbox/, cli/, renderer/ and the host machinery out of core (test kits excepted)', async () => {
    for (const source of [
      '../sandbox/start-sandbox',
      '../../sandbox/lazy-sandbox',
      '../cli/session',
      '../../../renderer/src/lib/ipc',
      '../host/core-host-client',
      '../core-host/serve-core',
    ]) {
      const found = await restrictedImports(
        'electron/core/uploads/probe.ts',
        `import * as x from '${source}';\nexport const y = x;\n`,
      );
      expect(found.length, source).toBeGreaterThan(0);
    }
    expect(
      await restrictedImports(
        'electron/core/profiles/probe.test.ts',
        `import * as x from '@tests/kits/sandbox/sandbox-test-kit';\nexport const y = x;\n`,
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'electron/core/uploads/probe.ts',
        `import * as x from '../errors';\nexport const y = x;\n`,
      ),
    ).toEqual([]);
  });

  it('keeps main a thin router: no core, sandbox, CLI, web bridge or renderer', async () => {
    for (const source of [
      '../core/desk-core',
      '../../core/ipc/dispatch',
      '../core-host/serve-core',
      '../sandbox/lazy-sandbox',
      '../cli/session',
      '../web-bridge/bridge-server',
      '../../renderer/src/lib/ipc',
    ]) {
      const found = await restrictedImports(
        'electron/main/probe.ts',
        `import * as x from '${source}';\nexport const y = x;\n`,
      );
      expect(found.length, source).toBeGreaterThan(0);
    }
    for (const source of ['../host/core-host-client', '../../shared/ipc/contract', '../security/csp']) {
      expect(
        await restrictedImports('electron/main/probe.ts', `import * as x from '${source}';\nexport const y = x;\n`),
        source,
      ).toEqual([]);
    }
  });

  it('keeps the router side of the host free of core', async () => {
    for (const source of ['../core/desk-core', '../core-host/serve-core', 'electron']) {
      const found = await restrictedImports(
        'electron/host/probe.ts',
        `import * as x from '${source}';\nexport const y = x;\n`,
      );
      expect(found.length, source).toBeGreaterThan(0);
    }
  });
});
