/**
 * How the sandbox answers where protocol v5 is silent. Every switch is read at the one place the
 * answer is made; the named variants (`--variant dotnet,capped`) are only presets of these
 * switches, so a test can also set any single one (`startSandbox({ behaviour: { chunkCap: 500 } })`).
 */
export interface OperatorBehaviour {
  /**
   * How written dates look: 'offset' = `2024-05-01T09:00:00+03:00` (milliseconds when not zero);
   * 'dotnet' = `2024-05-01T06:00:00.1234567`, no offset, 7 fraction digits, UTC wall clock
   * (dictionary calendar days: midnight of the day).
   */
  dateStyle: 'offset' | 'dotnet';
  /** Property names of error bodies: 'camel' as spec 2.9 (`exceptionMessage`), 'pascal' as .NET (`ExceptionMessage`). */
  errorCase: 'camel' | 'pascal';
  /** An unparseable package's 400 carries `validationErrors: null` instead of leaving it out. */
  nullValidationErrors: boolean;
  /** Field messages phrased as .NET JSON-schema validators do, the path inside the text. */
  dotnetValidationMessages: boolean;
  /** The request-rate 429 as plain text ("API calls quota exceeded! maximum admitted N per P.") instead of JSON. */
  plainTextRateLimit: boolean;
  /** Most records a dictionary chunk holds whatever `count` asks (barcodes too); null = `count`. */
  chunkCap: number | null;
  /** 204 No Content, not 200 `[]`, for a read with nothing (stock read-back, dictionary chunk, goods_links). */
  emptyReadNoContent: boolean;
  /** Status of a subscribe refused because the subscription exists. */
  duplicateSubscriptionStatus: 400 | 409;
  /** Status of deleting a subscription that does not exist. */
  missingSubscriptionDeleteStatus: 204 | 404;
  /** Letter case of the store GUIDs the sandbox issues (prints, tokens). */
  storeIdCase: 'lower' | 'upper';
  /** The token endpoint accepts `client_id` only exactly as issued (letter case included). */
  caseSensitiveClientId: boolean;
  /** An upload's `Location` names an older path that answers 404 (the client must build the status URL itself). */
  staleLocation: boolean;
}

/** The sandbox's own choices (docs/protocol-notes.md). */
export const defaultOperatorBehaviour: Readonly<OperatorBehaviour> = {
  dateStyle: 'offset',
  errorCase: 'camel',
  nullValidationErrors: false,
  dotnetValidationMessages: false,
  plainTextRateLimit: false,
  chunkCap: null,
  emptyReadNoContent: false,
  duplicateSubscriptionStatus: 409,
  missingSubscriptionDeleteStatus: 404,
  storeIdCase: 'lower',
  caseSensitiveClientId: false,
  staleLocation: false,
};

/** The named presets, each a plausible operator that the spec allows. */
export const sandboxVariants = {
  dotnet: {
    dateStyle: 'dotnet',
    errorCase: 'pascal',
    nullValidationErrors: true,
    dotnetValidationMessages: true,
    plainTextRateLimit: true,
  },
  capped: { chunkCap: 1000 },
  terse: {
    emptyReadNoContent: true,
    duplicateSubscriptionStatus: 400,
    missingSubscriptionDeleteStatus: 404,
    storeIdCase: 'upper',
    caseSensitiveClientId: true,
    staleLocation: true,
  },
} as const satisfies Record<string, Partial<OperatorBehaviour>>;

export type SandboxVariantName = keyof typeof sandboxVariants;

export const sandboxVariantNames = Object.keys(sandboxVariants) as SandboxVariantName[];

/**
 * Reads a variant list: names separated by commas (`dotnet,capped`), or an array of names.
 * Throws an Error naming the unknown entry and the known ones.
 */
export function parseVariantList(list: string | readonly string[]): SandboxVariantName[] {
  const names = (typeof list === 'string' ? list.split(',') : list).map((n) => n.trim()).filter((n) => n !== '');
  const out: SandboxVariantName[] = [];
  for (const name of names) {
    if (!Object.hasOwn(sandboxVariants, name)) {
      throw new Error(`Unknown sandbox variant '${name}'; known variants: ${sandboxVariantNames.join(', ')}.`);
    }
    if (!out.includes(name as SandboxVariantName)) out.push(name as SandboxVariantName);
  }
  return out;
}

/** The defaults, then each variant in order, then the single switches given. */
export function resolveOperatorBehaviour(
  variants: readonly SandboxVariantName[],
  overrides: Partial<OperatorBehaviour> = {},
): OperatorBehaviour {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return Object.assign({}, defaultOperatorBehaviour, ...variants.map((v) => sandboxVariants[v]), defined);
}

/** The switches that differ from the defaults, as `name=value` (for the CLI's banner). */
export function describeBehaviour(behaviour: OperatorBehaviour): string[] {
  return (Object.keys(defaultOperatorBehaviour) as (keyof OperatorBehaviour)[])
    .filter((key) => behaviour[key] !== defaultOperatorBehaviour[key])
    .map((key) => `${key}=${String(behaviour[key])}`);
}
