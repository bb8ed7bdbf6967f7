/**
 * The renderer's Content-Security-Policy: scripts and styles only from the app itself,
 * no inline code, no eval, no plugins, no frames, no forms, and network access only to the
 * app's own origin (the renderer talks to main over IPC; the dev/test web bridge is same-origin).
 */
export const rendererCspDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'worker-src': ["'none'"],
  'manifest-src': ["'self'"],
};

/** Serialises directives into a header value. */
export function buildCsp(directives: Readonly<Record<string, readonly string[]>> = rendererCspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Parses a CSP header value into directives (for tests and for checking index.html's meta tag). */
export function parseCsp(value: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) result[name.toLowerCase()] = sources;
  }
  return result;
}
