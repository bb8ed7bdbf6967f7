import { formatMoscowWhen } from './when';

/** What of a ledger row decides its words (a subset of the contract's UploadSummary). */
export interface OutcomeFacts {
  outcome:
    | 'sending'
    | 'held'
    | 'accepted'
    | 'processed'
    | 'processing-error'
    | 'refused'
    | 'failed'
    | 'unknown'
    | 'deleted'
    | 'cancelled';
  errorCode: string | null;
  httpStatus: number | null;
  retryAt: string | null;
}

/** The badge and headline keys (under `outcomes.`) of a ledger row, their parameters and a tone. */
export interface OutcomeWords {
  badgeKey: string;
  headlineKey: string;
  params: Record<string, string | number>;
  tone: 'good' | 'progress' | 'warn' | 'bad' | 'neutral';
}

const TONE: Record<OutcomeFacts['outcome'], OutcomeWords['tone']> = {
  sending: 'progress',
  held: 'progress',
  accepted: 'progress',
  processed: 'good',
  deleted: 'good',
  'processing-error': 'bad',
  refused: 'bad',
  failed: 'bad',
  unknown: 'warn',
  cancelled: 'neutral',
};

/** Why nothing left this PC, by the ledger's error code. */
const NOT_SENT: Record<string, string> = {
  'invalid-client': 'not-sent-password',
  'auth-failed': 'not-sent-password',
  'secret-missing': 'not-sent-no-password',
  'keychain-locked': 'not-sent-keychain',
  'keychain-unavailable': 'not-sent-keychain',
  network: 'not-sent-network',
  'app-stopped': 'not-sent-app-stopped',
};

/** The one headline of a refusal: for errors in the package, for the rate, for the operator's own failure. */
function refusedKey(u: OutcomeFacts): string {
  if (u.errorCode === 'validation-failed') return 'refused-invalid';
  if (u.httpStatus === 429) return 'refused-rate-limited';
  if (u.httpStatus !== null && u.httpStatus >= 500) return 'refused-server';
  return 'refused-package';
}

/**
 * One function from a ledger row to the words shown, on the screen and in the CLI alike: "not
 * sent: the operator refused the password" is never "the operator refused the package", and a
 * held upload says when it will go ("27.11.2026 в 10:42 МСК").
 */
export function outcomeWords(u: OutcomeFacts, language: string): OutcomeWords {
  const params: Record<string, string | number> = { status: u.httpStatus ?? '?' };
  let headline: string = u.outcome;
  if (u.outcome === 'failed') headline = NOT_SENT[u.errorCode ?? ''] ?? 'not-sent';
  else if (u.outcome === 'refused') headline = refusedKey(u);
  else if (u.outcome === 'held') {
    if (u.retryAt) params['at'] = formatMoscowWhen(u.retryAt, language);
    else headline = 'held-later';
  }
  return {
    badgeKey: `outcomes.badge.${u.outcome}`,
    headlineKey: `outcomes.headline.${headline}`,
    params,
    tone: TONE[u.outcome],
  };
}
