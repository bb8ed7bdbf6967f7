import type { CliIo } from './cli-io';
import { CliError } from './cli-error';
import { ExitCode } from './exit-codes';
import type { CliStrings } from './strings/cli-strings-ru';

/** Largest value read from stdin (a password or a key); more is surely a wrong file. */
const MAX_STDIN_BYTES = 64 * 1024;

/** Reads one line typed on the terminal, echoing it (for yes/no questions). */
async function readLine(io: CliIo): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      const nl = text.search(/\r|\n/);
      if (nl >= 0) {
        io.stdin.off('data', onData);
        io.stdin.pause();
        resolve(text.slice(0, nl));
      }
    };
    io.stdin.on('data', onData);
    io.stdin.resume();
  });
}

/** Asks a yes/no question on the terminal; anything but yes is no. */
export async function confirm(io: CliIo, t: CliStrings, question: string): Promise<boolean> {
  io.stderr.write(`${question}${t.common.yesNo}`);
  const answer = (await readLine(io)).trim().toLowerCase();
  return t.common.yesAnswers.includes(answer);
}

/**
 * Reads a secret: on a terminal, typed with echo off (raw mode: nothing is shown, Backspace
 * works, Ctrl+C aborts); otherwise all of stdin, without the final line break.
 */
export async function readSecret(io: CliIo, t: CliStrings, prompt: string): Promise<string> {
  const interrupted = () => new CliError(ExitCode.interrupted, 'interrupted', t.common.interrupted);
  if (io.stdin.isTTY && io.stdin.setRawMode) {
    io.stderr.write(prompt);
    io.stdin.setRawMode(true);
    try {
      return await new Promise<string>((resolve, reject) => {
        let value = '';
        const finish = (fn: () => void) => {
          io.stdin.off('data', onData);
          io.stdin.pause();
          io.stderr.write('\n');
          fn();
        };
        const onData = (chunk: Buffer | string) => {
          for (const ch of chunk.toString()) {
            if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish(() => resolve(value));
            if (ch === '\u0003') return finish(() => reject(interrupted()));
            if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
            else if (ch >= ' ') value += ch;
          }
        };
        io.stdin.on('data', onData);
        io.stdin.resume();
      });
    } finally {
      io.stdin.setRawMode(false);
    }
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of io.stdin) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.length;
    if (size > MAX_STDIN_BYTES) break;
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  if (text.trim() === '') throw new CliError(ExitCode.usage, 'stdin-empty', t.common.stdinEmpty);
  return text;
}
