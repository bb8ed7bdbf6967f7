import { DEFAULT_UNKNOWN_NNT_REJECT_SHARE } from '@shared/protocol/operator-rules';

/** Preflight thresholds; each is a guess about the operator or the user, so each is a setting. */
export interface PreflightSettings {
  /** Share of unknown-nnt rows above which the operator rejects the package; null: never predicted. Default = the sandbox's. */
  unknownNntRejectShare: number | null;
  /** Rows expiring within this many days with mark 0 get an "near-expiry" note. */
  nearExpiryDays: number;
  /** A retail price below this share of the purchase price with VAT is abnormally low (the dispersion page's rule). */
  dispersionPurchaseRatio: number;
  /** Dictionaries older than this many days are not trusted (their checks are skipped); null: never stale. */
  staleAfterDays: number | null;
}

export const defaultPreflightSettings: PreflightSettings = {
  unknownNntRejectShare: DEFAULT_UNKNOWN_NNT_REJECT_SHARE,
  nearExpiryDays: 90,
  dispersionPurchaseRatio: 0.5,
  staleAfterDays: 7,
};
