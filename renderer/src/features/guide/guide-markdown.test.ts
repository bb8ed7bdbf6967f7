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
});
