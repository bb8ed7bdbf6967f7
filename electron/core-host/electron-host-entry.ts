import { net } from 'electron';
import { createNodePorts } from '../core/node-ports';
import { parentPortEndpoint } from './host-endpoint';
import { serveCore } from './serve-core';
import { watchRouter } from './router-watchdog';

// The core host in the desktop app: an Electron utility process. Core's HttpFetch is Electron's
// net.fetch here (system proxy, PAC, OS certificates); the keychain and SQLite work as in Node.
serveCore(parentPortEndpoint(process.parentPort), (init) => ({
  ...createNodePorts({ dataDir: init.dataDir, shell: 'electron', appVersion: init.appVersion }),
  fetch: (input, init) => net.fetch(String(input), init),
  // Not verified here (no Electron binary) that net.fetch keeps a streamed body's Content-Length: uploads go out whole.
  fetchStreamsUploadBodies: false,
}));
// The main process (the router) killed: this utility process must not live on as an orphan.
watchRouter();
