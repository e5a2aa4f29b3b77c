/**
 * Words readers type for what the docs call by another word, for the search ranking
 * (plugins/search-ranking/synonyms.ts). Each group starts with the docs' word, then the words
 * readers use for it. Kept short on purpose: a pair goes in only when no docs page uses the
 * reader's word for something else, and only after the query sets (scripts/checks/search-quality.ts)
 * show that first place rises and top 3 does not fall. Glossary terms and their aliases are not
 * here: the termbase ranks their pages already (src/utils/searchTerms.ts).
 */
export type SynonymGroup = readonly [docsWord: string, ...readerWords: string[]];

export const SEARCH_SYNONYMS: readonly SynonymGroup[] = [
  // Chinese: the API pages' and the screens' verbs and nouns.
  ['创建', '新建', '新增'],
  ['线程', '会话'],
  ['认证', '可信'],
];
