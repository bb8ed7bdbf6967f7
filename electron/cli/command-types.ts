import type { FlagSpec, FlagValues } from './args';
import type { CommandResult } from './output';
import type { Session } from './session';

/** What a command gets: the session (core, output, strings), its flags and its arguments. */
export interface CommandContext {
  s: Session;
  flags: FlagValues;
  args: string[];
}

/** One command of the CLI: its words (`dict sync`), its own flags, its arguments and its work. */
export interface CommandDef {
  name: string;
  flags: FlagSpec;
  /** Names of the positional arguments for messages; `min` of them are required; `max` may be Infinity. */
  args: { names: string[]; min: number; max: number };
  run(ctx: CommandContext): Promise<CommandResult>;
}

/** Flags every command takes. */
export const globalFlags: FlagSpec = {
  'data-dir': 'string',
  store: 'string',
  'base-url': 'string',
  'auth-url': 'string',
  json: 'boolean',
  help: 'boolean',
  version: 'boolean',
};
