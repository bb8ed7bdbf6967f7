import type { EventChannel, InvokeChannel } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';
import { createDeskCore } from '@core/desk-core';
import { dispatchInvoke } from '@core/ipc/dispatch';
import { createNodePorts } from '@core/node-ports';
import { externalSandbox, type SandboxAddress } from '@core/profiles/sandbox-providers';
import { startCoreHost } from '@host/core-host-client';
import type { FileRefs } from '@host/file-refs';
import { fileRefServices } from '@host/file-refs';
import { nodeHostLauncher } from '@host/node-fork-transport';

export type BenchMode = 'in-process' | 'host';

/** Core as the router sees it: checked invokes, events, shutdown. */
export interface BenchCore {
  invoke(channel: InvokeChannel, input: unknown): Promise<IpcResult<unknown>>;
  onEvent(listener: (event: EventChannel, payload: unknown) => void): () => void;
  close(): Promise<void>;
}

/** Starts core the way the given mode runs it, over a sandbox that lives in another process. */
export async function startBenchCore(
  mode: BenchMode,
  options: { dataDir: string; sandbox: SandboxAddress; fileRefs?: FileRefs },
): Promise<BenchCore> {
  const refs = options.fileRefs;
  if (mode === 'host') {
    // Core in its own process, as the app runs it; this process only routes.
    const host = startCoreHost({
      launch: nodeHostLauncher(),
      init: {
        dataDir: options.dataDir,
        appVersion: '0.0.0-bench',
        shell: 'web-bridge',
        sandbox: { kind: 'external', address: options.sandbox },
        services: refs ? ['files'] : [],
      },
      services: refs ? fileRefServices(refs) : undefined,
      policy: { invokeWaitMs: 600_000 },
    });
    await host.ready();
    return { invoke: (c, i) => host.invoke(c, i), onEvent: (l) => host.onEvent(l), close: () => host.close() };
  }
  const ports = createNodePorts({ dataDir: options.dataDir, shell: 'web-bridge', appVersion: '0.0.0-bench' });
  const core = createDeskCore(
    refs
      ? {
          ...ports,
          files: { resolve: async (ref) => refs.resolve(ref), release: (ref) => refs.release(ref) },
        }
      : ports,
    {
      sandbox: externalSandbox(options.sandbox),
    },
  );
  return {
    invoke: (channel, input) => dispatchInvoke(core.handlers, channel, input),
    onEvent: (listener) => core.events.onAny(listener),
    close: () => core.close(),
  };
}
