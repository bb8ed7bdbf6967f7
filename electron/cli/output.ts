import type { CliIo } from './cli-io';
import type { CliError } from './cli-error';
import { createProgress, type Progress } from './progress';

/** What a command produced: the JSON document for scripts and the lines for a person. */
export interface CommandResult {
  /** Printed as one JSON document on stdout with --json. */
  data: unknown;
  /** Printed on stdout without --json. */
  lines: string[];
  /**
   * A verdict that is not success (validation failed, processed with Error...): the result is
   * printed all the same, then this error, and the exit code is its code.
   */
  failure?: CliError;
}

/** How the CLI talks to a person or a script during a command. */
export interface Output {
  readonly json: boolean;
  /** A person at a terminal can answer questions (stdin and stderr are terminals, no --json). */
  readonly interactive: boolean;
  /** A note or warning for a person, on stderr; dropped with --json (the JSON carries it). */
  note(text: string): void;
  /** A progress display on stderr: a bar on a terminal, plain lines otherwise, nothing with --json. */
  progress(): Progress;
  /** Prints a command's result. */
  result(result: CommandResult): void;
  /** Prints an error: specific text for a person, or `{"error":{...}}` on stderr with --json. */
  error(error: CliError): void;
}

export function createOutput(io: CliIo, json: boolean): Output {
  const interactive = !json && io.stdin.isTTY === true && io.stderr.isTTY === true;
  return {
    json,
    interactive,
    note(text) {
      if (!json) io.stderr.write(`${text}\n`);
    },
    progress() {
      return createProgress(io.stderr, json ? 'off' : io.stderr.isTTY ? 'bar' : 'lines');
    },
    result({ data, lines }) {
      if (json) io.stdout.write(`${JSON.stringify(data)}\n`);
      else if (lines.length > 0) io.stdout.write(`${lines.join('\n')}\n`);
    },
    error(error) {
      if (json) {
        const body = {
          code: error.code,
          exitCode: error.exitCode,
          message: error.message,
          ...(error.details === undefined ? {} : { details: error.details }),
        };
        io.stderr.write(`${JSON.stringify({ error: body })}\n`);
      } else {
        io.stderr.write(`${error.message}\n`);
      }
    },
  };
}
