/**
 * The site's search worker run in Node over a built site's index files: the search plugin's own
 * tokenizer, query variants and lunr indexes, with this site's replacements of its sort and
 * variants (plugins/search-ranking), as the worker in the reader's browser runs them. A query takes
 * a millisecond or two, so a ranking rule can be measured on every query set in seconds
 * (scripts/checks/search-quality.ts with SEARCH_QUALITY_SIM=1); the browser measurement stays the
 * one the thresholds and the notes quote. Run with the hooks of ./search-sim-hooks.mjs registered
 * (the plugin's generated constants are a webpack alias in the build).
 */
import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import {smartQueries} from '../../../plugins/search-ranking/smartQueries.ts';
import {sortSearchResults} from '../../../plugins/search-ranking/sortSearchResults.ts';

type Doc = {i: number; t: string; u: string; p?: number};
type IndexFile = {documents: Doc[]; index: {invertedIndex: [string][]}}[];
type Loaded = {json: IndexFile; indexes?: lunr.Index[]; zhDictionary: string[]};
export type SimResult = {u: string; t: string; type: number; page?: string; term: boolean; anyWord: boolean};
/**
 * What the worker collected for one search before its sort, by document position, so that a ranking
 * rule can be measured again without lunr's queries (which take nearly all of the time): the sort
 * and the variants (plugins/search-ranking) read only these fields.
 */
type Collected = {d: number; type: number; p: number; v: number; m: object; s: number}[];
export type SimCache = Map<string, Collected>;

/** A cache of collected results kept in a JSON file (SEARCH_SIM_CACHE), valid while the build and the query variants stay the same. */
export function loadSimCache(file: string | undefined): SimCache {
  return new Map(file && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as [string, Collected][]) : []);
}
export function saveSimCache(file: string | undefined, cache: SimCache): void {
  if (file) fs.writeFileSync(file, JSON.stringify([...cache]));
}

/** A search function over the index files of one locale's build folder (`build` or `build/en`). */
export function simSearch(localeDir: string, collected: SimCache = new Map()): (context: string, query: string, limit: number) => SimResult[] {
  const files = fs.readdirSync(localeDir).filter((f) => /^search-index.*\.json$/.test(f));
  const cache = new Map<string, Loaded>();
  const fileOf = (context: string): string => {
    const dir = context ? `-${context.replace(/\//g, '-')}` : '';
    const file = files.find((f) => f.startsWith(`search-index${dir}-`) && /^-[0-9a-f]{8}\.json$/.test(f.slice(`search-index${dir}`.length)));
    if (!file) throw new Error(`no index for context "${context}" in ${localeDir}`);
    return file;
  };
  const load = (file: string): Loaded => {
    let loaded = cache.get(file);
    if (!loaded) {
      const json = JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8')) as IndexFile;
      const zh = new Set<string>();
      for (const item of json) for (const tuple of item.index.invertedIndex) if (/\p{Unified_Ideograph}/u.test(tuple[0][0]!)) zh.add(tuple[0]);
      loaded = {json, zhDictionary: [...zh]};
      cache.set(file, loaded);
    }
    return loaded;
  };
  return (context, input, limit) => {
    const rawTokens = tokenize(input, ['en', 'zh']);
    if (rawTokens.length === 0) return [];
    const file = fileOf(context);
    const loaded = load(file);
    const wrapped = loaded.json.map(({documents}, type) => ({type, documents}));
    const queries = smartQueries(rawTokens, loaded.zhDictionary);
    type R = {document: Doc; type: number; page: Doc | false | undefined; metadata: object; tokens: string[]; score: number; term?: boolean; anyWord?: boolean};
    const key = `${localeDir}\u0000${file}\u0000${limit}\u0000${input}`;
    let kept = collected.get(key);
    if (!kept) {
      loaded.indexes ??= loaded.json.map(({index}) => lunr.Index.load(index as object));
      const results: (R & {v: number})[] = [];
      search: for (const [v, {term, tokens}] of queries.entries()) {
        for (const {documents, type} of wrapped) {
          results.push(
            ...loaded.indexes[type]!
              .query((query) => {
                for (const item of term) query.term(item.value, {wildcard: item.wildcard, presence: item.presence, ...(item.editDistance ? {editDistance: item.editDistance} : null)} as never);
              })
              .slice(0, limit)
              .filter((result) => !results.some((item) => item.document.i.toString() === result.ref))
              .slice(0, limit - results.length)
              .map((result) => {
                const document = documents.find((doc) => doc.i.toString() === result.ref)!;
                return {document, type, page: type !== 0 && wrapped[0]!.documents.find((doc) => doc.i === document.p), metadata: result.matchData.metadata, tokens, score: result.score, v};
              }),
          );
          if (results.length >= limit) break search;
        }
      }
      kept = results.map((r) => ({d: wrapped[r.type]!.documents.indexOf(r.document), type: r.type, p: r.page ? wrapped[0]!.documents.indexOf(r.page) : -1, v: r.v, m: r.metadata, s: r.score}));
      collected.set(key, kept);
    }
    // The same objects the worker hands the sort: a page's title document is the one in the titles' list.
    const results: R[] = kept.map((c) => ({document: wrapped[c.type]!.documents[c.d]!, type: c.type, page: c.p >= 0 ? wrapped[0]!.documents[c.p] : false, metadata: structuredClone(c.m), tokens: queries[c.v]!.tokens, score: c.s}));
    sortSearchResults(results as never);
    processTreeStatusOfSearchResults(results as never);
    return results.map((r) => ({u: r.document.u, t: r.document.t, type: r.type, page: r.page ? r.page.t : undefined, term: r.term === true, anyWord: r.anyWord === true}));
  };
}
