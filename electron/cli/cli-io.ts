/** A stream the CLI writes to: process.stdout / process.stderr, or a buffer in tests. */
export interface CliWritable {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** Standard input: process.stdin (raw mode on a terminal for passwords), or a stream in tests. */
export interface CliReadable extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

/** Everything the CLI touches of its process, so it can run in-process in tests. */
export interface CliIo {
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin: CliReadable;
  stdout: CliWritable;
  stderr: CliWritable;
  /** Aborted on Ctrl+C: waits end, core closes, the exit code is 130. */
  signal: AbortSignal;
}
