/**
 * The "any word" query: one more variant after the plugin's own (./smartQueries.ts), whose words
 * are all optional, so that a query of several words finds pages holding some of them when too few
 * pages hold them all ("watermark on report" found nothing: no page holds both words). The worker
 * searches the variants in order and stops at its limit, so this one only adds pages when the
 * stricter ones found fewer. Its results are told apart by their `tokens` array (the worker hands
 * each result the array of the variant that found it) and ranked below every page that a stricter
 * variant found (./rank.ts).
 */
import lunr from 'lunr';

export type Variant = {tokens: string[]; term: {value: string; presence: number; wildcard: number; editDistance?: number}[]};

const ANY_WORD = new WeakSet<readonly string[]>();

export function isAnyWord(tokens: readonly string[] | undefined): boolean {
  return tokens !== undefined && ANY_WORD.has(tokens);
}

/** lunr's English stop words, which its index leaves out (the plugin drops them the same way). */
export const isEnglishStopWord = (word: string): boolean => !lunr.stopWordFilter(word as unknown as lunr.Token);

/** The words of the variant that covers the most characters in the fewest words (the whole query), stop words out, each once. */
export function anyWordTokens(variants: readonly {tokens: readonly string[]}[], isStopWord: (word: string) => boolean = isEnglishStopWord): string[] {
  const size = (tokens: readonly string[]) => tokens.reduce((n, t) => n + t.length, 0);
  let best: readonly string[] = [];
  for (const {tokens} of variants) {
    const gain = size(tokens) - size(best);
    if (gain > 0 || (gain === 0 && tokens.length > 0 && tokens.length < best.length)) best = tokens;
  }
  return [...new Set(best.filter((t) => t && !isStopWord(t)))];
}

/** The plugin's variants, and the any-word one last when the query has two words or more. */
export function withAnyWord(variants: Variant[], isStopWord: (word: string) => boolean = isEnglishStopWord): Variant[] {
  const words = anyWordTokens(variants, isStopWord);
  if (words.length < 2) return variants;
  const tokens = [...words];
  ANY_WORD.add(tokens);
  return [...variants, {tokens, term: words.map((value) => ({value, presence: lunr.Query.presence.OPTIONAL, wildcard: lunr.Query.wildcard.NONE}))}];
}
