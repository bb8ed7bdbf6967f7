import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LogLevel, Logger } from '../ports';
import { redact, redactText } from './redact';

export interface FileLoggerOptions {
  /** The logs folder, e.g. `<userData>/logs`; created when missing. */
  dir: string;
  /** Size at which the current file is rotated. Default 5 MiB. */
  maxBytes?: number;
  /** Files kept in total, the current one included (`desk.log`, `desk.1.log`, ...). Default 5. */
  maxFiles?: number;
  /** File name stem: the app writes `desk`, the CLI can write its own. Default `desk`. */
  name?: string;
  /** Lines below this level are dropped. Default `info`. */
  level?: LogLevel;
  now?: () => Date;
}

/** A Logger that can also report where it writes. */
export interface FileLogger extends Logger {
  readonly file: string;
}

const LEVEL_RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/**
 * JSON-lines logger for the app data folder: one object per line (`time`, `level`, `message`,
 * `fields`), every line redacted, files rotated by size. Writes are synchronous appends, so a
 * crash loses nothing already logged and two loggers never interleave half-lines; a failing disk
 * never throws into the caller.
 */
export function createFileLogger(options: FileLoggerOptions): FileLogger {
  const maxBytes = Math.max(1024, options.maxBytes ?? 5 * 1024 * 1024);
  const maxFiles = Math.max(1, Math.floor(options.maxFiles ?? 5));
  const stem = options.name ?? 'desk';
  const minRank = LEVEL_RANK[options.level ?? 'info'];
  const now = options.now ?? (() => new Date());
  const file = join(options.dir, `${stem}.log`);
  const rotatedName = (index: number) => join(options.dir, `${stem}.${index}.log`);
  let size: number | undefined;
  let reportedFailure = false;

  const currentSize = (): number => {
    if (size === undefined) size = existsSync(file) ? statSync(file).size : 0;
    return size;
  };

  const rotate = () => {
    // Oldest falls off; each other file moves one step up; the current file becomes `.1`.
    rmSync(rotatedName(maxFiles - 1), { force: true });
    for (let index = maxFiles - 2; index >= 1; index--) {
      if (existsSync(rotatedName(index))) renameSync(rotatedName(index), rotatedName(index + 1));
    }
    if (maxFiles > 1 && existsSync(file)) renameSync(file, rotatedName(1));
    else rmSync(file, { force: true });
    size = 0;
  };

  const write = (line: string) => {
    try {
      mkdirSync(options.dir, { recursive: true, mode: 0o700 });
      const bytes = Buffer.byteLength(line);
      if (currentSize() > 0 && currentSize() + bytes > maxBytes) rotate();
      // Created 0600 (the mode applies when the file is made; rotation renames, keeping it).
      appendFileSync(file, line, { mode: 0o600 });
      size = currentSize() + bytes;
    } catch (error) {
      size = undefined;
      if (!reportedFailure) {
        reportedFailure = true;
        process.stderr.write(
          `pharmacy-exchange-desk: cannot write the log file ${file}: ${redactText(String(error))}\n`,
        );
      }
    }
  };

  return {
    file,
    log(level, message, fields) {
      if (LEVEL_RANK[level] < minRank) return;
      const entry: Record<string, unknown> = { time: now().toISOString(), level, message: redactText(message) };
      if (fields !== undefined && Object.keys(fields).length > 0) entry.fields = redact(fields);
      write(`${JSON.stringify(entry)}\n`);
    },
  };
}
