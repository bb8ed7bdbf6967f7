import { join } from 'node:path';
import { z } from 'zod';
import { startCoreHost } from '@host/core-host-client';
import { createFileRefs, fileRefServices } from '@host/file-refs';
import { nodeHostLauncher } from '@host/node-fork-transport';
import { startWebBridge } from '@web-bridge/bridge-server';

// The router (web bridge) in a process of its own, for `bench -- memory`: bundled with the host by
// the bench (no tsx in either, so each RSS is the process's own). It starts the core host from the
// bundled entry, serves the renderer, prints one JSON line {launchUrl, hostPid} on stdout and
// closes everything on SIGTERM. Its configuration arrives as JSON in BENCH_ROUTER.
const config = z
  .object({
    root: z.string(),
    hostEntry: z.string(),
    dataDir: z.string(),
    sandbox: z.object({ baseUrl: z.string(), authUrl: z.string(), stores: z.array(z.any()) }),
  })
  .parse(JSON.parse(process.env.BENCH_ROUTER ?? '{}'));

const fileRefs = createFileRefs();
const host = startCoreHost({
  launch: nodeHostLauncher({ entry: config.hostEntry }),
  services: fileRefServices(fileRefs),
  init: {
    dataDir: config.dataDir,
    appVersion: '0.0.0-bench',
    shell: 'web-bridge',
    sandbox: { kind: 'external', address: config.sandbox },
    services: ['files'],
  },
});
await host.ready();
const bridge = await startWebBridge({
  invoke: (channel, input) => host.invoke(channel, input),
  events: { onAny: (listener) => host.onEvent(listener) },
  rendererDir: join(config.root, 'dist/renderer'),
  bridgeScript: join(config.root, 'dist/web-bridge/desk-bridge.js'),
  fileRefs,
});
process.stdout.write(`${JSON.stringify({ launchUrl: bridge.launchUrl, hostPid: host.pid() })}\n`);
process.once('SIGTERM', () => {
  void bridge
    .close()
    .then(() => host.close())
    .finally(() => process.exit(0));
});
