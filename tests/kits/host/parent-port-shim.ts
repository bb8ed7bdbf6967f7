import { EventEmitter } from 'node:events';
import { pathToFileURL } from 'node:url';

// Test support: gives this Node child the `process.parentPort` of an Electron utility process
// (postMessage out; 'message' events carrying `{ data }` in; messages queued until a handler is
// registered, as Electron does), then runs the module it was given.
const port = new EventEmitter();
let queue: unknown[] | undefined = [];
process.on('message', (data) => (queue ? queue.push(data) : port.emit('message', { data })));
port.on('newListener', (event) => {
  if (event !== 'message' || !queue) return;
  const queued = queue;
  queue = undefined;
  setImmediate(() => queued.forEach((data) => port.emit('message', { data })));
});
Object.assign(port, { postMessage: (message: unknown) => void process.send!(message as object) });
Object.defineProperty(process, 'parentPort', { value: port });
process.on('disconnect', () => process.exit(0));
await import(pathToFileURL(process.argv[2]!).href);
