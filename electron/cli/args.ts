/** How a flag takes its value: a switch, one value, or a list (repeatable and/or comma-separated). */
export type FlagKind = 'boolean' | 'string' | 'list';
export type FlagSpec = Readonly<Record<string, FlagKind>>;
export type FlagValues = Record<string, string | boolean | string[]>;

/** A command-line mistake, as a key of the strings' `usage` section plus its values. */
export class ArgsError extends Error {
  constructor(
    readonly reason: 'unknown-flag' | 'missing-value' | 'no-value-expected',
    readonly flag: string,
  ) {
    super(`${reason}: ${flag}`);
    this.name = 'ArgsError';
  }
}

export interface ParsedArgs {
  flags: FlagValues;
  positionals: string[];
}

/** Short aliases of a few common flags. */
const aliases: Readonly<Record<string, string>> = { '-h': '--help', '-V': '--version', '-y': '--yes' };

/**
 * Splits argv into flags (`--name value`, `--name=value`, `--switch`) and positionals, in any
 * order; `--` ends the flags. Flags not in `spec` are refused, so a typo never passes silently.
 */
export function parseArgs(argv: readonly string[], spec: FlagSpec): ParsedArgs {
  const flags: FlagValues = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i]!;
    if (raw === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!raw.startsWith('-') || raw === '-' || /^-\d/.test(raw)) {
      positionals.push(raw);
      continue;
    }
    const token = aliases[raw] ?? raw;
    const eq = token.indexOf('=');
    const name = (eq >= 0 ? token.slice(0, eq) : token).replace(/^--?/, '');
    const inline = eq >= 0 ? token.slice(eq + 1) : undefined;
    const kind = spec[name];
    if (!kind || !token.startsWith('--')) throw new ArgsError('unknown-flag', eq >= 0 ? token.slice(0, eq) : token);
    if (kind === 'boolean') {
      if (inline !== undefined) throw new ArgsError('no-value-expected', `--${name}`);
      flags[name] = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new ArgsError('missing-value', `--${name}`);
    if (kind === 'string') flags[name] = value;
    else {
      const list = (flags[name] as string[] | undefined) ?? [];
      list.push(
        ...value
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v !== ''),
      );
      flags[name] = list;
    }
  }
  return { flags, positionals };
}

/** Typed reads of parsed flags. */
export const flag = {
  bool: (flags: FlagValues, name: string): boolean => flags[name] === true,
  str: (flags: FlagValues, name: string): string | undefined =>
    typeof flags[name] === 'string' ? (flags[name] as string) : undefined,
  list: (flags: FlagValues, name: string): string[] => (Array.isArray(flags[name]) ? (flags[name] as string[]) : []),
};
