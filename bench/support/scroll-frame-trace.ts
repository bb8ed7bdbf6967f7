import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { launchApp } from '../../e2e/harness';
import { packageWithErrors } from './checked-package';
import { uploadSandboxStock } from './sandbox-stock';

// `npx tsx bench/support/scroll-frame-trace.ts [css…]` (issue #25.5): where a scrolled frame's time
// goes. Opens the workbench grid of a TRACE_ROWS-row file (default 20,000), or with
// TRACE_TABLE=stock the stock table of as many rows read back from the Sandbox, drags it as the
// `workbench-grid` and `stock-table` benches do (rAF, TRACE_PX px a frame, default 400) and prints, per frame, the
// renderer main thread's time in each phase (a Chromium trace, thread time), then the composited
// layers and why each is one. Each argument is a stylesheet tried in the same page, alternating
// with none (two rounds): a side-by-side comparison the machine's load hits alike. Not a bench:
// it has no targets, and tracing slows every frame a little.
const ROWS = Number(process.env.TRACE_ROWS ?? 20_000);
const PX = Number(process.env.TRACE_PX ?? 400);
const STOCK = process.env.TRACE_TABLE === 'stock';
const SCROLLER = STOCK ? '[data-testid="stock-table"]' : '[data-testid="package-grid"]';
// The phases that make a main-thread frame, by their trace event names.
const PHASES: [string, string][] = [
  ['frame', 'ProxyMain::BeginMainFrame'],
  ['scroll event', 'EventDispatch'],
  ['rAF', 'FireAnimationFrame'],
  ['style', 'UpdateLayoutTree'],
  ['layout', 'Layout'],
  ['prepaint', 'Blink.PrePaint.UpdateTime'],
  ['paint', 'Blink.Paint.UpdateTime'],
  ['layerize', 'Layerize'],
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args: { name?: string };
}

// The page's side, as source text: this file is type-checked without the DOM library.
const DRAG = `async ({ scroller, px, ms }) => {
  const el = document.querySelector(scroller);
  el.scrollTop = 0;
  const deltas = [];
  await new Promise((resolve) => {
    const t0 = performance.now();
    let last = t0;
    const step = (now) => {
      deltas.push(now - last);
      last = now;
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) el.scrollTop = 0;
      else el.scrollTop += px;
      if (now - t0 < ms) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  return deltas.slice(1);
}`;
// A constructed stylesheet: the app's CSP blocks an injected <style> element.
const STYLE = `(css) => {
  if (!window.__traceSheet) {
    window.__traceSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, window.__traceSheet];
  }
  window.__traceSheet.replaceSync(css);
}`;

async function traced(cdp: CDPSession, work: () => Promise<number[]>) {
  const events: TraceEvent[] = [];
  // The protocol types trace events as string maps; their numbers arrive as numbers.
  const collect = (data: { value: object[] }) => {
    events.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'blink', 'cc'] },
    transferMode: 'ReportEvents',
  });
  const deltas = await work();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  // The renderer's main thread: the CrRendererMain that ran the page's script.
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const main = threads.find((t) => events.some((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'FunctionCall'));
  const perFrame: Record<string, number> = {};
  for (const [label, name] of PHASES) {
    let sum = 0;
    for (const e of events)
      if (e.ph === 'X' && e.name === name && e.pid === main?.pid && e.tid === main.tid) sum += e.tdur ?? e.dur ?? 0;
    perFrame[label] = +(sum / 1000 / deltas.length).toFixed(1);
  }
  return { deltas, perFrame };
}

const dir = mkdtempSync(join(tmpdir(), 'scroll-trace-'));
const file = join(dir, 'stock.json');
writeFileSync(file, packageWithErrors(ROWS, 'WG'));
const app = await launchApp(STOCK ? { sandbox: 'external' } : {});
try {
  const { page } = app;
  if (STOCK) {
    await uploadSandboxStock(app.sandboxClient(), ROWS);
    await page.getByRole('button', { name: 'Остатки на сервере' }).click();
    await page.getByRole('button', { name: 'Получить с сервера' }).click();
    await page
      .getByTestId('stock-count')
      .getByText(/Показано строк: [\d\s]+ из [\d\s]+/)
      .waitFor({ timeout: 120_000 });
    await page.locator(`${SCROLLER} [data-testid="stock-row"]`).first().waitFor({ timeout: 60_000 });
  } else {
    await page.getByRole('button', { name: 'Загрузка остатков' }).click();
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('workbench-verdict').waitFor({ timeout: 180_000 });
    await page.locator(`${SCROLLER} [data-testid="grid-row"]`).first().waitFor({ timeout: 60_000 });
  }
  const cdp = await page.context().newCDPSession(page);
  const drag = (ms: number) => page.evaluate(`(${DRAG})(${JSON.stringify({ scroller: SCROLLER, px: PX, ms })})`);
  await drag(1_000);
  const variants = ['', ...process.argv.slice(2)];
  for (let round = 1; round <= 2; round++)
    for (const css of variants) {
      await page.evaluate(`(${STYLE})(${JSON.stringify(css)})`);
      await drag(300);
      const { deltas, perFrame } = await traced(cdp, () => drag(3_000) as Promise<number[]>);
      const sorted = [...deltas].sort((a, b) => a - b);
      const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? NaN;
      console.log(
        `round ${round} ${css === '' ? '(as built)' : css} — ${PX} px a frame, ${deltas.length} frames, ` +
          `p95 delta ${p95.toFixed(1)} ms, load ${loadavg()[0]!.toFixed(2)}`,
      );
      console.log(`  main-thread ms per frame: ${JSON.stringify(perFrame)}`);
    }
  // The composited layers once the grid is scrolled into its middle, and why each is one.
  await page.evaluate(`(${STYLE})(${JSON.stringify(process.env.TRACE_LAYERS_CSS ?? '')})`);
  let layers: { layerId: string; width: number; height: number; backendNodeId?: number }[] = [];
  cdp.on('LayerTree.layerTreeDidChange', (e) => (layers = e.layers ?? layers));
  await cdp.send('LayerTree.enable');
  await page.evaluate(`document.querySelector(${JSON.stringify(SCROLLER)}).scrollTop = 4000`);
  await page.waitForTimeout(500);
  const reasons: Record<string, number> = {};
  for (const layer of layers) {
    const { compositingReasonIds } = await cdp.send('LayerTree.compositingReasons', { layerId: layer.layerId });
    const key = `${(compositingReasonIds ?? []).join('+') || 'root'} ${layer.width}×${layer.height}`;
    reasons[key] = (reasons[key] ?? 0) + 1;
  }
  console.log(`composited layers: ${layers.length}`, reasons);
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
