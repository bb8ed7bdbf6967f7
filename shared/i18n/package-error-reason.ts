/** A reason as the schema check reports it (`shared/validation`). */
interface Reason {
  code: string;
  params: Readonly<Record<string, string | number | boolean | null | undefined>>;
}

/**
 * The key (under `packageErrors.`) and i18next parameters of one reason: records counted from 1
 * as a person counts them, an unknown field with a near miss names it, value kinds resolve in the
 * table itself (`$t(packageErrors.types.…)`), so the table must be mounted at `packageErrors`.
 */
export function reasonWording(reason: Reason): { key: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(reason.params)) if (v !== null && v !== undefined) params[k] = String(v);
  if (reason.code === 'wrong-type') {
    params['expected'] = params['expected'] ?? 'other';
    params['actual'] = params['actual'] ?? 'other';
  }
  if (reason.code === 'not-unique') params['firstRow'] = Number(params['firstRow']) + 1;
  const suggest = reason.code === 'unknown-field' && params['suggestion'] !== undefined;
  // A bound the value must pass, not reach ("greater than 0"): its own sentence.
  const exclusive = (reason.code === 'too-small' || reason.code === 'too-big') && params['exclusive'] !== undefined;
  delete params['exclusive'];
  const key = suggest ? 'unknown-field-suggest' : exclusive ? `${reason.code}-exclusive` : reason.code;
  return { key: `packageErrors.reasons.${key}`, params };
}
