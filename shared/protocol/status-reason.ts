/** A batch a status-3 message names, with the product code and what was wrong when it says so. */
export interface ReasonBatch {
  prtId: string;
  nnt: number | null;
  problem: string | null;
}

// `prtId "P-3" (nnt 101687): gnvls is not true, prcGnvlsMax is missing` (regulated products) and
// `nnt 990000001 (prtId "P-1")` (unknown codes): the two ways the processing messages name batches.
const PRT_FIRST = /prtId "((?:[^"\\]|\\.)*)" \(nnt (\d+)\)(?:: ([^;]+?))?(?=; |\. |$)/g;
const NNT_FIRST = /nnt (\d+) \(prtId "((?:[^"\\]|\\.)*)"\)/g;

/**
 * The batches a processing message names, in the order it names them, each once. The operator's
 * wording is not in the spec; these are the sandbox's forms (docs/protocol-notes.md), and an
 * unknown wording simply yields none.
 */
export function reasonBatches(message: string): ReasonBatch[] {
  const found: { at: number; batch: ReasonBatch }[] = [];
  for (const m of message.matchAll(PRT_FIRST))
    found.push({ at: m.index, batch: { prtId: m[1]!, nnt: Number(m[2]), problem: m[3] ?? null } });
  for (const m of message.matchAll(NNT_FIRST))
    found.push({ at: m.index, batch: { prtId: m[2]!, nnt: Number(m[1]), problem: null } });
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.batch)
    .filter((b) => !seen.has(b.prtId) && seen.add(b.prtId));
}
