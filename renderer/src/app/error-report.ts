/** A short id the manager can read out to support: 6 hex digits, random per error. */
export function newErrorId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return [...random(new Uint8Array(3))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What "Copy details" puts on the clipboard: the id, where, when, the app's version and the error
 * with its stacks. Nothing of the page's data is included (no store secrets ever reach the page).
 */
export function errorDetails(input: {
  id: string;
  screen: string;
  error: unknown;
  componentStack?: string | null;
  at: Date;
  userAgent: string;
}): string {
  const error = input.error instanceof Error ? input.error : new Error(String(input.error));
  return [
    `Error ${input.id}`,
    `Screen: ${input.screen}`,
    `At: ${input.at.toISOString()}`,
    `Browser: ${input.userAgent}`,
    `${error.name}: ${error.message}`,
    error.stack ?? '',
    input.componentStack ? `Components:${input.componentStack}` : '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
