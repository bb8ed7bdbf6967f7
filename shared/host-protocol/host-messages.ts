import { z } from 'zod';
import { ipcResultSchema } from '@shared/ipc/result';

/**
 * The messages between the router (Electron's main, or the web bridge) and the core host
 * process. Both sides parse what they receive: a process boundary is a trust boundary too.
 * Messages travel by structured clone (utilityProcess / `serialization: 'advanced'`), so
 * Uint8Array and Date survive; nothing here is JSON-only.
 */

/** How the host finds the built-in Sandbox: loaded lazily in the host, or one running elsewhere. */
export const hostSandboxSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lazy'), options: z.record(z.string(), z.unknown()).optional() }),
  z.object({
    kind: z.literal('external'),
    address: z.object({
      baseUrl: z.string(),
      authUrl: z.string(),
      stores: z.array(z.object({ storeId: z.string(), secret: z.string() })).readonly(),
    }),
  }),
]);

/** What the host needs to open core: where the data lives, who runs it, and test tuning. */
export const hostInitSchema = z.object({
  dataDir: z.string().min(1),
  appVersion: z.string(),
  shell: z.enum(['electron', 'web-bridge', 'cli']),
  sandbox: hostSandboxSchema,
  /** Router services the host may call (Electron's clipboard and shell live in main only). */
  services: z.array(z.enum(['clipboard', 'openExternal', 'files'])).default([]),
  /** Uploads tuning (tests shorten status polling). */
  uploads: z.record(z.string(), z.unknown()).optional(),
});
export type HostInit = z.input<typeof hostInitSchema>;

export const serviceNames = [
  'clipboard.writeText',
  'clipboard.readText',
  'openExternal',
  'files.resolve',
  'files.release',
  'files.register',
] as const;
export type ServiceName = (typeof serviceNames)[number];

export const toHostSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init'), init: hostInitSchema }),
  z.object({ type: z.literal('invoke'), id: z.number().int(), channel: z.string(), input: z.unknown() }),
  z.object({
    type: z.literal('service-result'),
    id: z.number().int(),
    ok: z.boolean(),
    value: z.unknown().optional(),
    error: z.string().optional(),
  }),
  z.object({ type: z.literal('close') }),
  /** A line of the router's (main's) own log, written to core's redacted log (logs/desk.log). */
  z.object({
    type: z.literal('log'),
    level: z.enum(['debug', 'info', 'warn', 'error']),
    message: z.string().max(10_000),
    fields: z.record(z.string(), z.unknown()).optional(),
  }),
]);
export type ToHost = z.infer<typeof toHostSchema>;

export const fromHostSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('result'), id: z.number().int(), result: ipcResultSchema }),
  z.object({ type: z.literal('event'), event: z.string(), payload: z.unknown() }),
  z.object({ type: z.literal('service'), id: z.number().int(), name: z.enum(serviceNames), args: z.array(z.string()) }),
  z.object({ type: z.literal('fatal'), message: z.string() }),
  z.object({ type: z.literal('closed') }),
]);
export type FromHost = z.infer<typeof fromHostSchema>;
