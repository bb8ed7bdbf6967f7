import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InvokeChannel, InvokeInput, InvokeOutput } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';
import { createLazySandbox } from '@sandbox/lazy-sandbox';
import type { SandboxOptions } from '@sandbox/sandbox-options';
import { createDeskCore, type DeskCore, type DeskCoreOptions } from '@core/desk-core';
import { dispatchInvoke } from '@core/ipc/dispatch';
import { createFileLogger } from '@core/logging/file-logger';
import { systemClock, type Clipboard, type CorePorts, type HttpFetch, type SecretStore } from '@core/ports';
import { createKeychainSecretStore } from '@core/secrets/keychain-secret-store';

/** A clipboard standing in for Electron's (the only part of these tests that is not real). */
export interface MemoryClipboard extends Clipboard {
  text: string;
}

/** A real core (SQLite in a temp dir, the OS keychain under a throw-away service name, the embedded sandbox). */
export interface TestCore {
  core: DeskCore;
  dataDir: string;
  sandboxProfileId: number;
  clipboard: MemoryClipboard | undefined;
  /** Every IPC result returned so far, as JSON (the leak test greps them). */
  responses: string[];
  /** Every access token the auth server issued to this core (seen on the wire; the leak test greps for them). */
  tokens: string[];
  /** Invokes a channel the way every shell does (input parsed, output parsed and stripped). */
  invoke<C extends InvokeChannel>(channel: C, input: InvokeInput<C>): Promise<IpcResult<InvokeOutput<C>>>;
  /** Invokes and unwraps, throwing on an error result. */
  call<C extends InvokeChannel>(channel: C, input: InvokeInput<C>): Promise<InvokeOutput<C>>;
  close(): Promise<void>;
}

/** Sandbox options for tests: no limits, quick processing and retries, no demo stock unless asked. */
export const quickSandbox: SandboxOptions = {
  demoStockRows: 0,
  processing: { acceptedMs: 5, processingMs: 5 },
  unknownNntErrorShare: null,
  limits: { fullUploadsPerMoscowDay: null, changesIntervalSeconds: null, requestRate: null },
  webhooks: { initialDelayMs: 5, maxDelayMs: 20, timeoutMs: 2000 },
};

/** Starts a core for a test. Run under scripts/with-keyring.sh when the test touches the keychain. */
export function startTestCore(
  options: {
    sandbox?: SandboxOptions;
    clipboard?: boolean;
    shell?: CorePorts['shell'];
    secrets?: SecretStore;
    /** The network under core (default: Node's fetch); a test may route a made-up https host to a loopback sandbox. */
    fetch?: HttpFetch;
    /** The system browser of the desktop shell; absent as in the CLI. */
    openExternal?: (url: string) => Promise<void>;
    /** An existing data folder (a restart): kept on close, its owner removes it. */
    dataDir?: string;
    /** How long core keeps what a screen asked for after it was left (default: the app's). */
    screenCaches?: DeskCoreOptions['screenCaches'];
  } = {},
): TestCore {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'desk-core-test-'));
  const service = `pharmacy-exchange-desk-test-${randomBytes(6).toString('hex')}`;
  const keychain = options.secrets ?? createKeychainSecretStore({ service });
  const accounts = new Set<string>();
  const secrets: SecretStore = {
    get: (account) => keychain.get(account),
    set: async (account, secret) => {
      await keychain.set(account, secret);
      accounts.add(account);
    },
    delete: (account) => keychain.delete(account),
  };
  const tokens: string[] = [];
  const clipboard: MemoryClipboard | undefined =
    options.clipboard === false
      ? undefined
      : {
          text: '',
          async writeText(text) {
            this.text = text;
          },
          async readText() {
            return this.text;
          },
        };
  const ports: CorePorts = {
    paths: { dataDir, logDir: join(dataDir, 'logs') },
    secrets,
    fetch: async (input, init) => {
      const response = await (options.fetch ?? fetch)(input, init);
      if (String(input).endsWith('/connect/token') && response.ok) {
        const body = (await response.clone().json()) as { access_token?: unknown };
        if (typeof body.access_token === 'string') tokens.push(body.access_token);
      }
      return response;
    },
    clock: systemClock,
    logger: createFileLogger({ dir: join(dataDir, 'logs'), level: 'debug' }),
    clipboard,
    shell: options.shell ?? 'cli',
    appVersion: '0.0.0-test',
  };
  const core = createDeskCore(ports, {
    sandbox: createLazySandbox(options.sandbox ?? quickSandbox),
    openExternal: options.openExternal,
    screenCaches: options.screenCaches,
  });
  const sandboxProfileId = core.context.profiles.list().find((p) => p.isSandbox)!.id;
  const responses: string[] = [];

  const invoke = async <C extends InvokeChannel>(channel: C, input: InvokeInput<C>) => {
    const result = (await dispatchInvoke(core.handlers, channel, input)) as IpcResult<InvokeOutput<C>>;
    responses.push(JSON.stringify(result));
    return result;
  };
  return {
    core,
    dataDir,
    sandboxProfileId,
    clipboard,
    responses,
    tokens,
    invoke,
    async call(channel, input) {
      const result = await invoke(channel, input);
      if (!result.ok)
        throw Object.assign(new Error(`${channel}: ${result.error.code}: ${result.error.message}`), {
          ipc: result.error,
        });
      return result.data;
    },
    async close() {
      await core.close();
      for (const account of accounts) await keychain.delete(account).catch(() => false);
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
