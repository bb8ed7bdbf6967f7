import { DeskError } from '../errors';

/** How a refusal of subscribe / unsubscribe is recognised as "it exists" / "there is none" (the spec is silent). */
export interface SubscriptionAnswerRules {
  /** A 4xx whose reason matches this means "a subscription for event + client already exists" (409 always does). */
  exists: RegExp;
  /** A 4xx whose reason matches this means "there is no such subscription" (404 always does). */
  missing: RegExp;
}

export const defaultSubscriptionAnswerRules: SubscriptionAnswerRules = {
  exists: /already|exists?\b|duplicate|conflict|уже (есть|существует|создан|подписан)|существует/i,
  missing:
    /not (found|exist|subscribed)|does ?n[o']t exist|no (such )?subscription|unknown subscription|не найден|не существует|отсутствует|нет подписки/i,
};

interface Refusal {
  status: number;
  reason: string;
}

/** The HTTP status and the operator's reason of a refusal from the API client; undefined for other failures. */
function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof DeskError) || typeof error.details !== 'object' || error.details === null) return undefined;
  const { status, reason, body } = error.details as { status?: unknown; reason?: unknown; body?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  // The reason is the operator's own words; a body it did not word (e.g. field errors only) is searched as text.
  const text = typeof reason === 'string' ? reason : body === undefined ? '' : JSON.stringify(body);
  return { status, reason: text };
}

/** Subscribe was refused because the service already has this event + client: update it instead. */
export function meansSubscriptionExists(error: unknown, rules = defaultSubscriptionAnswerRules): boolean {
  const refusal = refusalOf(error);
  if (!refusal) return false;
  if (refusal.status === 409) return true;
  // "Client does not exist" is no "subscription exists": the negative wording wins.
  return refusal.status !== 404 && rules.exists.test(refusal.reason) && !rules.missing.test(refusal.reason);
}

/** Unsubscribe was refused because the service has no such subscription: removing it is done. */
export function meansSubscriptionMissing(error: unknown, rules = defaultSubscriptionAnswerRules): boolean {
  const refusal = refusalOf(error);
  if (!refusal) return false;
  return refusal.status === 404 || (refusal.status !== 409 && rules.missing.test(refusal.reason));
}

/**
 * The refusal says in words that there is no such subscription. A bare 404 does not: under an API
 * with a base path it may be the gateway's "no such route" (webhooks-feature confirms it first).
 */
export function saysSubscriptionMissing(error: unknown, rules = defaultSubscriptionAnswerRules): boolean {
  const refusal = refusalOf(error);
  return refusal !== undefined && refusal.status !== 409 && rules.missing.test(refusal.reason);
}
