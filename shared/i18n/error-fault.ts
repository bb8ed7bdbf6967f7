import { errorFaultWording } from './error-fault-wording';

/** An error as it travels (IPC or a thrown DeskError): its code and details. */
export interface FaultyError {
  code: string;
  details?: unknown;
}

/** The wording of one fault: the key under `errorFaults.` and its i18next parameters. */
export interface FaultWording {
  key: string;
  params: Record<string, string | number>;
  /** The fault came from `details.reason` (a code), so that field is not the operator's own words. */
  fromReason: boolean;
}

const detailsOf = (error: FaultyError): Record<string, unknown> =>
  typeof error.details === 'object' && error.details !== null ? (error.details as Record<string, unknown>) : {};

/** Bytes in megabytes, one decimal (the table formats the number in its language). */
const megabytes = (bytes: number): number => Math.round((bytes / 1048576) * 10) / 10;

/**
 * Which sentence of the shared fault table tells this error, with its parameters from the details:
 * `details.fault` names it, else a `details.reason` that is one of the table's codes (the operator's
 * free text in `reason` never matches). Null when the table has no sentence for it.
 */
export function errorFault(error: FaultyError): FaultWording | null {
  const table = (errorFaultWording.ru as Record<string, Record<string, string>>)[error.code];
  if (!table) return null;
  const details = detailsOf(error);
  const fault = typeof details.fault === 'string' && details.fault in table ? details.fault : undefined;
  const reason = typeof details.reason === 'string' && details.reason in table ? details.reason : undefined;
  const name = fault ?? reason;
  if (name === undefined) return null;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(details)) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  // A size in bytes reads in megabytes.
  if (typeof details.bytes === 'number') params.megabytes = megabytes(details.bytes);
  if (typeof details.maxBytes === 'number') params.maxMegabytes = megabytes(details.maxBytes);
  return { key: `errorFaults.${error.code}.${name}`, params, fromReason: fault === undefined };
}

/**
 * The operator's own words an error carries (`details.reason` of an answer with an HTTP status),
 * shown verbatim beside the worded sentence; core's codes in `reason` are not its words.
 */
export function operatorWordsOf(error: FaultyError): string | null {
  const details = detailsOf(error);
  if (typeof details.reason !== 'string' || details.reason === '' || typeof details.status !== 'number') return null;
  return errorFault(error)?.fromReason ? null : details.reason;
}

/** Details that are bodies or excerpts: kept elsewhere (error_body), never worded. */
const NOT_FACTS = new Set(['body', 'bodyExcerpt', 'issues', 'fields', 'rows', 'blocking']);

/**
 * The facts an error is worded from (its details' strings and numbers: fault, reason, path,
 * status, file name…), for storing beside its code (the upload ledger) and wording it later.
 * Null when there are none. Details never hold a secret (DeskError's rule).
 */
export function wordingFacts(details: unknown): Record<string, string | number> | null {
  if (typeof details !== 'object' || details === null) return null;
  const facts: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(details))
    if (!NOT_FACTS.has(k) && (typeof v === 'string' || typeof v === 'number')) facts[k] = v;
  return Object.keys(facts).length > 0 ? facts : null;
}
