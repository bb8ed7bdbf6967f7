import { describe, expect, it } from 'vitest';
import { deliverOpenedFile, screenForFile } from './opened-files';

describe('files opened from the OS in the window', () => {
  it('sends packages to Uploads and tables to Import', () => {
    expect(['a.JSON', 'b.txt', 'c.csv', 'd.xlsx', 'e.xls', 'f.dbf'].map(screenForFile)).toEqual([
      'uploads',
      'uploads',
      'import',
      'import',
      'import',
      'import',
    ]);
    expect(deliverOpenedFile({ fileRef: crypto.randomUUID(), fileName: 'остатки.json', bytes: 3 })).toBe('uploads');
  });
});
