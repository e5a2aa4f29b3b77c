/**
 * The pages closest to a URL that does not exist (the not-found page's suggestions). The failed
 * path is cut into words (on `/`, `-`, `_`, `.`), and each page of the locale's list
 * (plugins/page-list) scores by how well those words match the words of its path and title:
 * a word found as is counts 1, a prefix of at least 3 letters 0.8, a mistyped word (a small
 * edit distance, transpositions counting once) less; the failed URL's last word, usually the
 * most specific, counts half as much again. Nothing about the reader is kept or sent.
 */

export type PageEntry = {t: string; p: string};
export type Suggestion = PageEntry & {score: number};

/** Words that every path has and that say nothing about the page. */
const NOISE = new Set(['docs', 'doc', 'blog', 'en', 'zh', 'hans', 'index', 'html', 'htm', 'md', 'mdx', 'page', 'www']);

/** The lower-case words of a path or title (`/en/docs/ai/workflow-http` -> ai, workflow, http). */
export function words(text: string): string[] {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // A malformed escape: keep the raw text.
  }
  return decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !NOISE.has(w));
}

/** Edit distance with adjacent transpositions (optimal string alignment), stopping above `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** How many typos a word of this length may carry and still match. */
function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  return 2;
}

/** How well one word of the failed URL matches one word of a page, 0 to 1. */
export function wordMatch(query: string, word: string): number {
  if (query === word) return 1;
  if (query.length >= 3 && word.length >= 3 && (word.startsWith(query) || query.startsWith(word))) return 0.8;
  const allowed = allowedTypos(Math.min(query.length, word.length));
  if (allowed === 0) return 0;
  const d = editDistance(query, word, allowed);
  return d <= allowed ? 0.7 * (1 - d / Math.max(query.length, word.length)) : 0;
}

/** The score of one page for the failed URL's words (0 when nothing matches). */
export function scorePage(queryWords: string[], entry: PageEntry): number {
  const pageWords = [...new Set([...words(entry.p), ...words(entry.t)])];
  if (pageWords.length === 0) return 0;
  let score = 0;
  queryWords.forEach((q, index) => {
    const best = Math.max(0, ...pageWords.map((w) => wordMatch(q, w)));
    score += index === queryWords.length - 1 ? best * 1.5 : best;
  });
  // Among equals, the shorter path (the more general page) first.
  return score > 0 ? score - pageWords.length * 0.01 : 0;
}

/** The `limit` pages (3 to 5 wanted) closest to `failedPath`, best first; none when nothing is close. */
export function suggestPages(failedPath: string, entries: readonly PageEntry[], limit = 5): Suggestion[] {
  const queryWords = [...new Set(words(failedPath))];
  if (queryWords.length === 0) return [];
  // At least half the best possible score of one word, so a page sharing only a minor word stays out.
  const threshold = 0.75;
  return entries
    .map((entry) => ({...entry, score: scorePage(queryWords, entry)}))
    .filter((s) => s.score >= threshold && s.p !== failedPath)
    .sort((a, b) => b.score - a.score || a.p.localeCompare(b.p))
    .slice(0, limit);
}
