/** The host's end of the link to its router: post a message, receive messages. */
export interface HostEndpoint {
  post(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
}

/** Electron's `process.parentPort` in a utility process (messages arrive as MessageEvent-like `{ data }`). */
export interface ParentPortLike {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
}

export function parentPortEndpoint(port: ParentPortLike): HostEndpoint {
  return {
    post: (message) => port.postMessage(message),
    onMessage: (listener) => void port.on('message', (event) => listener(event.data)),
  };
}

/** Node's IPC channel to the parent (child_process.fork with `serialization: 'advanced'`). */
export function processEndpoint(proc: NodeJS.Process): HostEndpoint {
  if (!proc.send) throw new Error('The core host must be started with an IPC channel (child_process.fork).');
  return {
    post: (message) => void proc.send!(message as object),
    onMessage: (listener) => void proc.on('message', listener),
  };
}
