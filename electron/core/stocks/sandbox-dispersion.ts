import { DeskError } from '../errors';
import type { HttpFetch } from '../ports';

/** The rows of an HTML table page: header texts and cell texts. */
export interface HtmlTable {
  summary: string;
  headers: string[];
  rows: string[][];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Element content as plain text: tags dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const cells = (rowHtml: string, tag: 'td' | 'th') =>
  [...rowHtml.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map((m) => textOf(m[1] ?? ''));

/**
 * Reads the first table of a simple HTML page (the sandbox's dispersion page): headers from
 * `<th>`, rows from the `<tr>`s holding `<td>`s, and the first paragraph as a summary. Only for
 * a page the embedded sandbox produced; it is not a general HTML parser.
 */
export function readHtmlTable(html: string): HtmlTable {
  const summary = textOf(/<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? '');
  const table = /<table\b[\s\S]*?<\/table>/i.exec(html)?.[0] ?? '';
  const rowsHtml = [...table.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)].map((m) => m[1] ?? '');
  const headers = rowsHtml.flatMap((r) => cells(r, 'th'));
  const rows = rowsHtml.map((r) => cells(r, 'td')).filter((r) => r.length > 0);
  return { summary, headers, rows };
}

/** Fetches `{baseUrl}/dispersion?storeId=` of the embedded sandbox and reads its table. */
export async function fetchSandboxDispersion(fetch: HttpFetch, baseUrl: string, storeId: string): Promise<HtmlTable> {
  const url = `${baseUrl.replace(/\/+$/, '')}/dispersion?storeId=${encodeURIComponent(storeId)}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new DeskError(
      'network',
      `The sandbox's dispersion page could not be loaded: ${(error as Error).message}. Restart the app and try again.`,
    );
  }
  const html = await response.text();
  if (!response.ok) {
    throw new DeskError(
      'server-error',
      `The sandbox's dispersion page answered ${response.status}: ${readHtmlTable(html).summary}`,
      {
        status: response.status,
      },
    );
  }
  return readHtmlTable(html);
}
