import { codeFindingWording } from './code-finding-wording';
import { countWording } from './count-wording';
import { errorFaultWording } from './error-fault-wording';
import { findingWording } from './finding-wording';
import { guardRailWording } from './guard-rail-wording';
import { operatorReasonWording } from './operator-reason';
import { outcomeWording } from './outcome-wording';
import { packageErrorWording } from './package-error-wording';
import { zodIssueWording } from './zod-issue-wording';

/**
 * The sentences the screen and the CLI share, as i18next resources per language: counted nouns,
 * findings and severities, error faults, guard rails, package errors, upload outcomes. Plain data: each consumer brings its own i18next.
 */
function wordingIn<L extends 'ru' | 'en'>(lng: L) {
  return {
    codeFindings: codeFindingWording[lng],
    counts: countWording[lng],
    errorFaults: errorFaultWording[lng],
    findings: findingWording[lng],
    guardRails: guardRailWording[lng],
    outcomes: outcomeWording[lng],
    operatorReasons: operatorReasonWording[lng],
    packageErrors: packageErrorWording[lng],
    zodIssues: zodIssueWording[lng],
  };
}

/** The shared Russian table (the source of truth). */
export const ruWording = wordingIn('ru');
/** The shared English table. */
export const enWording = wordingIn('en');
