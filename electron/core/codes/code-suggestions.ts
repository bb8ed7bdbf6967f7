// Products proposed for a row without a code, by the words of its name, its dosage, pack size and
// manufacturer, through the goods FTS index; each with a plain confidence and the words that matched.
import type { CodeProduct, CodeSuggestion } from '@shared/ipc/channels/codes';
import type { Db } from '../db/open-database';

/** Candidates read from the index per row before they are scored. */
const CANDIDATES = 40;
/** Suggestions per row. */
const SUGGESTIONS = 3;

/** Unit words and signs that say nothing of which product it is. */
const NOISE = new Set(['мг', 'мл', 'г', 'мкг', 'ме', 'n', 'no', 'шт', 'х', 'x', 'д', 'для']);

/** What a row says of its product, in words and numbers. */
export interface RowWords {
  words: string[];
  dose: number | null;
  pack: number | null;
  manufacturer: string[];
}

const tokens = (text: string): string[] =>
  (
    text
      .toLowerCase()
      .replaceAll('ё', 'е')
      .match(/\p{L}+|\d+(?:[.,]\d+)?/gu) ?? []
  ).map((t) => t.replace(',', '.'));

/** The words, dosage and pack size of an export's product name (`Аспирин Кардио табл. 100мг №28`). */
export function rowWordsOf(name: string, manufacturer: string | null): RowWords {
  const lower = name.toLowerCase();
  const dose = /(\d+(?:[.,]\d+)?)\s*(?:мг|мкг|г|мл|ме|%)/u.exec(lower);
  const pack = /(?:№|n|no)\s*(\d+)/u.exec(lower);
  const words = [...new Set(tokens(name).filter((t) => !NOISE.has(t) && (/\d/.test(t) || t.length >= 3)))];
  return {
    words,
    dose: dose ? Number(dose[1]!.replace(',', '.')) : null,
    pack: pack ? Number(pack[1]) : null,
    manufacturer: manufacturer === null ? [] : tokens(manufacturer).filter((t) => t.length >= 4),
  };
}

/**
 * The FTS5 queries of a row, most telling first: its two longest letter words together (a brand
 * and a form word), then any of its letter words (bm25 ranks the rare ones first).
 */
function ftsQueries(words: readonly string[]): string[] {
  const letters = words.filter((w) => !/\d/.test(w)).slice(0, 10);
  if (letters.length === 0) return [];
  const longest = [...letters].sort((a, b) => b.length - a.length).slice(0, 2);
  const any = letters.map((w) => `"${w}"*`).join(' OR ');
  return longest.length > 1 ? [longest.map((w) => `"${w}"*`).join(' AND '), any] : [any];
}

interface CandidateRow {
  nnt: number;
  name: string;
  nameFull: string | null;
  manufacturer: string | null;
  trademark: string | null;
  mnnRus: string | null;
  dosage: string | null;
  doseVal: number | null;
  pack: number | null;
  actual: number | null;
  gnvls: number | null;
}

const matches = (word: string, have: readonly string[]) =>
  /\d/.test(word) ? have.includes(word) : have.some((t) => t.startsWith(word) || (t.length >= 4 && word.startsWith(t)));

/** Scores one candidate against a row's words. */
export function scoreCandidate(row: RowWords, c: CandidateRow, product: CodeProduct): CodeSuggestion {
  const have = tokens([c.name, c.nameFull, c.trademark, c.mnnRus, c.dosage].filter(Boolean).join(' '));
  if (c.doseVal !== null) have.push(String(c.doseVal));
  if (c.pack !== null) have.push(String(c.pack));
  const matchedWords = row.words.filter((w) => matches(w, have));
  const missedWords = row.words.filter((w) => !matchedWords.includes(w));
  const makerTokens = tokens(c.manufacturer ?? '');
  const manufacturerMatched = row.manufacturer.length > 0 && row.manufacturer.some((w) => matches(w, makerTokens));
  const dosageMatched = row.dose !== null && have.includes(String(row.dose));
  const packMatched = row.pack !== null && have.includes(String(row.pack));
  const total = row.words.length + (row.manufacturer.length > 0 ? 1 : 0);
  // Words of the product's name beyond the row's cost a little: of two products matching every
  // word, the one named exactly so comes first ("Трихопол …" before "Трихопол Экспресс …").
  const nameTokens = tokens(c.name).filter((t) => !NOISE.has(t) && (/\d/.test(t) || t.length >= 3));
  const extra = nameTokens.filter((t) => !row.words.some((w) => matches(w, [t]))).length;
  const share = total === 0 ? 0 : (matchedWords.length + (manufacturerMatched ? 1 : 0)) / total;
  const score = Math.max(0, share - 0.02 * Math.min(extra, 10));
  const exactDetails = (row.dose === null || dosageMatched) && (row.pack === null || packMatched);
  const confidence = score >= 0.85 && exactDetails ? 'high' : score >= 0.6 ? 'medium' : 'low';
  return {
    product,
    confidence,
    score: Math.round(score * 100) / 100,
    matchedWords,
    missedWords,
    manufacturerMatched,
    dosageMatched,
    packMatched,
    nameFull: c.nameFull,
    actual: c.actual === 1,
    gnvls: c.gnvls === 1,
  };
}

/** Suggestions from the local goods dictionary (its FTS index). */
export function createCodeSuggestions(db: Db) {
  const candidates = db.prepare<[string, number, number], CandidateRow>(
    `SELECT v.nnt, v.name, v.nameFull, v.manufacturer, v.trademark, v.mnnRus, v.dosage, v.doseVal, v.pack,
            v.actual, v.gnvls
     FROM (SELECT rowid, bm25(dict_goods_fts, 10.0, 4.0, 6.0, 5.0, 5.0, 6.0, 2.0) AS score FROM dict_goods_fts
           WHERE dict_goods_fts MATCH ? ORDER BY score LIMIT ?) f
     CROSS JOIN dict_goods_view v ON v.goodsRowid = f.rowid
     WHERE v.src = ? ORDER BY v.actual DESC, f.score`,
  );

  return {
    /** Up to three products for a row's name and manufacturer, best first; none without a name. */
    suggest(src: number, name: string | null, manufacturer: string | null): CodeSuggestion[] {
      if (name === null || name.trim() === '') return [];
      const row = rowWordsOf(name, manufacturer);
      const seen = new Set<number>();
      const found: CandidateRow[] = [];
      for (const query of ftsQueries(row.words)) {
        for (const c of candidates.all(query, CANDIDATES, src)) if (!seen.has(c.nnt) && seen.add(c.nnt)) found.push(c);
        if (found.length >= CANDIDATES) break;
      }
      const scored = found.map((c) =>
        scoreCandidate(row, c, { nnt: c.nnt, name: c.name, manufacturer: c.manufacturer, knownPrice: null }),
      );
      return (
        scored
          .filter((s) => s.matchedWords.length > 0)
          // Of equal scores a current code first: a code out of circulation is rarely the one meant.
          .sort((a, b) => b.score - a.score || Number(b.actual) - Number(a.actual))
          .slice(0, SUGGESTIONS)
      );
    },
  };
}
export type CodeSuggestions = ReturnType<typeof createCodeSuggestions>;
