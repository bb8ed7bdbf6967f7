import guideEn from '@docs/user-guide.en.md?raw';
import guideRu from '@docs/user-guide.ru.md?raw';
import { describe, expect, it } from 'vitest';
import { parseGuide, tableOfContents } from './guide-markdown';

describe('the user guide in the app', () => {
  it('reads headings, paragraphs, lists, bold, code and links as data, never HTML', () => {
    const blocks = parseGuide(
      '# Guide\n\nText with **bold**, `code` and [a link](https://example.com) <script>alert(1)</script>.\n\n- one\n  more\n- two\n\n1. first\n\n## Part\n## Part',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, id: 'guide', text: 'Guide' },
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'Text with ' },
          { kind: 'strong', text: 'bold' },
          { kind: 'text', text: ', ' },
          { kind: 'code', text: 'code' },
          { kind: 'text', text: ' and ' },
          { kind: 'link', text: 'a link', href: 'https://example.com' },
          { kind: 'text', text: ' <script>alert(1)</script>.' },
        ],
      },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one more' }], [{ kind: 'text', text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }]] },
      { kind: 'heading', level: 2, id: 'part', text: 'Part' },
      { kind: 'heading', level: 2, id: 'part-1', text: 'Part' },
    ]);
  });

  it('gives both shipped guides a table of contents with the support sections', () => {
    const ru = tableOfContents(parseGuide(guideRu)).map((h) => h.text);
    const en = tableOfContents(parseGuide(guideEn)).map((h) => h.text);
    expect(ru).toEqual(expect.arrayContaining(['Установка', 'Работа в фоне', 'Обновления', 'Прокси', 'Журналы']));
    expect(en).toEqual(
      expect.arrayContaining(['Installation', 'Working in the background', 'Updates', 'Proxies', 'Logs']),
    );
  });

  it('takes a screenshot line from docs/images only; any other picture stays text', () => {
    const blocks = parseGuide(
      '![Codes](images/codes-attention-ru.png)\n\n![x](https://example.com/a.png)\n\n![y](images/../secret.png)',
    );
    expect(blocks[0]).toEqual({ kind: 'image', alt: 'Codes', name: 'codes-attention-ru.png' });
    expect(blocks.slice(1).map((b) => b.kind)).toEqual(['paragraph', 'paragraph']);
  });

  it('links in both guides the screenshots of the codes step, under its own heading', () => {
    for (const guide of [guideRu, guideEn]) {
      const blocks = parseGuide(guide);
      const images = blocks.flatMap((b) => (b.kind === 'image' ? [b.name] : []));
      expect(images).toEqual(
        expect.arrayContaining(['codes-attention-ru.png', 'codes-suggestions-ru.png', 'codes-left-out-ru.png']),
      );
      expect(tableOfContents(blocks).map((h) => h.text)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(Коды оператора \(ННТ\)|Operator codes \(nnt\))$/)]),
      );
    }
  });
});
