import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// One way to run axe-core in the app's page, for every e2e file: the script is evaluated through
// the DevTools protocol (which the app's CSP does not govern), once per page load.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical violations over the page, or inside the element `within` (a CSS
 * selector), each as one line naming `where`. Evaluated through the DevTools protocol, which the
 * app's CSP does not govern (no script tag needed); injected once per page.
 */
export async function seriousViolations(page: Page, where: string, within?: string): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  const context = within === undefined ? 'document' : `{ include: [${JSON.stringify(within)}] }`;
  const violations = (await page.evaluate(
    `window.axe.run(${context}, { resultTypes: ["violations"] }).then((r) => r.violations)`,
  )) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Horizontal scrolling of the whole window, if any. */
export async function overflow(page: Page, where: string): Promise<string[]> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  return scroll <= inner ? [] : [`${where}: scrollWidth ${scroll} > innerWidth ${inner}`];
}
