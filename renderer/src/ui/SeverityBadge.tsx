import type { ReactNode } from 'react';

/** A table column of severity badges: as wide as the longest, «▲ Предупреждение» in bold. */
export const SEVERITY_COLUMN_WIDTH = '13.5em';

/** The three severities a finding carries (the contract's FindingSeverity). */
export type Severity = 'error' | 'warning' | 'info';

/** A shape per severity, so the kinds differ without colour too (read aloud: no, aria-hidden). */
export const severityIcon: Record<Severity, string> = { error: '✖', warning: '▲', info: 'ℹ' };

/**
 * A finding's severity as the app shows it everywhere: its shape and its word in the severity's
 * colour (theme.css), never cut (no wrapping, no ellipsis). The word comes from the caller's
 * strings, so one place (the wording tables) names each severity.
 */
export function SeverityBadge({ severity, children }: { severity: Severity; children: ReactNode }) {
  return (
    <span className={`dk-severity dk-severity--${severity}`} data-severity={severity}>
      <span aria-hidden="true">{severityIcon[severity]} </span>
      {children}
    </span>
  );
}
