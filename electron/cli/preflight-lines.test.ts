import { describe, expect, it } from 'vitest';
import type { PreflightFinding } from '@shared/ipc/channels/preflight';
import { foreignWords } from '@shared/i18n/foreign-words';
import { findingLine } from './preflight-lines';
import { en, ru } from './strings/cli-strings';

const finding = (code: string): PreflightFinding => ({
  row: 3,
  prtId: 'P-1',
  field: 'nnt',
  nnt: 4711,
  severity: 'warning',
  code: code as PreflightFinding['code'],
  message: 'Row 3 (batch P-1): the product is not in the goods dictionary',
  facts: {},
  product: null,
});

describe('findingLine', () => {
  it('reads a code with no text as its code in Russian, never as core’s English message', () => {
    const line = findingLine(ru, finding('a-code-no-table-knows'));
    expect(line).toContain('неизвестная проверка с кодом a-code-no-table-knows');
    expect(line).not.toContain('goods dictionary');
    expect(foreignWords(line)).toEqual([]);
    expect(findingLine(en, finding('a-code-no-table-knows'))).toContain('a finding with code a-code-no-table-knows');
  });
});
