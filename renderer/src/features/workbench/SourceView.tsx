import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkbenchSource } from '@shared/ipc/channels/workbench';
import { Button } from '@renderer/ui/Button';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatNumber } from '@renderer/ui/format';
import { useSourceLines } from './use-workbench';

/** A place in the file: a 1-based line, and the offending token's columns when known. */
export interface SourcePlace {
  line: number;
  column: number | null;
  endColumn: number | null;
}

/** Lines shown above and below the place; the window moves by the same step. */
const AROUND = 12;
/** Past this column the line is shown from a little before the token (minified files are one line). */
const SIDEWAYS_AT = 200;

/**
 * The file's text around a finding: line numbers, the offending token marked. Only a window of
 * lines is asked from core (a 200 MB file never enters the page), and a long line only a piece.
 */
export function SourceView({ source, place }: { source: WorkbenchSource; place: SourcePlace | undefined }) {
  const { t, i18n } = useTranslation();
  const [center, setCenter] = useState(place?.line ?? 1);
  const [shownFor, setShownFor] = useState(place);
  // A new place recentres the window; "earlier"/"later" move it without losing the mark.
  if (place !== shownFor) {
    setShownFor(place);
    if (place) setCenter(place.line);
  }
  const fromColumn = place?.column && place.column > SIDEWAYS_AT ? place.column - 80 : 1;
  const from = Math.max(1, center - AROUND);
  const lines = useSourceLines(source, from, center + AROUND, fromColumn);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const marked = list?.querySelector<HTMLElement>('[data-marked="true"]');
    const box = list?.parentElement;
    if (marked && box) box.scrollTop = marked.offsetTop - box.clientHeight / 2;
  }, [lines.data, place]);

  if (!place) return <p className="muted wb-source__hint">{t('workbench.source.hint')}</p>;
  if (lines.isError) return <ErrorMessage error={lines.error} />;
  const data = lines.data;
  const total = data?.totalLines ?? 0;
  const fmt = (n: number) => formatNumber(n, i18n.language, 0);
  return (
    <section
      className="wb-source"
      aria-label={t('workbench.source.label', { line: place.line })}
      data-testid="source-view"
    >
      <div className="wb-source__bar">
        <h3 className="wb-title">{t('workbench.source.title')}</h3>
        <span className="muted">{t('workbench.source.lineOf', { line: fmt(place.line), total: fmt(total) })}</span>
        <Button variant="ghost" disabled={from <= 1} onClick={() => setCenter(Math.max(1, center - 2 * AROUND))}>
          {t('workbench.source.earlier')}
        </Button>
        <Button
          variant="ghost"
          disabled={center + AROUND >= total}
          onClick={() => setCenter(Math.min(total, center + 2 * AROUND))}
        >
          {t('workbench.source.later')}
        </Button>
      </div>
      <div className="wb-source__box" role="region" tabIndex={0} aria-label={t('workbench.source.title')}>
        <ol className="wb-source__lines mono">
          {data?.lines.map((l) => {
            const marked = l.line === place.line;
            return (
              <li key={l.line} className="wb-source__line" data-line={l.line} data-marked={marked || undefined}>
                <span className="wb-source__number" aria-hidden="true">
                  {l.line}
                </span>
                <code className="wb-source__text">
                  {l.startColumn > 1 && '…'}
                  {marked ? <Marked text={l.text} start={l.startColumn} place={place} /> : l.text}
                  {l.startColumn - 1 + l.text.length < l.length && '…'}
                </code>
              </li>
            );
          })}
        </ol>
      </div>
      {data?.lines.some((l) => l.line === place.line && (l.startColumn > 1 || l.text.length < l.length)) && (
        <p className="muted">
          {(() => {
            const l = data.lines.find((x) => x.line === place.line)!;
            return t('workbench.source.cut', {
              from: fmt(l.startColumn),
              to: fmt(l.startColumn + l.text.length - 1),
              length: fmt(l.length),
            });
          })()}
        </p>
      )}
    </section>
  );
}

/** The marked line: the token between the finding's columns in a <mark>, named for screen readers. */
function Marked({ text, start, place }: { text: string; start: number; place: SourcePlace }) {
  const { t } = useTranslation();
  if (place.column === null) return <>{text}</>;
  const a = Math.max(0, place.column - start);
  const b = Math.max(a + 1, (place.endColumn ?? place.column + 1) - start);
  return (
    <>
      {text.slice(0, a)}
      <mark className="wb-source__token" data-testid="source-token">
        <span className="wb-sr-only">{t('workbench.source.marked')}: </span>
        {text.slice(a, b)}
      </mark>
      {text.slice(b)}
    </>
  );
}
