import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo, CliReadable } from './cli-io';
import { ExitCode } from './exit-codes';
import { confirm, readSecret } from './prompt';
import { en } from './strings/cli-strings';

// A terminal stand-in: a real stream that says it is a TTY and records raw-mode switches.
function fakeTerminal() {
  const stream = new PassThrough() as PassThrough & CliReadable;
  const rawModes: boolean[] = [];
  stream.isTTY = true;
  stream.setRawMode = (mode: boolean) => rawModes.push(mode);
  return { stream, rawModes };
}

function ioWith(stdin: CliReadable) {
  let stderr = '';
  const io = {
    argv: [],
    env: {},
    cwd: '/',
    stdin,
    stdout: { write: () => true },
    stderr: { write: (text: string) => (stderr += text) },
    signal: new AbortController().signal,
  } satisfies CliIo;
  return { io, stderr: () => stderr };
}

describe('readSecret on a terminal', () => {
  it('reads a line with Backspace applied, shows nothing typed, and leaves raw mode', async () => {
    const { stream, rawModes } = fakeTerminal();
    const { io, stderr } = ioWith(stream);
    const reading = readSecret(io, en, 'Password: ');
    stream.write('s3cr\x7fet-пароль\r');
    await expect(reading).resolves.toBe('s3cet-пароль');
    expect(stderr()).toBe('Password: \n');
    expect(rawModes[0]).toBe(true);
    expect(rawModes.at(-1)).toBe(false);
  });

  it('aborts on Ctrl+C with the interrupted exit code', async () => {
    const { stream } = fakeTerminal();
    const reading = readSecret(ioWith(stream).io, en, 'Password: ');
    stream.write('abc\x03');
    await expect(reading).rejects.toMatchObject({ exitCode: ExitCode.interrupted });
  });
});

describe('readSecret from a pipe', () => {
  it('takes all of stdin without the final line break, and refuses an empty one', async () => {
    await expect(readSecret(ioWith(Readable.from(['key\nline2\n'])).io, en, '')).resolves.toBe('key\nline2');
    await expect(readSecret(ioWith(Readable.from(['\n'])).io, en, '')).rejects.toMatchObject({
      exitCode: ExitCode.usage,
    });
  });
});

describe('confirm', () => {
  it('asks on stderr and takes only a yes as yes', async () => {
    const yes = ioWith(Readable.from(['yes\n']));
    await expect(confirm(yes.io, en, 'Send?')).resolves.toBe(true);
    expect(yes.stderr()).toBe(`Send?${en.common.yesNo}`);
    await expect(confirm(ioWith(Readable.from(['nope\n'])).io, en, 'Send?')).resolves.toBe(false);
  });

  it('reads an input that ends without an answer as no', async () => {
    await expect(confirm(ioWith(Readable.from([])).io, en, 'Send?')).resolves.toBe(false);
  });
});
