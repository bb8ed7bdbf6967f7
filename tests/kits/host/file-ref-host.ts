import { join } from 'node:path';
import type { HostInit } from '@shared/host-protocol/host-messages';
import type { IpcResult } from '@shared/ipc/result';
import { startCoreHost, type CoreHostClient } from '@host/core-host-client';
import { createFileRefs, fileRefServices, type FileRefs } from '@host/file-refs';
import { nodeHostLauncher } from '@host/node-fork-transport';

/** A real core host (child_process.fork, SQLite in `dir`) behind a router holding a real file register. */
export interface FileRefHost {
  host: CoreHostClient;
  refs: FileRefs;
  /** An invoke as the router sends it, answered as the page would see it. */
  call<T>(channel: string, input: unknown): Promise<IpcResult<T>>;
  close(): Promise<void>;
}

/** Starts the host with the `files` services and an operator nobody answers (files need none). */
export async function startFileRefHost(dir: string, uploads?: HostInit['uploads']): Promise<FileRefHost> {
  const refs = createFileRefs();
  const host = startCoreHost({
    launch: nodeHostLauncher(),
    init: {
      dataDir: join(dir, 'data'),
      appVersion: '0.0.0-file-ref',
      shell: 'web-bridge',
      sandbox: {
        kind: 'external',
        address: { baseUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9', stores: [] },
      },
      services: ['files'],
      uploads,
    },
    services: fileRefServices(refs),
  });
  await host.ready();
  return {
    host,
    refs,
    call: async <T>(channel: string, input: unknown) => (await host.invoke(channel, input)) as IpcResult<T>,
    async close() {
      await host.close();
      await refs.close();
    },
  };
}

/** The data of a successful answer; a refusal fails the test with its code and message. */
export function data<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data;
}
