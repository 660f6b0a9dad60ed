import pg from "pg";

/** Deterministic 0..1 from a string (FNV-1a), so every run types the same terms. */
function unit(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** One typo as people make them: two neighbours swapped, a letter dropped, doubled or replaced. */
function typo(word: string, salt: number): string {
  const at = 1 + Math.floor(unit(`${word}${salt}`) * (word.length - 2));
  const letter = LETTERS[Math.floor(unit(`${salt}${word}`) * LETTERS.length)] ?? "e";
  switch (salt % 4) {
    case 0:
      return word.slice(0, at) + (word[at + 1] ?? "") + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + letter + word.slice(at + 1);
  }
}

/**
 * Many distinct autosuggest terms from the seeded catalogue, each typed once so none is answered
 * from a cache: 2- to 5-letter prefixes and whole words of product, team, league and style names,
 * typos of words (several kinds each), two-word terms (a whole word and the start of another,
 * some with a typo) and product codes. Terms with the same words are dropped (one cache key).
 */
export async function coldSuggestTerms(url: string, limit = Infinity): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ word: string }>(
      `select distinct w as word from (
         select regexp_split_to_table(lower(name), '[^[:alnum:]]+') as w from products
         union all select regexp_split_to_table(lower(name), '[^[:alnum:]]+') from teams
         union all select regexp_split_to_table(lower(name), '[^[:alnum:]]+') from leagues
         union all select regexp_split_to_table(lower(name), '[^[:alnum:]]+') from silhouettes
       ) words where w ~ '^[a-z]{2,}$' order by 1`,
    );
    const codes = await client.query<{ code: string }>("select code from products order by md5(code) limit 20");
    const words = rows.map((r) => r.word);
    const long = words.filter((w) => w.length >= 5);
    const candidates: string[] = [];
    for (const w of words) {
      for (const n of [2, 3, 4, 5]) if (w.length > n) candidates.push(w.slice(0, n));
      candidates.push(w);
    }
    for (const [i, w] of long.entries()) {
      for (let salt = i; salt < i + 4; salt++) candidates.push(typo(w, salt));
    }
    for (const [i, w] of words.entries()) {
      const other = words[Math.floor(unit(w) * words.length)] ?? "cap";
      candidates.push(`${w} ${other.slice(0, 3)}`);
      if (w.length >= 5) candidates.push(`${typo(w, i)} ${other.slice(0, 2)}`);
    }
    candidates.push(...codes.rows.map((r) => r.code), ...codes.rows.map((r) => r.code.slice(0, 7).toLowerCase()));
    const distinct = [...new Map(candidates.map((t) => [t.toLowerCase().split(/\s+/).join(" "), t])).values()];
    return distinct.sort((a, b) => unit(a) - unit(b)).slice(0, limit);
  } finally {
    await client.end();
  }
}

/** p50, p90 and p99 of a list of milliseconds. */
export function percentiles(ms: readonly number[]): { p50: number; p90: number; p99: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99) };
}
