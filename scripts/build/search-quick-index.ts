/**
 * Writes the quick search index beside each locale's full index and each docs section's index:
 * `search-index-<hash>.json` -> `search-index-quick-<hash>.json`, `search-index-docs-ai-<hash>.json` ->
 * `search-index-quick-docs-ai-<hash>.json`; the same entries for titles, headings and descriptions, the
 * keywords of the termbase only, and an empty one for the pages' body text
 * (src/utils/searchQuickIndex.ts says who reads it). Run by scripts/build/postbuild.ts on the full
 * index after its weights are rounded.
 *
 * Keywords: a page's front matter `keywords` (the words readers type who do not know its title)
 * stay in the full and section indexes. In the quick index they cost 57 KB of Brotli in Chinese
 * (141 -> 198 KB, measured 2026-12-02) for queries the quick index does not answer anyway: the
 * search page shows a quick first result only when it is a title or heading match
 * (`quickFirstHolds`). So the quick index's keywords entry is rebuilt, with the plugin's own index
 * builder and options, from each page's termbase keywords (the glossary's names and aliases of the
 * terms it explains, src/utils/searchTerms.ts), which the box outside the docs answers from.
 *
 * The plugin's index file is an array of `{documents, index}` entries in a fixed order of document
 * types (title, heading, description, keywords, content: its `SearchDocumentType`); its worker
 * reads each entry's type from its position. The body text is replaced by an entry with no
 * documents and an empty lunr index, so every position keeps its type.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {zhUserDict} from '../../src/data/searchDictionary.ts';
import {termKeywordsFor} from '../../src/utils/searchTerms.ts';
import {roundIndexWeights} from './search-index-weights.ts';

/** The plugin's document types, in the order of the entries of an index file. */
export const DOCUMENT_TYPES = ['title', 'heading', 'description', 'keywords', 'content'] as const;
const CONTENT = DOCUMENT_TYPES.indexOf('content');
const KEYWORDS = DOCUMENT_TYPES.indexOf('keywords');

/**
 * A locale's full index, or a docs section's (`search-index-docs-ai-<hash>.json`), when named by its
 * content hash (`hashed: 'filename'`); other sites have none to split. A quick file is never one.
 */
export const FULL_INDEX = /^search-index(-docs-[a-z0-9-]+)?-([0-9a-f]{8})\.json$/;

/**
 * The quick twin's name: `search-index-quick-<hash>.json` for the locale's index, and
 * `search-index-quick-docs-ai-<hash>.json` for a section's, which the plugin's worker fetches as the
 * index of the search context `quick/docs/ai` (src/utils/searchQuickIndex.ts, `sectionQuickContext`).
 */
export function quickIndexName(fullName: string): string | null {
  const match = FULL_INDEX.exec(fullName);
  return match ? `search-index-quick${match[1] ?? ''}-${match[2]}.json` : null;
}

type Entry = {documents: unknown[]; index: {version: string; fields: string[]; fieldVectors: unknown[]; invertedIndex: unknown[]; pipeline: string[]}};

/** A keywords document of the plugin: `t` the page's keywords joined by ", ", `u` its URL. */
export type KeywordsDocument = {i: number; t: string; u: string; [field: string]: unknown};

/** How the quick index's keywords entry is made: the keywords a page keeps, and the builder of the entry. */
export type QuickKeywords = {
  keep: (url: string) => string[];
  build: (documents: KeywordsDocument[]) => Entry;
};

/**
 * The termbase keywords of the page at `url` (`/docs/...` or `/en/docs/...`); none for a page
 * outside the docs (posts and marketing pages explain no term).
 */
export function termbaseKeywords(url: string): string[] {
  const en = url.startsWith('/en/');
  const route = en ? url.slice(3) : url;
  return route.startsWith('/docs/') ? termKeywordsFor(route, en ? 'en' : 'zh') : [];
}

/** The keywords documents of the quick index: each page's kept keywords, pages with none left out. */
export function keptKeywords(documents: readonly KeywordsDocument[], keep: QuickKeywords['keep']): KeywordsDocument[] {
  return documents.flatMap((doc) => {
    // A document without a URL (none in the plugin's output) keeps nothing.
    const words = typeof doc.u === 'string' ? keep(doc.u) : [];
    // The plugin joins the meta tag's keywords with ", " (parseDocument: content.replace(/,/g, ", ")).
    return words.length > 0 ? [{...doc, t: words.join(', ')}] : [];
  });
}

const require = createRequire(import.meta.url);

/**
 * The plugin's own index builder (its lunr pipeline, stemmer and Chinese tokeniser), with the
 * options docusaurus.config.ts gives it (language en and zh, the default stop words and stemmer,
 * the Chinese dictionary). Pinned in plugins/shared/upstream.ts.
 */
export function pluginKeywordsEntry(documents: KeywordsDocument[]): Entry {
  const {buildIndex} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js') as {
    buildIndex: (all: unknown[][], options: Record<string, unknown>) => {documents: unknown[]; index: {toJSON(): Entry['index']}}[];
  };
  const all: unknown[][] = DOCUMENT_TYPES.map((_, i) => (i === KEYWORDS ? documents : []));
  const built = buildIndex(all, {language: ['en', 'zh'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false, zhUserDict: zhUserDict()})[KEYWORDS]!;
  const entry = JSON.parse(JSON.stringify({documents: built.documents, index: built.index})) as Entry;
  roundIndexWeights([entry], 'quick keywords');
  return entry;
}

const TERMBASE_ONLY: QuickKeywords = {keep: termbaseKeywords, build: pluginKeywordsEntry};

/**
 * The quick index of one parsed full index: the body-text entry emptied and, with `keywords`, the
 * keywords entry rebuilt from the keywords it keeps. Throws on another format.
 */
export function quickIndex(full: unknown, file = 'index', keywords?: QuickKeywords): Entry[] {
  if (!Array.isArray(full) || full.length !== DOCUMENT_TYPES.length) {
    throw new Error(`${file}: expected ${DOCUMENT_TYPES.length} entries (${DOCUMENT_TYPES.join(', ')}); review scripts/build/search-quick-index.ts`);
  }
  const entries = full as Entry[];
  const content = entries[CONTENT]!;
  if (!Array.isArray(content.documents) || !content.index || !Array.isArray(content.index.fields)) {
    throw new Error(`${file}: the content entry is not {documents, index}; review scripts/build/search-quick-index.ts`);
  }
  const empty: Entry = {documents: [], index: {...content.index, fieldVectors: [], invertedIndex: []}};
  return entries.map((entry, i) => {
    if (i === CONTENT) return empty;
    if (i === KEYWORDS && keywords) return keywords.build(keptKeywords(entry.documents as KeywordsDocument[], keywords.keep));
    return entry;
  });
}

/** Writes (or refreshes) the quick twin of a full index file; returns its path, or null when `file` is not one. */
export function writeQuickIndex(file: string, parsed: unknown, keywords: QuickKeywords = TERMBASE_ONLY): string | null {
  const name = quickIndexName(path.basename(file));
  if (!name) return null;
  const out = path.join(path.dirname(file), name);
  const text = JSON.stringify(quickIndex(parsed, path.basename(file), keywords));
  // Unchanged on a second postbuild over the same build: keep its time, so its compressed twins stay up to date.
  if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== text) fs.writeFileSync(out, text);
  return out;
}
