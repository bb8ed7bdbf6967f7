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

/**
 * Labels cut inside a word: a button, link, tab, heading or table header whose word runs onto a
 * second line ("Скопирова / ть"). Each word of each text node is measured as a DOM range: more
 * than one line box means the line broke inside it. Words of a language only (letters and
 * hyphens, up to 24): a value quoted from a file (a date-time, a 57-character series) may wrap
 * anywhere, as it must. Hidden elements are skipped.
 */
export async function brokenLabels(page: Page, where: string): Promise<string[]> {
  const broken = await page.evaluate(() => {
    const found: string[] = [];
    const labels = document.querySelectorAll('button, a, [role="tab"], h1, h2, h3, th, [role="columnheader"], label');
    for (const label of labels) {
      const box = label.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          // A word: letters and hyphens, whatever punctuation around it; a code or value is not.
          if (!/^[^\p{L}\p{N}]*\p{L}[\p{L}\u00ad-]{0,23}[^\p{L}\p{N}]*$/u.test(match[0])) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          // One rect per line box the word spans (a zero-width rect may close a line: not counted).
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1)
            found.push(`"${match[0]}" in <${label.tagName.toLowerCase()}> "${label.textContent?.trim()}"`);
        }
      }
    }
    // A field's placeholder is read whole ("Имя файла или messageIc" was not): written into the
    // empty field as its value for a moment (no input event: the page's state is untouched), it must fit.
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (input.value !== '' || input.getBoundingClientRect().width === 0) continue;
      input.value = input.placeholder;
      const cut = input.scrollWidth > input.clientWidth + 1;
      input.value = '';
      if (cut) found.push(`placeholder "${input.placeholder}" wider than its field`);
    }
    // A severity's word is never cut, by a line or an ellipsis (ui/SeverityBadge.tsx).
    for (const badge of document.querySelectorAll('.dk-severity')) {
      const cell = badge.parentElement!;
      if (cell.getBoundingClientRect().width > 0 && cell.scrollWidth > cell.clientWidth + 1)
        found.push(`severity "${badge.textContent?.trim()}" clipped in its cell`);
    }
    return found;
  });
  return broken.map((b) => `${where}: cut label: ${b}`);
}
