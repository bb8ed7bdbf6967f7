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

/** Parses CLI arguments (`--name value` or `--name=value`); throws an Error with usage on mistakes. */
export function parseSandboxArgs(argv: readonly string[]): SandboxCliArgs {
  const args: SandboxCliArgs = { port: 0, authPort: 0, scale: 'small', seed: 1, host: '127.0.0.1', variants: [] };
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] as string;
    if (raw === '--help' || raw === '-h') throw new Error(usage);
    const [name, inline] = raw.includes('=') ? (raw.split(/=(.*)/s, 2) as [string, string]) : [raw, undefined];
    if (!['--port', '--auth-port', '--seed', '--scale', '--host', '--variant'].includes(name)) {
      throw new Error(`Unknown option '${name}'.\n${usage}`);
    }
    const value = inline ?? argv[++i];
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
