import { createNodePorts } from '../core/node-ports';
import { processEndpoint } from './host-endpoint';
import { serveCore } from './serve-core';
import { clockFromEnv } from './fake-clock';
import { watchRouter } from './router-watchdog';

// The core host under Node (child_process.fork): the web bridge, tests and benches run core
// in this second process, the same shape as the desktop app's utility process. Being dev/test
// only, it honours DESK_FAKE_NOW (the Electron entry never reads it).
serveCore(processEndpoint(process), (init) =>
  createNodePorts({
    dataDir: init.dataDir,
    shell: init.shell,
    appVersion: init.appVersion,
    clock: clockFromEnv(process.env),
  }),
);
// The router going away (its IPC channel closed) ends the host too: never an orphan holding SQLite.
process.on('disconnect', () => process.exit(0));
// ...and when the main thread is too busy to hear it, the watchdog thread ends it (issue #21.7).
watchRouter();
