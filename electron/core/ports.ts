/**
 * The small ports core depends on. electron/main, the CLI, the web bridge and tests each
 * provide their own implementations; core never imports 'electron'.
 */

/** Where the app keeps its files (SQLite database, logs, exports). */
export interface Paths {
  dataDir: string;
  logDir: string;
}

/** The OS keychain. Implementations must throw DeskError('keychain-locked' | 'keychain-unavailable'), never fall back. */
export interface SecretStore {
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<boolean>;
}

/** A WHATWG fetch: Electron's net.fetch in the app (system proxy, OS certificates), Node's fetch elsewhere. */
export type HttpFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** Time source, injectable so guard rails and backoff can be tested at any instant. */
export interface Clock {
  now(): Date;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Structured logger; implementations redact secrets, tokens and Authorization headers. */
export interface Logger {
  log(level: LogLevel, message: string, fields?: Record<string, unknown>): void;
}

/** The system clipboard, written from main so a secret copied "on demand" never passes through the renderer. */
export interface Clipboard {
  writeText(text: string): Promise<void>;
  readText(): Promise<string>;
}

/** Files the user chose, by opaque reference: the router holds the paths (electron/host/file-refs.ts). */
export interface FileSource {
  /** The path to read, or null when the reference is unknown or was released. */
  resolve(fileRef: string): Promise<{
    path: string;
    fileName: string;
    /** Device and inode when chosen (decimal strings): the reader refuses a file swapped since. */
    identity?: { dev: string; ino: string };
    /** The router's own copy (the web bridge's uploads): deleted when released, never a recent file. */
    temporary?: boolean;
  } | null>;
  /** Core no longer needs the file (a temporary copy is deleted then). */
  release(fileRef: string): Promise<void>;
  /**
   * Registers a path core remembered (a recent file) through the router's vetting, as a file the
   * user chose; refused with the vetting's reason. Absent where the router offers no such service.
   */
  register?(path: string): Promise<RegisteredFile>;
}

/** What `FileSource.register` answers: the new reference, or why the router refused the path. */
export type RegisteredFile =
  | { ok: true; file: { fileRef: string; fileName: string; bytes: number } }
  | { ok: false; reason: string; message: string };

export interface CorePorts {
  paths: Paths;
  secrets: SecretStore;
  fetch: HttpFetch;
  /** False when `fetch` is not known to send a streamed body with its Content-Length (Electron's net.fetch): uploads then go out whole. */
  fetchStreamsUploadBodies?: boolean;
  clock: Clock;
  logger: Logger;
  /** Electron's clipboard in the desktop app; absent in the web bridge (dev/test) and the CLI. */
  clipboard?: Clipboard;
  /** Chosen files by reference (the app and the web bridge); absent in the CLI, which reads paths itself. */
  files?: FileSource;
  /** Which shell runs core: shown in the About box and used to pick defaults. */
  shell: 'electron' | 'web-bridge' | 'cli';
  appVersion: string;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};
