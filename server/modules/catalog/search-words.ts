/**
 * How the autosuggest turns typed words into full-text queries (decision 0013): each typed token
 * becomes a handful of real catalogue words from the term table (`search_terms`) — the most
 * common words it starts, and for typos the words most like it — and products are searched by
 * those exact words, which the full-text index answers quickly, instead of by prefix or by
 * trigram similarity of whole names, which read thousands of index entries or rows.
 */

const MAX_TOKENS = 6;

/** Words of the search text, lower-cased, letters and digits only (safe inside a tsquery). */
export function searchTokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TOKENS).map((t) => t.slice(0, 40));
}

/**
 * Codes and material ids ("BRM000123", "300123") are not in the term table (one word per product
 * would make it as large as the catalogue): a token with a digit is also matched as a prefix.
 */
export function isIdentifierToken(token: string): boolean {
  return /\p{N}/u.test(token);
}

/** Tokens shorter than this get no typo words: two letters are like too many words. */
export const TYPO_MIN_LENGTH = 3;

export interface TermCount {
  term: string;
  /** Products that have the word. */
  products: number;
}

/** The catalogue words found for one typed token. */
export interface TokenWords {
  token: string;
  /** Words that start with the token, most common first. */
  prefix: TermCount[];
  /** Words like the token (a typo of them), closest first; none that start with it. */
  similar: TermCount[];
}

/** How many products one token's words have: each word, and all together at most (Infinity: unknown). */
export interface GroupCount {
  counts: number[];
  total: number;
}

/** A tsquery (in tsquery input syntax) and how many products each token's words have. */
export interface WordsQuery {
  query: string;
  groups: GroupCount[];
}

const lexeme = (word: string) => `'${word.replace(/['\\]/g, (c) => `\\${c}`)}'`;

function group(alternatives: string[]): string {
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(" | ")})`;
}

/**
 * How the autosuggest looks for products: every token a prefix of a word ("all"); when that finds
 * too few, every token a prefix of a word or like one ("typos"); when neither finds anything, any
 * token so ("any", ranked by how much of the text they match).
 */
export const WORD_STEPS = ["all", "typos", "any"] as const;
export type WordStep = (typeof WORD_STEPS)[number];

/**
 * Products query of one step: a token matches the words it starts (an identifier token also any
 * code or id it starts) and, from "typos" on, the words like it. With "all" and "typos" every
 * token must match, so a token without words means no product (null); with "any" one token is
 * enough, and its words count as one group for `probePages`.
 */
export function productWordsQuery(words: readonly TokenWords[], step: WordStep): WordsQuery | null {
  const alternatives: string[] = [];
  const groups: GroupCount[] = [];
  for (const w of words) {
    const terms = step === "all" ? w.prefix : [...w.prefix, ...w.similar];
    const lexemes = terms.map((t) => lexeme(t.term));
    const counts = terms.map((t) => t.products);
    const count = { counts, total: counts.reduce((sum, n) => sum + n, 0) };
    if (isIdentifierToken(w.token)) {
      lexemes.push(`${lexeme(w.token)}:*`);
      count.total = Infinity;
    }
    if (lexemes.length > 0) {
      alternatives.push(group(lexemes));
      groups.push(count);
    } else if (step !== "any") return null;
  }
  if (groups.length === 0) return null;
  if (step !== "any") return { query: alternatives.join(" & "), groups };
  const counts = groups.flatMap((g) => g.counts);
  return { query: alternatives.join(" | "), groups: [{ counts, total: groups.reduce((sum, g) => sum + g.total, 0) }] };
}

/** Products read before ranking (ranking reads the whole text of each). */
export const CANDIDATES = 100;
/** Words that match at most this many products together are looked up in the index alone (≤ ~2 ms). */
export const INDEX_ONLY_BOUND = 5000;
/** The most table pages read for candidates before the index is asked (~1,600 rows, ≤ ~2.5 ms). */
export const PROBE_MAX_PAGES = 200;

/**
 * How many of the products table's first pages to read for candidates before asking the
 * full-text index (0: ask the index at once). The index collects every match before returning
 * any (25 ms for 80,000 matches), while reading the table stops at the CANDIDATES-th match. So
 * words that may match many products are looked for first in as many pages as should hold half
 * as many again as CANDIDATES of them if their products are spread evenly (each token's words
 * taken as independent, and the tokens too); when that is more than PROBE_MAX_PAGES, or the pages
 * hold too few after all, the matches are rare enough for the index. A token that is only a code
 * or id prefix goes to the index too: codes and ids are typed to find one product or a few.
 */
export function probePages(groups: readonly GroupCount[], table: { pages: number; rows: number }): number {
  if (Math.min(...groups.map((g) => g.total)) <= INDEX_ONLY_BOUND) return 0;
  if (groups.some((g) => g.counts.length === 0)) return 0;
  if (table.rows <= 0 || table.pages <= 0) return PROBE_MAX_PAGES;
  const density = groups.reduce((d, g) => d * groupDensity(g, table.rows), 1);
  const pages = Math.ceil((1.5 * CANDIDATES * table.pages) / (density * table.rows));
  return pages > PROBE_MAX_PAGES ? 0 : pages;
}

/** Share of products that have at least one of the group's words, if the words are independent. */
function groupDensity(g: GroupCount, rows: number): number {
  return 1 - g.counts.reduce((none, n) => none * (1 - Math.min(1, n / rows)), 1);
}

/**
 * Team, league and style names query: every token as a prefix (there are few names, so no need to
 * narrow it), or, for a token that starts no catalogue word, any word like it.
 */
export function nameWordsQuery(words: readonly TokenWords[]): string {
  return words
    .map((w) => group([`${lexeme(w.token)}:*`, ...(w.prefix.length === 0 ? w.similar.map((t) => lexeme(t.term)) : [])]))
    .join(" & ");
}
