import { z } from 'zod';
import { invokeContract, type InvokeChannel } from '@shared/ipc/contract';
import type { SeededRandom } from '@sandbox/util/seeded-random';

/** The subset of JSON Schema that z.toJSONSchema produces for the contract's inputs. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

/** A channel's input schema as JSON Schema (zod's own converter; void inputs become `{}`). */
export function inputSchemaOf(channel: InvokeChannel): JsonSchema {
  return z.toJSONSchema(invokeContract[channel].input as z.ZodType, {
    unrepresentable: 'any',
    io: 'input',
  }) as JsonSchema;
}

// Loopback only, on the discard port: a fuzzed address must never send the process onto the network.
const URLS = ['http://127.0.0.1:9/', 'https://127.0.0.1:9/v5', 'http://localhost:9/x?y=1'];

/** A value the schema accepts, small ids biased towards existing rows so handlers run for real. */
export function validValue(schema: JsonSchema, random: SeededRandom, key = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return validValue(random.pick(options), random, key);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || random.next() < 0.5) out[name] = validValue(child, random, name);
      }
      return out;
    }
    case 'array': {
      const length = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length }, () => validValue(schema.items ?? {}, random, key));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -5);
      const max = schema.maximum ?? 1_000_000;
      const n =
        random.next() < 0.7 ? random.int(Math.max(min, 1), Math.min(max, 4)) : random.int(min, Math.min(max, 1e9));
      return Math.min(Math.max(n, min), max);
    }
    case 'boolean':
      return random.next() < 0.5;
    case 'null':
      return null;
    case 'string': {
      if (schema.format === 'date-time') return new Date(Date.UTC(2026, 0, random.int(1, 300))).toISOString();
      if (/url/i.test(key)) return random.pick(URLS);
      const length = random.int(schema.minLength ?? 0, Math.min(schema.maxLength ?? 24, 24));
      return Array.from({ length }, () => random.pick([...'abcXYZ019-_ ёжЩ{}"[]:,'])).join('');
    }
    default:
      return undefined;
  }
}

/** Nested arrays `depth` deep: a stack-overflow probe for anything that recurses over input. */
function deep(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Hostile values: wrong types, edge numbers, huge and odd strings, deep and wide containers, pollution keys. */
export function hostileValue(random: SeededRandom): unknown {
  const pick = random.int(0, 23);
  switch (pick) {
    case 0:
      return NaN;
    case 1:
      return Infinity;
    case 2:
      return -Infinity;
    case 3:
      return -0;
    case 4:
      return Number.MAX_SAFE_INTEGER + 2;
    case 5:
      return 1e308 * 10;
    case 6:
      return 10n;
    case 7:
      return 'x'.repeat(random.int(1, 1_000_000));
    case 8:
      return '\u0000\ud800\u202e<script>';
    case 9:
      return '';
    case 10:
      return null;
    case 11:
      return undefined;
    case 12:
      return [];
    case 13:
      return {};
    case 14:
      return true;
    case 15:
      return new Date(NaN);
    case 16:
      return deep(random.int(1_000, 20_000));
    case 17:
      return Array.from({ length: random.int(1_000, 100_000) }, (_, i) => i);
    case 18:
      return Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]));
    case 19:
      return JSON.parse('{"__proto__": {"polluted": "yes"}}');
    case 20:
      return { constructor: { prototype: { polluted: 'yes' } } };
    case 21:
      return JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}');
    case 22:
      return -1;
    default:
      return 1.5;
  }
}

/** A valid input bent one way: a field replaced, dropped or added, pollution keys spliced in, or the whole replaced. */
export function mutatedInput(channel: InvokeChannel, random: SeededRandom): unknown {
  const schema = inputSchemaOf(channel);
  const valid = validValue(schema, random);
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) {
    return random.next() < 0.5 ? valid : hostileValue(random);
  }
  const record = { ...(valid as Record<string, unknown>) };
  const keys = Object.keys(schema.properties ?? {});
  switch (random.int(0, 5)) {
    case 0:
      if (keys.length > 0) record[random.pick(keys)] = hostileValue(random);
      return record;
    case 1:
      if (keys.length > 0) delete record[random.pick(keys)];
      return record;
    case 2:
      record[random.pick(['extra', 'url', 'isAdmin', 'toString', 'hasOwnProperty'])] = hostileValue(random);
      return record;
    case 3: {
      // Own "__proto__" and "constructor" keys next to valid fields, as JSON.parse delivers them.
      const text = JSON.stringify(record, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
      const spliced = text.replace(
        /^\{/,
        '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},',
      );
      return JSON.parse(spliced.replace(/,\}$/, '}'));
    }
    case 4:
      return [record];
    default:
      return hostileValue(random);
  }
}

/** One fuzz input for a channel: mostly mutations of a valid input, sometimes valid, sometimes pure noise. */
export function fuzzInput(channel: InvokeChannel, random: SeededRandom): unknown {
  const roll = random.next();
  if (roll < 0.2) return validValue(inputSchemaOf(channel), random);
  if (roll < 0.85) return mutatedInput(channel, random);
  return hostileValue(random);
}
