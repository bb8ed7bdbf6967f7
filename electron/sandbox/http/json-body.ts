import type { FastifyInstance } from 'fastify';

/**
 * Keeps JSON bodies as raw text: the validator reports line and position against the bytes the
 * client sent, which a pre-parsed object cannot give.
 */
export function installRawJsonParser(app: FastifyInstance, bodyLimit: number): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, body);
  });
}

/** The raw text of a JSON body ('' when the request had none). */
export function rawBody(body: unknown): string {
  return typeof body === 'string' ? body : '';
}

/** Parses a small JSON object body (subscriptions); returns a readable reason on failure. */
export function parseJsonObject(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: 'The request body is empty; send a JSON object.' };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { ok: false, message: 'The request body must be a JSON object.' };
    }
    return { ok: true, value: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, message: `The request body is not valid JSON: ${(error as Error).message}` };
  }
}
