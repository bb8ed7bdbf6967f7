import { join } from 'node:path';
import { parseArgs, flag, type FlagSpec } from './args';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { commands, findCommand } from './commands/index';
import { globalFlags } from './command-types';
import { resolveDataDir } from './data-dir';
import { toCliError, type CliErrorLog } from './describe-error';
import { createFileLogger } from '../core/logging/file-logger';
import { logInternalError } from '../core/logging/internal-error';
import { ExitCode } from './exit-codes';
import { pickLanguage, stringsFor } from './locale';
import { createOutput } from './output';
import { appVersion, createSession, type SessionOptions } from './session';

/** Every flag any command takes (one kind per name), so flags may come before the command words. */
const allFlags: FlagSpec = Object.assign({}, globalFlags, ...commands.map((c) => c.flags));

/**
 * Runs one CLI invocation and returns its exit code. `index.ts` calls it with the process's
 * streams; tests may call it in-process with buffers.
 */
export async function runCli(io: CliIo, options: Pick<SessionOptions, 'coreOptions'> = {}): Promise<number> {
  const t = stringsFor(pickLanguage(io.env));
  const json = io.argv.includes('--json');
  const out = createOutput(io, json);
  let session: ReturnType<typeof createSession> | undefined;
  let dataDir = '';
  try {
    const parsed = parseArgs(io.argv, allFlags);
    const { flags, positionals } = parsed;
    if (flag.bool(flags, 'version')) {
      out.result({ data: { version: appVersion() }, lines: [appVersion()] });
      return ExitCode.ok;
    }
    if (positionals[0] === 'help' || positionals.length === 0) {
      const topic = positionals.slice(1).join(' ');
      const text = topic ? t.help.command[topic] : t.help.main;
      if (positionals.length === 0 && !flag.bool(flags, 'help')) {
        throw new CliError(ExitCode.usage, 'usage', `${t.errors.prefix}${t.usage.noCommand}\n\n${t.help.main}`);
      }
      if (text === undefined)
        throw new CliError(
          ExitCode.usage,
          'usage',
          `${t.errors.prefix}${t.usage.unknownCommand({ command: topic })}\n${t.usage.seeMainHelp}`,
        );
      out.result({ data: { help: text }, lines: [text] });
      return ExitCode.ok;
    }
    const found = findCommand(positionals);
    if (!found) {
      throw new CliError(
        ExitCode.usage,
        'usage',
        `${t.errors.prefix}${t.usage.unknownCommand({ command: positionals.slice(0, 2).join(' ') })}\n${t.usage.seeMainHelp}`,
      );
    }
    const { command, args } = found;
    const seeHelp = t.usage.seeHelp({ command: command.name });
    if (flag.bool(flags, 'help')) {
      out.result({
        data: { help: t.help.command[command.name] },
        lines: [t.help.command[command.name] ?? t.help.main],
      });
      return ExitCode.ok;
    }
    for (const name of Object.keys(flags)) {
      if (!(name in globalFlags) && !(name in command.flags)) {
        throw new CliError(
          ExitCode.usage,
          'usage',
          `${t.errors.prefix}${t.usage.flagNotForCommand({ flag: name, command: command.name })}\n${seeHelp}`,
        );
      }
    }
    if (args.length < command.args.min) {
      const name = command.args.names[args.length] ?? command.args.names[command.args.names.length - 1] ?? '';
      throw new CliError(
        ExitCode.usage,
        'usage',
        `${t.errors.prefix}${t.usage.missingArgument({ command: command.name, name })}\n${seeHelp}`,
      );
    }
    if (args.length > command.args.max) {
      throw new CliError(
        ExitCode.usage,
        'usage',
        `${t.errors.prefix}${t.usage.tooManyArguments({ command: command.name, extra: args.slice(command.args.max).join(' ') })}\n${seeHelp}`,
      );
    }
    dataDir = resolveDataDir(flag.str(flags, 'data-dir'), io.env, io.cwd);
    session = createSession({ io, t, out, dataDir, coreOptions: options.coreOptions });
    const result = await command.run({ s: session, flags, args });
    out.result(result);
    if (result.failure) {
      out.error(result.failure);
      return result.failure.exitCode;
    }
    return ExitCode.ok;
  } catch (error) {
    const failure =
      io.signal.aborted && !(error instanceof CliError)
        ? new CliError(ExitCode.interrupted, 'interrupted', t.common.interrupted)
        : toCliError(error, t, cliErrorLog(dataDir || resolveDataDir(undefined, io.env, io.cwd)));
    out.error(failure);
    return failure.exitCode;
  } finally {
    await session?.close();
  }
}

/** The CLI's own log (logs/cli.log in the data folder, as the session's core writes it). */
function cliErrorLog(dataDir: string): CliErrorLog {
  const logger = createFileLogger({ dir: join(dataDir, 'logs'), name: 'cli' });
  return { file: logger.file, record: (error) => logInternalError(logger, error, { shell: 'cli' }) };
}
