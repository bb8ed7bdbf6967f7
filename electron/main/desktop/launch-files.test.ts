import { describe, expect, it } from 'vitest';
import { filesFromArgv } from './launch-files';

describe('files named on the command line', () => {
  it('keeps associated files, resolves relative ones, drops switches, URLs, the app path and other files', () => {
    expect(
      filesFromArgv(
        [
          '/opt/Pharmacy Exchange Desk/pharmacy-exchange-desk',
          '--no-sandbox',
          '--allow-file-access-from-files',
          '/home/anna/Остатки 26.11.XLSX',
          'stock.csv',
          'https://example.com/a.json',
          '/home/anna/notes.txt',
          '.',
          '/mnt/share/ostatki.DBF',
        ],
        '/home/anna',
      ),
    ).toEqual(['/home/anna/Остатки 26.11.XLSX', '/home/anna/stock.csv', '/mnt/share/ostatki.DBF']);
  });

  it('finds nothing in a plain launch', () => {
    expect(filesFromArgv(['C:\\Program Files\\Pharmacy Exchange Desk\\Pharmacy Exchange Desk.exe'], 'C:\\')).toEqual(
      [],
    );
  });
});
