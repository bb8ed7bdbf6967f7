import { z } from 'zod';
import { createDeskCore, type DeskCore } from '../core/desk-core';
import { dispatchInvoke } from '../core/ipc/dispatch';
import type { CorePorts } from '../core/ports';
import { externalSandbox } from '../core/profiles/sandbox-providers';
import type { SandboxProvider } from '../core/profiles/store-connections';
import type { UploadsOptions } from '../core/uploads/uploads-feature';
import { fileRefInfoSchema } from '@shared/ipc/channels/upload-intake';
import { toHostSchema, type hostInitSchema, type ServiceName } from '@shared/host-protocol/host-messages';
import { createLazySandbox } from '../sandbox/lazy-sandbox';
import type { HostEndpoint } from './host-endpoint';

const chosenFileSchema = z.object({
  path: z.string().min(1),
  fileName: z.string(),
  identity: z.object({ dev: z.string().regex(/^\d+$/), ino: z.string().regex(/^\d+$/) }).optional(),
  temporary: z.boolean().optional(),
});
const registeredSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), file: fileRefInfoSchema }),
  z.object({ ok: z.literal(false), reason: z.string(), message: z.string() }),
]);

type HostInitParsed = ReturnType<typeof hostInitSchema.parse>;

/**
 * The core host: waits for `init`, opens core with the ports `makePorts` gives, then serves
 * invokes through the same dispatcher every shell uses and posts core's events to the router.
 * `close` closes core cleanly and ends the process.
 */
export function serveCore(
  endpoint: HostEndpoint,
  makePorts: (init: HostInitParsed) => CorePorts,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let core: DeskCore | undefined;
  let closing = false;
  let nextServiceId = 1;
  const services = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  const callRouter = (name: ServiceName, ...args: string[]) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextServiceId++;
      services.set(id, { resolve, reject });
      endpoint.post({ type: 'service', id, name, args });
    });

  function open(init: HostInitParsed): void {
    const base = makePorts(init);
    const withClipboard: CorePorts = init.services.includes('clipboard')
      ? {
          ...base,
          clipboard: {
            writeText: async (text) => void (await callRouter('clipboard.writeText', text)),
            readText: async () => String(await callRouter('clipboard.readText')),
          },
        }
      : base;
    // The router holds the paths of chosen files; core asks for one when it reads it.
    const ports: CorePorts = init.services.includes('files')
      ? {
          ...withClipboard,
          files: {
            resolve: async (fileRef) => chosenFileSchema.nullable().parse(await callRouter('files.resolve', fileRef)),
            release: async (fileRef) => void (await callRouter('files.release', fileRef)),
            register: async (path) => registeredSchema.parse(await callRouter('files.register', path)),
          },
        }
      : withClipboard;
    const sandbox: SandboxProvider =
      init.sandbox.kind === 'external'
        ? externalSandbox(init.sandbox.address)
        : // The embedded operator keeps core's clock: under DESK_FAKE_NOW (dev/test) its status dates,
          // Retry-After times and token lifetimes then agree with what the app shows.
          createLazySandbox({ ...init.sandbox.options, clock: base.clock });
    core = createDeskCore(ports, {
      sandbox,
      uploads: init.uploads as UploadsOptions | undefined,
      openExternal: init.services.includes('openExternal')
        ? async (url) => void (await callRouter('openExternal', url))
        : undefined,
    });
    core.events.onAny((event, payload) => endpoint.post({ type: 'event', event, payload }));
    endpoint.post({ type: 'ready' });
  }

  endpoint.onMessage((raw) => {
    const parsed = toHostSchema.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'init':
        if (core) return;
        try {
          open(message.init);
        } catch (error) {
          endpoint.post({ type: 'fatal', message: (error as Error).message });
          exit(1);
        }
        return;
      case 'invoke': {
        const opened = core;
        if (!opened || closing) {
          endpoint.post({
            type: 'result',
            id: message.id,
            result: { ok: false, error: { code: 'core-unavailable', message: 'The app core is closing.' } },
          });
          return;
        }
        void dispatchInvoke(opened.handlers, message.channel, message.input).then((result) =>
          endpoint.post({ type: 'result', id: message.id, result }),
        );
        return;
      }
      case 'service-result': {
        const pending = services.get(message.id);
        services.delete(message.id);
        if (message.ok) pending?.resolve(message.value);
        else pending?.reject(new Error(message.error ?? 'router service failed'));
        return;
      }
      case 'log':
        // Main has no logger of its own: its lines go through core's, redacted like every other.
        core?.context.ports.logger.log(message.level, `main: ${message.message}`, message.fields);
        return;
      case 'close':
        if (closing) return;
        closing = true;
        void (core?.close() ?? Promise.resolve()).finally(() => {
          endpoint.post({ type: 'closed' });
          exit(0);
        });
        return;
    }
  });
}
