import { parentPortEndpoint, type ParentPortLike } from '@core-host/host-endpoint';
import { serveCore } from '@core-host/serve-core';
import { createNodePorts } from '@core/node-ports';

// Test support: what electron-host-entry.ts does, minus Electron's net (Node's fetch instead):
// the host served over `process.parentPort`, as in a utility process.
const parentPort = (process as unknown as { parentPort: ParentPortLike }).parentPort;
serveCore(parentPortEndpoint(parentPort), (init) =>
  createNodePorts({ dataDir: init.dataDir, shell: init.shell, appVersion: init.appVersion }),
);
