import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { UploadChartPoint, UploadHistoryFilter } from '@shared/ipc/channels/upload-history';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatDateTime, formatNumber } from '@renderer/ui/format';
import { useUploadChart } from '../use-uploads';
import { themeColour } from '@renderer/ui/theme-colour';

/** How the dots are coloured: by how the upload ended (the same tones as the outcome badges). */
const GROUPS = ['good', 'progress', 'bad', 'other'] as const;
type Group = (typeof GROUPS)[number];
const groupOf = (outcome: UploadChartPoint['outcome']): Group =>
  outcome === 'processed' || outcome === 'deleted'
    ? 'good'
    : outcome === 'sending' || outcome === 'held' || outcome === 'accepted'
      ? 'progress'
      : outcome === 'processing-error' || outcome === 'refused' || outcome === 'failed'
        ? 'bad'
        : 'other';
/** The theme's variables, read when the chart is drawn (a canvas cannot use CSS variables itself). */
const GROUP_VARIABLE: Record<Group, string> = {
  good: '--accent',
  progress: '--chart-progress',
  bad: '--danger',
  other: '--neutral-dot',
};

/**
 * Bumps when the theme may have changed (the OS scheme, or an attribute on <html> such as a theme
 * switch), so the canvas is redrawn with the new colours.
 */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', bump);
    const observer = new MutationObserver(bump);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme', 'style'] });
    return () => {
      media.removeEventListener('change', bump);
      observer.disconnect();
    };
  }, []);
  return version;
}

/** uPlot's aligned data: x = seconds; one rows series per outcome group (null where another group), then minutes. */
function alignedData(points: readonly UploadChartPoint[]): uPlot.AlignedData {
  const x = points.map((p) => Date.parse(p.startedAt) / 1000);
  const byGroup = GROUPS.map((g) => points.map((p) => (groupOf(p.outcome) === g ? p.rows : null)));
  const minutes = points.map((p) => p.minutesToProcessed);
  return [x, ...byGroup, minutes];
}

/** Uploads over time: records per upload as dots coloured by result, minutes to Processed as a line. */
export function UploadChart({ filter }: { filter: UploadHistoryFilter }) {
  const { t, i18n } = useTranslation();
  const chart = useUploadChart(filter, true);
  const host = useRef<HTMLDivElement>(null);
  const points = chart.data?.points;
  const language = i18n.language;
  const theme = useThemeVersion();

  useEffect(() => {
    const el = host.current;
    if (!el || !points || points.length === 0) return;
    const ink = themeColour('--ink');
    const line = themeColour('--line');
    const minutesColour = themeColour('--chart-minutes');
    const numbers = (_u: uPlot, splits: number[]) => splits.map((v) => formatNumber(v, language));
    const axis = { stroke: ink, grid: { stroke: line, width: 1 }, ticks: { stroke: line, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(320, el.clientWidth),
        height: 260,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, rows: { auto: true }, minutes: { auto: true } },
        series: [
          {},
          ...GROUPS.map((g) => ({
            label: t(`uploadHistory.chart.groups.${g}`),
            scale: 'rows',
            stroke: themeColour(GROUP_VARIABLE[g]),
            fill: themeColour(GROUP_VARIABLE[g]),
            paths: () => null,
            points: { show: true, size: 8, fill: themeColour(GROUP_VARIABLE[g]) },
          })),
          {
            label: t('uploadHistory.chart.minutes'),
            scale: 'minutes',
            stroke: minutesColour,
            width: 2,
            spanGaps: true,
            points: { show: true, size: 5 },
          },
        ],
        axes: [
          // Times in the app's language and notation (uPlot's own labels are American).
          {
            ...axis,
            space: 110,
            values: (_u: uPlot, splits: number[]) =>
              splits.map((sec) => formatDateTime(new Date(sec * 1000).toISOString(), language)),
          },
          { ...axis, scale: 'rows', label: t('uploadHistory.chart.rows'), values: numbers },
          {
            ...axis,
            scale: 'minutes',
            side: 1,
            label: t('uploadHistory.chart.minutes'),
            grid: { show: false },
            values: numbers,
          },
        ],
      },
      alignedData(points),
      el,
    );
    // Follows the width of the screen (the sidebar and window size decide it).
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(320, el.clientWidth), height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, t, language, theme]);

  if (chart.isPending) return <p className="muted">{t('uploadHistory.chartLoading')}</p>;
  if (chart.isError) return <ErrorMessage error={chart.error} onRetry={() => void chart.refetch()} />;
  const { total } = chart.data;
  if (chart.data.points.length === 0) return <p className="muted">{t('uploadHistory.chart.empty')}</p>;
  const first = chart.data.points[0]!;
  const last = chart.data.points[chart.data.points.length - 1]!;
  return (
    <figure className="upl-chart" data-testid="history-chart">
      <figcaption>
        <strong>{t('uploadHistory.chart.title')}</strong>{' '}
        {t('uploadHistory.chart.summary', {
          n: chart.data.points.length,
          from: formatDateTime(first.startedAt, i18n.language),
          to: formatDateTime(last.startedAt, i18n.language),
        })}{' '}
        {total > chart.data.points.length &&
          t('uploadHistory.chart.capped', {
            shown: formatNumber(chart.data.points.length, i18n.language),
            total: formatNumber(total, i18n.language),
          })}
      </figcaption>
      <div ref={host} className="upl-chart__plot" role="img" aria-label={t('uploadHistory.chart.title')} />
      <ul className="upl-chart__legend">
        {GROUPS.map((g) => (
          <li key={g}>
            <span className={`upl-chart__dot upl-chart__dot--${g}`} aria-hidden="true" />
            {t(`uploadHistory.chart.groups.${g}`)}
          </li>
        ))}
        <li>
          <span className="upl-chart__dash" aria-hidden="true" />
          {t('uploadHistory.chart.minutes')}
        </li>
      </ul>
    </figure>
  );
}
