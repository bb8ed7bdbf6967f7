import { describe, expect, it } from 'vitest';
import { schemaTestId, verdictState } from './verdict-state';

const base = {
  blocked: false,
  unreadable: false,
  schemaErrors: 0,
  rejectionPredicted: false,
  preflightRan: true,
  skipped: [],
};
const skipped = {
  dictionary: 'goods' as const,
  reason: 'never-synced' as const,
  checks: [],
  lastSyncedAt: null,
  ageDays: null,
  staleAfterDays: null,
  syncAllowedNow: true,
  nextSyncAt: null,
};

describe('the verdict says one truthful thing', () => {
  it('never says ready above a predicted rejection, nor above format errors', () => {
    expect(verdictState({ ...base, rejectionPredicted: true, blocked: true })).toBe('rejection');
    expect(verdictState({ ...base, schemaErrors: 2, rejectionPredicted: true, blocked: true })).toBe('errors');
    expect(verdictState({ ...base, unreadable: true, schemaErrors: 1, blocked: true })).toBe('syntax');
  });

  it('is ready only when nothing blocks, and cautions when dictionaries could not be checked', () => {
    expect(verdictState(base)).toBe('ready');
    expect(verdictState({ ...base, preflightRan: false, skipped: [skipped] })).toBe('readyUnchecked');
  });

  it('keeps the schema check’s own state for the screens that wait on it', () => {
    expect(schemaTestId({ ...base, rejectionPredicted: true })).toBe('check-valid');
    expect(schemaTestId({ ...base, schemaErrors: 1 })).toBe('check-invalid');
    expect(schemaTestId({ ...base, unreadable: true, schemaErrors: 1 })).toBe('check-syntax');
  });
});
