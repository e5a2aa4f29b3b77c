/**
 * The query in the docs' words: a reader who types 新建会话 means what the API pages call 创建线程
 * (src/data/searchSynonyms.ts). ./smartQueries.ts searches that rewording's variants first, then the
 * reader's own words as before; ./rank.ts counts a title holding the docs' word
 * as holding the reader's.
 */
import {SEARCH_SYNONYMS, type SynonymGroup} from '../../src/data/searchSynonyms';

const HAN = /\p{Unified_Ideograph}/u;

/** Each reader's word to the docs' word, longest first (so 新建 is tried before 建). */
function readerWords(groups: readonly SynonymGroup[]): [reader: string, docs: string][] {
  return groups.flatMap(([docs, ...readers]) => readers.map((reader) => [reader.toLowerCase(), docs] as [string, string])).sort((a, b) => b[0].length - a[0].length);
}

/**
 * The raw query tokens (the plugin's tokenizer: Latin words, Chinese runs) in the docs' words, or
 * null when none of them is a reader's word. A Chinese run has each reader's word replaced where it
 * occurs; a Latin token only when it is the word itself.
 */
export function inDocsWords(tokens: readonly string[], groups: readonly SynonymGroup[] = SEARCH_SYNONYMS): string[] | null {
  const pairs = readerWords(groups);
  let changed = false;
  const out = tokens.map((token) => {
    if (HAN.test(token)) {
      let text = token;
      for (const [reader, docs] of pairs) {
        if (!HAN.test(reader) || !text.includes(reader)) continue;
        text = text.split(reader).join(docs);
      }
      if (text !== token) changed = true;
      return text;
    }
    const hit = pairs.find(([reader]) => reader === token.toLowerCase());
    if (!hit) return token;
    changed = true;
    return hit[1];
  });
  return changed ? out : null;
}

/** Every word of `word`'s group (itself first), lower-cased: the words a title may hold for it. */
export function sameWords(word: string, groups: readonly SynonymGroup[] = SEARCH_SYNONYMS): string[] {
  const lower = word.toLowerCase();
  const group = groups.find((g) => g.some((w) => w.toLowerCase() === lower));
  return group ? [lower, ...group.map((w) => w.toLowerCase()).filter((w) => w !== lower)] : [lower];
}
