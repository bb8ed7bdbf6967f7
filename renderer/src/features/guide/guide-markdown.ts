/** A piece of inline text: plain, bold, code, or a link shown as its text (the address kept for a title). */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; id: string; text: string }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  /** A screenshot on a line of its own: `![alt](images/name.png)`; `name` is the file in docs/images. */
  | { kind: 'image'; alt: string; name: string };

// Only the guide's own screenshots (docs/images, written by the e2e run): no other address is loaded.
const IMAGE_LINE = /^!\[([^\]]*)\]\(images\/([a-z0-9][a-z0-9-]*\.png)\)$/;

/**
 * The user guide's Markdown, read into plain data the screen renders as React elements: headings,
 * paragraphs, lists, **bold**, `code`, links and the guide's own screenshots. Nothing is ever inserted as HTML (the strict CSP and
 * React's escaping stay in force): `<b>` in the text shows as `<b>`.
 */
export function parseGuide(markdown: string): Block[] {
  const blocks: Block[] = [];
  const used = new Map<string, number>();
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };

  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+\.\s+(.*)$/.exec(line);
    const image = IMAGE_LINE.exec(line.trim());
    if (image) {
      flush();
      blocks.push({ kind: 'image', alt: image[1]!.trim(), name: image[2]! });
    } else if (heading) {
      flush();
      const text = heading[2]!.trim();
      const base = slug(text);
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3,
        id: seen ? `${base}-${seen}` : base,
        text,
      });
    } else if (bullet || numbered) {
      const ordered = !!numbered;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (line.trim() === '') {
      flush();
    } else if (list && /^\s+\S/.test(line)) {
      // A continuation line of the last list item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** Bold, code and links inside a line; everything else is text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) out.push({ kind: 'strong', text: match[1] });
    else if (match[2] !== undefined) out.push({ kind: 'code', text: match[2] });
    else out.push({ kind: 'link', text: match[3]!, href: match[4]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** The table of contents: the guide's second- and third-level headings. */
export function tableOfContents(blocks: readonly Block[]): Array<{ id: string; text: string; level: 2 | 3 }> {
  return blocks.flatMap((b) =>
    b.kind === 'heading' && b.level > 1 ? [{ id: b.id, text: b.text, level: b.level as 2 | 3 }] : [],
  );
}
