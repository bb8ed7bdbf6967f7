import { z } from 'zod';
import { DeskError } from '../errors';
import type { HttpFetch } from '../ports';

/** The Sandbox's dispersion table (GET /sandbox/dispersion?storeId=), read as JSON, not scraped from its page. */
const dispersionTableSchema = z.object({
  summary: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type DispersionTable = z.infer<typeof dispersionTableSchema>;

/** Fetches the embedded sandbox's dispersion table of one store. */
export async function fetchSandboxDispersion(
  fetch: HttpFetch,
  baseUrl: string,
  storeId: string,
): Promise<DispersionTable> {
  const url = `${baseUrl.replace(/\/+$/, '')}/sandbox/dispersion?storeId=${encodeURIComponent(storeId)}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new DeskError(
      'network',
      `The sandbox's dispersion table could not be loaded: ${(error as Error).message}. Restart the app and try again.`,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new DeskError(
      'server-error',
      `The sandbox's dispersion table answered ${response.status}: ${typeof message === 'string' ? message : text.slice(0, 200)}`,
      { status: response.status },
    );
  }
  const table = dispersionTableSchema.safeParse(body);
  if (!table.success) {
    throw new DeskError(
      'bad-response',
      `The sandbox's dispersion table has an unexpected shape: ${table.error.message}`,
      { fault: 'sandbox-shape', status: response.status },
    );
  }
  return table.data;
}
