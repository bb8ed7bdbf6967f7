import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { UploadHistoryItem } from '@shared/ipc/channels/upload-history';
import { historyCsv } from './history-csv';

const t = ((key: string) => key) as unknown as TFunction;

describe('the upload history as CSV', () => {
  it('defuses store and file names Excel would run as formulas', async () => {
    const item = {
      id: 1,
      profileId: 4,
      kind: 'full',
      fileName: '=HYPERLINK("http://evil.example","click").json',
      rows: 12,
      outcome: 'processed',
      httpStatus: 200,
      messageId: '@msg',
      minutesToProcessed: -1.5,
      sha256: null,
      startedAt: '2026-11-26T09:00:00Z',
    } as unknown as UploadHistoryItem;
    const csv = await historyCsv([item], () => '+Аптека; центр', t, 'ru');
    const line = csv.split('\r\n')[1]!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click"").json"`);
    expect(line).toContain(`"'+Аптека; центр"`);
    expect(line).toContain(`'@msg`);
    expect(line).toContain(';-1,5;');
    // Moscow wall time as Russian Excel reads a date-time (09:00 UTC is 12:00 in Moscow).
    expect(line.startsWith('26.11.2026 12:00;')).toBe(true);
  });
});
