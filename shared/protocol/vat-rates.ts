/**
 * VAT rates a stock row may carry (per cent): 22 is the general rate since 1 January 2026, 20
 * before it (older batches), 10 for most medicines, 0, and 5 or 7 for the simplified system
 * (shared/reference/real-world.md). The goods dictionary's rate for a product is the reference.
 */
export const VAT_RATES = [0, 5, 7, 10, 20, 22] as const;

/** True for a rate a stock row may carry. */
export function isVatRate(n: number): boolean {
  return (VAT_RATES as readonly number[]).includes(n);
}
