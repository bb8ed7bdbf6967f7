import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileRefs } from '@host/file-refs';
import { createFileOpener } from './file-opener';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('files opened from the OS', () => {
  it('waits for the window (macOS open-file comes before ready), then hands over references after vetting', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'desk-open-'));
    const data = join(dir, 'data');
    mkdirSync(data);
    const stock = join(dir, 'остатки.csv');
    writeFileSync(stock, 'prtId;qnt\n1;2\n');
    writeFileSync(join(data, 'desk.json'), '{}');
    const refs = createFileRefs({ refuseUnder: [data] });
    const opened: string[] = [];
    const opener = createFileOpener(
      () => refs,
      (path) => opened.push(path),
    );
    await opener.open(stock);
    await opener.open(join(data, 'desk.json'));
    await opener.open(join(dir, 'gone.json'));
    const sent: unknown[] = [];
    opener.ready((payload) => sent.push(payload));
    await settle();
    expect(sent).toEqual([
      { to: 'file', file: { fileRef: expect.any(String), fileName: 'остатки.csv', bytes: 14 } },
      { to: 'refused-file', fileName: 'desk.json', reason: 'app-data' },
      { to: 'refused-file', fileName: 'gone.json', reason: 'missing' },
    ]);
    expect(opened).toEqual([stock]);
    const ref = (sent[0] as { file: { fileRef: string } }).file.fileRef;
    expect(refs.resolve(ref)?.path).toMatch(/остатки\.csv$/);
  });

  it('holds files while no window listens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'desk-open-'));
    writeFileSync(join(dir, 'a.json'), '{}');
    const refs = createFileRefs();
    const opener = createFileOpener(() => refs);
    const first: unknown[] = [];
    opener.ready((p) => first.push(p));
    opener.detach();
    await opener.open(join(dir, 'a.json'));
    expect(first).toEqual([]);
    const second: unknown[] = [];
    opener.ready((p) => second.push(p));
    await settle();
    expect(second).toHaveLength(1);
  });
});
