import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import type { CliIo } from './cli-io';
import { CliError } from './cli-error';
import { ExitCode } from './exit-codes';
import type { CliStrings } from './strings/cli-strings';

/** Largest value read from stdin (a password or a key); more is surely a wrong file. */
const MAX_STDIN_BYTES = 64 * 1024;

/** Reads one line of stdin through readline; an input that ends first reads as an empty line. */
async function readLine(io: CliIo): Promise<string> {
  const rl = createInterface({ input: io.stdin, terminal: false });
  try {
    const first = await rl[Symbol.asyncIterator]().next();
    return first.done ? '' : first.value;
  } finally {
    rl.close();
  }
}

/** Asks a yes/no question on the terminal (the terminal echoes the answer); anything but yes is no. */
export async function confirm(io: CliIo, t: CliStrings, question: string): Promise<boolean> {
  io.stderr.write(`${question}${t.common.yesNo}`);
  const answer = (await readLine(io)).trim().toLowerCase();
  return t.common.yesAnswers.includes(answer);
}

/**
 * Reads a secret: on a terminal, typed with echo off (readline in raw mode writing to a muted
 * output: nothing is shown, Backspace works, Ctrl+C aborts); otherwise all of stdin, without
 * the final line break.
 */
export async function readSecret(io: CliIo, t: CliStrings, prompt: string): Promise<string> {
  const interrupted = () => new CliError(ExitCode.interrupted, 'interrupted', t.common.interrupted);
  if (io.stdin.isTTY && io.stdin.setRawMode) {
    io.stderr.write(prompt);
    const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
    const rl = createInterface({ input: io.stdin, output: muted, terminal: true });
    try {
      return await new Promise<string>((resolve, reject) => {
        rl.once('SIGINT', () => reject(interrupted()));
        // Ctrl+D on an empty line closes the input: an empty secret, refused by the caller.
        rl.once('close', () => resolve(''));
        rl.question('').then(resolve, reject);
      });
    } finally {
      rl.close();
      io.stdin.setRawMode(false);
      io.stderr.write('\n');
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
