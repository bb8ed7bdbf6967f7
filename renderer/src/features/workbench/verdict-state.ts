import type { InvokeOutput } from '@shared/ipc/contract';

type Verdict = InvokeOutput<'workbench:findings'>['verdict'];

/** What the workbench says about a package, as one statement (worst first). */
export type VerdictState = 'syntax' | 'errors' | 'rejection' | 'readyUnchecked' | 'ready';

/**
 * The schema check and preflight judged together: an unreadable file, then format errors, then
 * a rejection preflight predicts — so "ready to send" is never said above a predicted rejection —
 * then ready, with a caution when dictionary checks could not run.
 */
export function verdictState(v: Verdict): VerdictState {
  if (v.unreadable) return 'syntax';
  if (v.schemaErrors > 0) return 'errors';
  if (v.rejectionPredicted) return 'rejection';
  return v.skipped.length > 0 ? 'readyUnchecked' : 'ready';
}

/** The test id the schema check's own state had on screen (other screens' tests wait on it). */
export function schemaTestId(v: Verdict): 'check-syntax' | 'check-invalid' | 'check-valid' {
  return v.unreadable ? 'check-syntax' : v.schemaErrors > 0 ? 'check-invalid' : 'check-valid';
}
