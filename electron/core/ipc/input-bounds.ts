/**
 * Limits on the shape of an invoke's input, checked before zod sees it. No channel takes more
 * than a few dozen values or a few levels of nesting (big payloads travel as one string or one
 * byte array, e.g. a file's bytes), while a hostile 100,000-element array costs zod seconds and a 47 MB error text.
 */
export const INPUT_LIMITS = { maxDepth: 32, maxValues: 10_000 } as const;

/** Why an input is refused for its shape alone (an English technical message), or undefined when it is within bounds. */
export function inputShapeProblem(input: unknown, limits = INPUT_LIMITS): string | undefined {
  // Iterative walk with an explicit stack: a 20,000-deep input must not overflow ours either.
  const stack: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  let values = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (++values > limits.maxValues) {
      return `it holds more than ${limits.maxValues} values; no channel takes input this large (send big data as one text or byte field)`;
    }
    // A string or a byte array (a file's bytes) is one value, whatever its length.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= limits.maxDepth) return `it is nested deeper than ${limits.maxDepth} levels`;
    for (const child of Array.isArray(value) ? value : Object.values(value))
      stack.push({ value: child, depth: depth + 1 });
  }
  return undefined;
}
