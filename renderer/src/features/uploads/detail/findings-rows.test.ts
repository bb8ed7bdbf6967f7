import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { PreflightFinding } from '@shared/ipc/channels/preflight';
import { foreignWords } from '@shared/i18n/foreign-words';
import { ruResources } from '@renderer/i18n';
import { preflightRow } from './findings-rows';

describe('preflightRow', () => {
  it('words a code with no text by its code, never core’s English message', async () => {
    const i18n = createInstance();
    await i18n.init({
      resources: { ru: { translation: ruResources } },
      lng: 'ru',
      interpolation: { escapeValue: false },
    });
    const finding = {
      row: 3,
      prtId: 'P-1',
      field: 'nnt',
      nnt: 4711,
      severity: 'warning',
      code: 'a-code-no-table-knows',
      message: 'Row 3 (batch P-1): the product is not in the goods dictionary',
      facts: {},
      product: null,
    } as unknown as PreflightFinding;
    const row = preflightRow(i18n.t, finding);
    expect(row.message).toContain('a-code-no-table-knows');
    expect(row.message).not.toContain('dictionary');
    expect(foreignWords(row.message)).toEqual([]);
  });
});
