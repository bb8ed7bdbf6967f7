import { createNodePorts } from '../core/node-ports';
import { processEndpoint } from './host-endpoint';
import { serveCore } from './serve-core';

// The core host under Node (child_process.fork): the web bridge, tests and benches run core
// in this second process, the same shape as the desktop app's utility process.
serveCore(processEndpoint(process), (init) =>
  createNodePorts({ dataDir: init.dataDir, shell: init.shell, appVersion: init.appVersion }),
);
// The router going away (its IPC channel closed) ends the host too: never an orphan holding SQLite.
process.on('disconnect', () => process.exit(0));
