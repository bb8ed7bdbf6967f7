/** `A`, `B`, … `AA`: the column letter of a 1-based index, as Excel shows it (core's findings and the mapping screen). */
export function columnLetter(index: number): string {
  let n = index;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}
