import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import guideEn from '@docs/user-guide.en.md?raw';
import guideRu from '@docs/user-guide.ru.md?raw';
import { parseGuide, tableOfContents, type Block, type Inline } from './guide-markdown';
import './guide.css';

// The screenshots the guides link (docs/images, written from the e2e run by scripts/guide-screenshots.mjs),
// bundled as the app's own assets: served from the app's origin, as the CSP's img-src 'self' allows.
const screenshots: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>('@docs/images/*.png', { eager: true, query: '?url', import: 'default' })).map(
    ([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url],
  ),
);

/**
 * Help → User guide: the guide shipped with the app (docs/user-guide.ru.md / .en.md, built into this
 * screen's chunk), in the in-app language, with a table of contents. Rendered from parsed data as
 * React elements: no HTML from the text is ever inserted.
 */
export function GuideScreen() {
  const { t, i18n } = useTranslation();
  const blocks = useMemo(() => parseGuide(i18n.language === 'en' ? guideEn : guideRu), [i18n.language]);
  const contents = tableOfContents(blocks);
  return (
    <div className="guide">
      <nav className="guide__toc" aria-label={t('guide.contents')}>
        <h2>{t('guide.contents')}</h2>
        <ul>
          {contents.map((h) => (
            <li key={h.id} className={h.level === 3 ? 'guide__toc-sub' : undefined}>
              <button
                type="button"
                className="guide__toc-link"
                onClick={() => document.getElementById(h.id)?.scrollIntoView({ block: 'start' })}
              >
                {h.text}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <article className="guide__text" data-testid="guide" tabIndex={0} aria-label={t('guide.text')}>
        {blocks.map((b, i) => (
          <GuideBlock key={i} block={b} />
        ))}
      </article>
    </div>
  );
}

function GuideBlock({ block }: { block: Block }) {
  if (block.kind === 'heading') {
    // The screen's own h1 is the section title: the guide's levels sit one below it.
    const Tag = block.level === 1 ? 'h2' : block.level === 2 ? 'h3' : 'h4';
    return (
      <Tag id={block.id} tabIndex={-1}>
        {block.text}
      </Tag>
    );
  }
  if (block.kind === 'paragraph') return <p>{block.inlines.map(renderInline)}</p>;
  if (block.kind === 'image') {
    const url = screenshots[block.name];
    // A screenshot not yet taken (a checkout without an e2e run) leaves its caption, not a broken image.
    return (
      <figure className="guide__figure">
        {url && <img src={url} alt={block.alt} loading="lazy" />}
        <figcaption>{block.alt}</figcaption>
      </figure>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List>
      {block.items.map((item, i) => (
        <li key={i}>{item.map(renderInline)}</li>
      ))}
    </List>
  );
}

function renderInline(inline: Inline, key: number) {
  if (inline.kind === 'strong') return <strong key={key}>{inline.text}</strong>;
  if (inline.kind === 'code') return <code key={key}>{inline.text}</code>;
  // Links are shown, not followed: the window navigates nowhere; the address is in the tooltip.
  if (inline.kind === 'link')
    return (
      <span key={key} className="guide__link" title={inline.href}>
        {inline.text}
      </span>
    );
  return <span key={key}>{inline.text}</span>;
}
