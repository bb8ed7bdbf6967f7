import { parseArgs } from 'node:util';
import { parseVariantList, sandboxVariantNames, type SandboxVariantName } from './operator-behaviour';

/** Parsed `npm run sandbox -- ...` arguments. */
export interface SandboxCliArgs {
  port: number;
  authPort: number;
  scale: 'small' | 'large';
  seed: number;
  host: string;
  /** Plausible operators to play (`--variant dotnet,capped`; repeatable). */
  variants: SandboxVariantName[];
}

const usage =
  'Usage: npm run sandbox -- [--port N] [--auth-port N] [--scale small|large] [--seed N] [--host 127.0.0.1] ' +
  `[--variant NAME[,NAME...]] (variants: ${sandboxVariantNames.join(', ')})`;

const options = {
  port: { type: 'string' },
  'auth-port': { type: 'string' },
  seed: { type: 'string' },
  scale: { type: 'string' },
  host: { type: 'string' },
  variant: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * Parses CLI arguments (`--name value` or `--name=value`) with Node's util.parseArgs, non-strict
 * so each mistake gets our own message; throws an Error with usage on mistakes.
 */
export function parseSandboxArgs(argv: readonly string[]): SandboxCliArgs {
  const args: SandboxCliArgs = { port: 0, authPort: 0, scale: 'small', seed: 1, host: '127.0.0.1', variants: [] };
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind !== 'option') {
      const raw = argv[token.index] ?? '';
      throw new Error(`Unknown option '${raw.split('=')[0]}'.\n${usage}`);
    }
    const name = token.rawName;
    if (token.name === 'help') throw new Error(usage);
    const value = token.value;
    if (!Object.hasOwn(options, token.name) || !name.startsWith('--')) {
      throw new Error(`Unknown option '${name}'.\n${usage}`);
    }
    if (value === undefined) throw new Error(`${name} needs a value.\n${usage}`);
    const int = (label: string, max: number): number => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > max)
        throw new Error(`${label} must be an integer from 0 to ${max}, got '${value}'.\n${usage}`);
      return n;
    };
    switch (name) {
      case '--port':
        args.port = int('--port', 65535);
        break;
      case '--auth-port':
        args.authPort = int('--auth-port', 65535);
        break;
      case '--seed':
        args.seed = int('--seed', 2 ** 31 - 1);
        break;
      case '--scale':
        if (value !== 'small' && value !== 'large')
          throw new Error(`--scale must be small or large, got '${value}'.\n${usage}`);
        args.scale = value;
        break;
      case '--host':
        args.host = value;
        break;
      case '--variant': {
        let named: SandboxVariantName[];
        try {
          named = parseVariantList(value);
        } catch (error) {
          throw new Error(`${(error as Error).message}\n${usage}`);
        }
        if (named.length === 0) throw new Error(`--variant needs at least one name.\n${usage}`);
        args.variants = parseVariantList([...args.variants, ...named]);
        break;
      }
      default:
        throw new Error(`Unknown option '${name}'.\n${usage}`);
    }
  }
  return args;
}
