import { z } from 'zod';

/** Application-level channels: version, locale, the data folder. */
export const appInvoke = {
  /** Version and environment facts for the About box and bug reports. */
  'app:get-info': {
    input: z.void(),
    output: z.object({
      name: z.string(),
      version: z.string(),
      /** 'electron' in the desktop app, 'web-bridge' in dev/test Chromium. */
      shell: z.enum(['electron', 'web-bridge', 'cli']),
      platform: z.string(),
      dataDir: z.string(),
    }),
  },
  /** Opens an allow-listed https page (e.g. the operator's dispersion page) in the system browser. */
  'app:open-external': {
    input: z.object({ url: z.string().max(2048) }),
    output: z.object({ opened: z.boolean() }),
  },
} as const;

export const appEvents = {
  /** Main wrote these tables; the renderer invalidates the queries keyed on them. */
  'db:changed': z.object({ tables: z.array(z.string()).min(1) }),
  /**
   * The router's link to the core host process: 'reconnecting' while a host that died is being
   * restarted (invokes wait), 'failed' when it gave up (reason says what to do), 'ready' again after.
   */
  'core:state': z.object({
    state: z.enum(['ready', 'reconnecting', 'failed']),
    restarts: z.number().int().min(0),
    reason: z.string().nullable(),
  }),
} as const;
