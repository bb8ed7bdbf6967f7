import { parseArgs as parseArgv } from 'node:util';

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

/** Node's parser options for a spec; lists are repeatable strings, split on commas afterwards. */
function nodeOptions(spec: FlagSpec) {
  const shortOf = Object.fromEntries(Object.entries(aliases).map(([short, long]) => [long.slice(2), short.slice(1)]));
  return Object.fromEntries(
    Object.entries(spec).map(([name, kind]) => [
      name,
      {
        type: kind === 'boolean' ? ('boolean' as const) : ('string' as const),
        multiple: kind === 'list',
        ...(shortOf[name] ? { short: shortOf[name] } : {}),
      },
    ]),
  );
}

/**
 * Splits argv into flags (`--name value`, `--name=value`, `--switch`) and positionals, in any
 * order; `--` ends the flags. Node's util.parseArgs does the tokenizing (non-strict, so each
 * mistake becomes our own ArgsError with the flag's name); flags not in `spec` are refused,
 * so a typo never passes silently. `-` and negative numbers are positionals.
 */
export function parseArgs(argv: readonly string[], spec: FlagSpec): ParsedArgs {
  const { tokens } = parseArgv({
    args: [...argv],
    options: nodeOptions(spec),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const flags: FlagValues = {};
  const positionals: string[] = [];
  let groupIndex = -1;
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    // `-ab` yields one token per letter, all with the same index: the argument is judged once.
    if (token.index === groupIndex) continue;
    groupIndex = token.index;
    const raw = argv[token.index]!;
    if (/^-\d/.test(raw)) {
      positionals.push(raw);
      continue;
    }
    const long = raw.startsWith('--') ? token.rawName : aliases[raw];
    if (!long) throw new ArgsError('unknown-flag', raw.split('=')[0]!);
    const kind = spec[long.slice(2)];
    if (!kind) throw new ArgsError('unknown-flag', long);
    if (kind === 'boolean') {
      if (token.value !== undefined) throw new ArgsError('no-value-expected', long);
      flags[token.name] = true;
      continue;
    }
    const value = token.value;
    if (value === undefined || (!token.inlineValue && value.startsWith('--')))
      throw new ArgsError('missing-value', long);
    if (kind === 'string') flags[token.name] = value;
    else {
      const list = (flags[token.name] as string[] | undefined) ?? [];
      list.push(
        ...value
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v !== ''),
      );
      flags[token.name] = list;
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
