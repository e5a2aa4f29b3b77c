/**
 * One adjustment of the search plugin's result order, after its own sort: pages that answer a
 * query come before pages that only mention it.
 *
 * The plugin collects results query variant by query variant (exact words, then words still being
 * typed, then fuzzy), each over its five indexes in turn (titles, headings, descriptions,
 * keywords, content), up to the limit, and then puts each page's heading and content hits after
 * that page's title hit. A blog post that names a feature in its title or text therefore came
 * before the docs page of that feature whenever the post matched every word and the docs page's
 * title did not (StarRocks data source: the post "connecting StarRocks as a data source" before
 * the page "StarRocks"), and a page found in several places was spread over the list.
 *
 * Here every result of a page is kept together (in the plugin's order, the page's first result
 * deciding where the page goes), and the pages fall into two tiers: first the pages outside the
 * blog that answer, i.e. were matched in their title, a heading, the description or keywords, or
 * whose title holds one of the query's words; then the pages outside the blog matched in a heading
 * many pages share (src/data/searchGenericHeadings.ts: "Related pages", 常见问题); then the rest
 * (blog posts, and pages matched in their text only), each tier in the plugin's order. A blog post
 * answers too when the query has three words or more and the post's title or a keywords entry
 * holds every one ("why ChatBI needs a semantic layer", "3.6 发布说明": the reader names the post),
 * but never before a docs page the query names (`postsAfterNamedPages`). Measured on the query sets
 * (session 40, Node copy): first place of the readers' queries in the box rose 94.8 to 97.4 % in
 * English and 96.2 to 100 % in Chinese, no group's first place or top 3 fell, and first answers
 * that move stayed at 0. Tried and dropped: two words or more (StarRocks data source and 指标认证
 * lost their docs page to a post); docs before posts at equal strength (three of the six gains lost).
 * Among the answers, a page whose title holds more of
 * the query's words comes first (StarRocks data source: "StarRocks" before "Enterprise: Docker
 * with StarRocks"), where for a query of two words or more a page whose description or keywords
 * hold every word counts as a title holding half of them, and a title made of the query's words
 * only as one holding just over half (`titleShare`: for "approve tool call before it runs" the
 * human-in-the-loop page, whose description holds every word, before the tool node page, whose
 * title holds one of them and whose text holds the rest; a section's own page gets no such raise), except that a page with a heading holding every word of the query comes right
 * after the pages whose title holds them all (a task named by a section heading), and the page that
 * explains the glossary term the query names (its name or an alias, word for word) comes before all
 * of them. Before the title shares are compared, among answers of the same one of those three
 * kinds, a page matched in its title, a heading, its description or keywords, or whose title holds
 * half the query or is named by it, comes before a page whose title holds a word of a longer query
 * and whose text holds the rest (`firmAnswer`). After the title shares: between two pages matched in
 * those fields, the one matched by the cut of a Chinese query holding more of its characters
 * (`fullerCut`); the one whose path holds more of the query's Latin words (`/docs/plugin/develop`
 * before `/docs/plugin/` for "develop a plugin", whose titles hold "plugin" alike), then the one
 * whose description or keywords hold every word of the query (Dify 知识库: the page that connects an
 * external knowledge base, whose keywords name Dify, before the knowledge base overview, whose
 * titles hold 知识库 alike), then the one
 * whose title holds fewer other words, then a section's own page (`/docs/widgets/` before `/docs/ai/
 * chatkit/chatkit-widgets` for "widget"), then a page inside a section before the section's own
 * page, then the plugin's order. Right after the title shares, a page inside a section comes before
 * the section's page when its title holds a query word the section page's title and keywords lack
 * (`innerPageFirst`).
 * A title holds a query word when it holds the word or the docs' word for it (./synonyms.ts: a
 * title 创建线程 holds 新建 and 会话 of 新建会话接口).
 * Which results are found is unchanged; only their order.
 */

import {isGenericHeading} from '../../src/data/searchGenericHeadings';
import {isAnyWord} from './anyWord';
import {sameWords} from './synonyms';
import {SEARCH_TERM_PAGES} from '../../src/data/searchTermPages';

/** The plugin's document types (`SearchDocumentType`): title, heading, description, keywords, content. */
export const HEADING = 1;
export const DESCRIPTION = 2;
export const KEYWORDS = 3;
export const CONTENT = 4;

export type RankedResult = {
  document: {u: string; t?: string};
  type: number;
  /** The page's title document, for a heading, description or content hit. */
  page?: {t?: string} | false;
  /** The query's words as the plugin searched them. */
  tokens?: string[];
  /** Set by the ranking on each result of the page that explains the term the query names. */
  term?: boolean;
  /** Set by the ranking on each result the any-word variant found (./anyWord.ts), for the box to read. */
  anyWord?: boolean;
  /** lunr's match data: the query's words (stemmed) that the result holds, by field. */
  metadata?: Record<string, unknown>;
};

const STOP_WORDS = new Set(['a', 'an', 'and', 'as', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'via', 'with']);

/** The words of a title: Latin words lower-cased without stop words, and each run of Chinese characters. */
export function titleWords(title: string): string[] {
  return (title.toLowerCase().match(/\p{Unified_Ideograph}+|[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP_WORDS.has(w));
}

/** How many of the query's words a title holds (a Latin word whole or with a plural s; a Chinese word anywhere), and its other words. */
export function titleMatch(title: string, tokens: string[]): {hits: number; coverage: number; precision: number} {
  const words = titleWords(title);
  const query = tokens.map((t) => t.toLowerCase()).filter((t) => t && !STOP_WORDS.has(t));
  const hits = titleHits(title, tokens).length;
  // A Chinese run counts as one word per two characters, like a short Chinese word.
  const length = words.reduce((n, w) => n + (/\p{Unified_Ideograph}/u.test(w) ? Math.ceil(w.length / 2) : 1), 0);
  return {hits, coverage: query.length ? hits / query.length : 0, precision: length ? Math.min(1, hits / length) : 0};
}

/**
 * Whether a title's word `w` is the query's word `s` or its plural: `s`, `es`, or `y` to `ies`
 * (hierarchy and Hierarchies: "parent child hierarchy" did not count the title "Hierarchies").
 * Only this way round: a title in the singular holding a query word typed in the plural was tried
 * (session 44) and moved as many queries down as up.
 */
export function titleWordHolds(w: string, s: string): boolean {
  return w === s || w === `${s}s` || w === `${s}es` || (s.length > 2 && s.endsWith('y') && w === `${s.slice(0, -1)}ies`);
}

/** The query's words that a title (or a keywords entry) holds, as `titleMatch` counts them: a word or the docs' word for it (./synonyms.ts). */
export function titleHits(title: string, tokens: string[]): string[] {
  const words = titleWords(title);
  const lower = title.toLowerCase();
  return tokens
    .map((t) => t.toLowerCase())
    .filter((t) => t && !STOP_WORDS.has(t))
    .filter((t) => sameWords(t).some((s) => (/\p{Unified_Ideograph}/u.test(s) ? lower.includes(s) : words.some((w) => titleWordHolds(w, s)))));
}

/** What the two rules below know of a page: its URL, whether it is a section's own page, and the query's words in its title and keywords. */
export type Nesting = {url: string; section: boolean; hits: string[]; keywordHits: string[]};

/** Whether `inner` is a page inside the section whose own page is `outer`. */
function isInside(outer: Nesting, inner: Nesting): boolean {
  return outer.section && inner.url !== outer.url && inner.url.startsWith(outer.url);
}

/**
 * Between a section's own page and a page inside it, the inner page first when its title holds a
 * word of the query that the section page holds neither in its title nor in its keywords
 * (ChatKit 主题: "主题与定制" inside `/docs/ai/chatkit/`, whose title "ChatKit SDK" has the other
 * word and which names 主题 only in its description and its list of pages; but not "deploy on k8s",
 * where the Kubernetes page's keywords name k8s and its backups page's title does too).
 * 1 when `b` goes first, -1 when `a` does, else 0.
 */
export function innerPageFirst(a: Nesting, b: Nesting): number {
  const names = (outer: Nesting, inner: Nesting) => isInside(outer, inner) && inner.hits.some((w) => !outer.hits.includes(w) && !outer.keywordHits.includes(w));
  return names(a, b) ? 1 : names(b, a) ? -1 : 0;
}

/**
 * The last word between two answers that nothing else tells apart: a page inside a section before
 * the section's own page ("save key value memory": the Put-a-store-item page before the Store
 * overview, whose keywords both hold every word). 1 when `b` goes first, -1 when `a` does, else 0.
 */
export function nestedFirst(a: Nesting, b: Nesting): number {
  return isInside(a, b) ? 1 : isInside(b, a) ? -1 : 0;
}

/**
 * A comparable form of a phrase's words: lower case, a plural's s dropped (ies read as y), stop words out,
 * sorted, Chinese runs joined (a Chinese query reaches the ranking cut into words: 知识 / 检索).
 */
export function phraseKey(words: string[]): string {
  const latin: string[] = [];
  let han = '';
  for (const word of words.map((w) => w.toLowerCase()).filter((w) => w && !STOP_WORDS.has(w))) {
    if (/\p{Unified_Ideograph}/u.test(word)) han += word;
    else latin.push(word.length > 3 ? word.replace(/ies$/, 'y').replace(/([^s])s$/, '$1') : word);
  }
  return [han, ...latin.sort()].filter(Boolean).join(' ');
}

/**
 * Whether the page at `url` explains the term the query names word for word, in either language
 * (`termPages`: src/data/searchTermPages.ts, from the termbase). The map holds docs routes without
 * the locale's prefix.
 */
export function explainsQueryTerm(url: string, tokens: string[], termPages: Readonly<Record<string, string>>): boolean {
  const page = termPages[phraseKey(tokens)];
  return page !== undefined && url.replace(/^\/[a-z]{2}(?:-[A-Za-z]+)?(?=\/docs\/)/, '') === page;
}

/**
 * How many of the query's Latin words the page's path holds as words of its own
 * (`/docs/plugin/release-to-xpert-marketplace` holds plugin and marketplace), the locale and `docs` aside.
 */
export function pathMatch(url: string, tokens: string[]): number {
  const words = url.toLowerCase().replace(/^\/[a-z]{2}(?:-[a-z]+)?(?=\/)/, '').split(/[^a-z0-9]+/).filter((w) => w && w !== 'docs');
  return tokens
    .map((t) => t.toLowerCase())
    .filter((t) => t && !STOP_WORDS.has(t) && !/\p{Unified_Ideograph}/u.test(t))
    .filter((t) => words.some((w) => w === t || w === `${t}s` || `${w}s` === t)).length;
}

/** Whether a result URL is a blog post: `/blog/...` or `/<locale>/blog/...` (routeBasePath `blog`). */
export function isBlog(url: string): boolean {
  return /^\/(?:[a-z]{2}(?:-[A-Za-z]+)?\/)?blog(?:\/|$)/.test(url);
}

/** A section's own page (`/docs/widgets/`, `/pricing/`): the page about a subject rather than one part of it. */
export function isSectionPage(url: string): boolean {
  return url.endsWith('/');
}

/**
 * How strongly a page answers, among the answers: it explains the term the query names (4), its
 * title holds every query word (3), a heading of it holds every query word (2), or none of these
 * (1; then the share of the words its title holds).
 */
function strength(term: boolean, titleCoverage: number, headingFull: boolean): number {
  return term ? 4 : titleCoverage === 1 ? 3 : headingFull ? 2 : 1;
}

/**
 * The share of a multi-word query's words that a page's title is counted as holding, among the
 * answers: the title's own share, raised to one half when the page's description or keywords
 * hold every word (its author says it is about all of them: more than a title holding one word of
 * five, which a page matched in its text alone also has) and to just over one half when the title
 * is made of the query's words only ("StarRocks" for StarRocks data source, before a page whose
 * keywords hold the three words apart). A one-word query keeps the title's share: every page whose
 * keywords name the word would otherwise tie with the page titled by it. Measured on the query
 * sets (scripts/checks/search-quality.ts): first place rose in the sections group, 58.2 to 64.5 %
 * in English and 62.7 to 65.5 % in Chinese, with no group's first place or top 3 falling.
 * A section's own page (`section`) does not get the raise: its short title names a whole subject
 * ("Workflow" for "call REST API from workflow", before the HTTP request page whose description
 * holds every word). Measured with the other two nesting rules below (session 38).
 */
export function titleShare(coverage: number, precision: number, summaryFull: boolean, queryWords: number, section = false): number {
  if (queryWords < 2) return coverage;
  if (coverage > 0 && precision === 1 && (!section || coverage === 1)) return Math.max(coverage, 0.51);
  return summaryFull ? Math.max(coverage, 0.5) : coverage;
}

/**
 * The reader's whole query as the plugin searched it. The plugin searches several variants: each
 * way of cutting a Chinese run into dictionary words (some skipping a character), and, for three
 * words or more, the query without one of them or without its stop words. The whole query is the
 * variant whose words cover the most characters, and of those the one cut into the fewest words
 * (人工介入 as one word rather than 人工 / 介入: the dictionary's reading).
 */
export function queryTokens(results: readonly RankedResult[]): string[] {
  const size = (tokens: readonly string[]) => tokens.reduce((n, t) => n + t.length, 0);
  let best: string[] = [];
  for (const r of results) {
    const tokens = r.tokens ?? [];
    const gain = size(tokens) - size(best);
    if (gain > 0 || (gain === 0 && tokens.length > 0 && tokens.length < best.length)) best = tokens;
  }
  return best;
}

/** What `isNamedPage` reads of a page. */
export type Named = {url: string; coverage: number; precision: number};

/**
 * A docs page named by the query: its title is made of the query's words only and holds at least a
 * third of them ("StarRocks" for StarRocks data source). A blog post that answers never goes before
 * it (`postsAfterNamedPages`).
 */
export function isNamedPage(page: Named): boolean {
  return !isBlog(page.url) && page.precision === 1 && page.coverage >= 1 / 3;
}

/**
 * Moves each answering post that comes before the last answering docs page named by the query
 * (`isNamedPage`) to right after that page, the posts keeping their order (StarRocks data source:
 * the post "Guide: connecting StarRocks as a data source", whose title holds every word, after the
 * page "StarRocks"). A step after the sort rather than a rule inside it, so the order stays one
 * order (a rule between posts and named pages only would not be transitive with the others).
 */
export function postsAfterNamedPages<P extends Named & {answers: boolean; anyWordOnly?: boolean}>(ordered: P[]): P[] {
  let last = -1;
  // A page found only by the any-word variant sits below every stricter result: no post moves down to it.
  ordered.forEach((page, i) => {
    if (page.answers && !page.anyWordOnly && isNamedPage(page)) last = i;
  });
  if (last < 0) return ordered;
  const early = ordered.slice(0, last).filter((page) => page.answers && isBlog(page.url));
  if (!early.length) return ordered;
  const rest = ordered.filter((page) => !early.includes(page));
  const at = rest.indexOf(ordered[last]!) + 1;
  return [...rest.slice(0, at), ...early, ...rest.slice(at)];
}

/**
 * Whether a page answers by more than one word of its title: it was matched in its title, a
 * heading, its description or its keywords (`fieldMatch`: lunr found the query there, a variant of
 * it at least), its title is counted as holding half the query's words or more (`titleShare`), or
 * the query names it (`isNamedPage`). Among answers of equal strength these come before pages whose
 * title holds a word or two of a longer query and whose text holds the rest ("agent loops too many
 * steps": the recursion-limit page, whose keywords hold the words, before "Agent middleware", whose
 * title holds agent; "conversational BI setup": the ChatBI page, whose keywords hold them, before
 * "BI toolsets"). Measured on the query sets in Node (session 60, scripts/checks/search-quality.ts
 * with SEARCH_QUALITY_SIM=1): first place of the sections group in the search box rose 69.1 to
 * 72.7 % in English and 64.5 to 65.5 % in Chinese, on the search page 63.6 to 68.2 % and 64.5 to
 * 70.0 % (top 3 there 79.1 to 89.1 % and 80.0 to 86.4 %); no group's top 3 or first place fell in
 * the box or on the search page, and first answers that move stayed at 2 and 0. Tried and dropped:
 * every page matched in those fields before every other answer (readers en first 97.4 to 94.8 %:
 * "ChatKit themes" and "StarRocks data source" lost the page whose title holds a word to a section
 * page matched in its description); without the named page (the search page's top 3 for "ChatBI
 * 语义层" fell from 2 to 7: the post waits behind the page ChatBI, which dropped).
 */
export function firmAnswer(fieldMatch: boolean, share: number, named: boolean): boolean {
  return fieldMatch || share >= 0.5 || named;
}

/** How many Chinese characters a query variant's words hold. */
export function chineseChars(tokens: readonly string[]): number {
  return tokens.reduce((n, t) => n + (t.match(/\p{Unified_Ideograph}/gu) ?? []).length, 0);
}

/**
 * Between two answers that both were matched in a title, heading, description or keywords, and
 * whose titles hold as much of the query, the one matched by the variant holding more of the
 * query's Chinese characters first: the plugin cuts a Chinese run into dictionary words, some
 * cuts skipping characters, so a page matched by 做 / 仪表盘 holds less of 做一个仪表盘 than one
 * matched by 做 / 一个 / 仪表盘. `a` and `b` are the most characters of a variant that matched each
 * page in those fields (0 for none: then nothing is said). 1 when `b` goes first, -1 when `a` does,
 * else 0. Measured in Node (session 60): first place of the zh sections group in the search box
 * 65.5 to 66.4 %, nothing else moved in the box; on the search page one first place gained, one
 * lost. Tried and dropped: before the title shares (two gained in the box, but on the search page
 * zh readers top 3 100 to 98.7 %: "自定义 SMTP 邮件" fell to 7); counting Latin letters too (the
 * same gain, and first place on the search page fell 68.2 to 66.4 % in the en sections group).
 */
export function fullerCut(a: number, b: number): number {
  return a > 0 && b > 0 ? Math.sign(b - a) : 0;
}

/** Reorders `results` in place (the plugin's worker hands the same array on). */
export function rankAnswersFirst<T extends RankedResult>(results: T[], termPages: Readonly<Record<string, string>> = SEARCH_TERM_PAGES): T[] {
  type Page = Nesting & {first: number; results: T[]; anyWordOnly: boolean; matched: number; answers: boolean; shared: boolean; coverage: number; precision: number; headingFull: boolean; summaryFull: boolean; term: boolean; section: boolean; path: number; fieldMatch: boolean; fieldChars: number};
  const pages = new Map<string, Page>();
  // Every result is judged against the reader's whole query: the plugin also searches variants that
  // leave one word out (a query of three words or more), and a title holding every word of such a
  // variant does not hold every word the reader typed.
  const tokens = queryTokens(results.filter((r) => !isAnyWord(r.tokens)));
  const queryWords = tokens.filter((t) => t && !STOP_WORDS.has(t.toLowerCase())).length;
  results.forEach((result, index) => {
    const url = result.document.u;
    let page = pages.get(url);
    if (!page) {
      const title = (result.type === 0 ? result.document.t : result.page ? result.page.t : undefined) ?? '';
      const match = titleMatch(title, tokens);
      page = {url, hits: titleHits(title, tokens), keywordHits: [], first: index, results: [], anyWordOnly: true, matched: 0, answers: isBlog(url) ? queryWords >= 3 && match.coverage === 1 : match.hits > 0, shared: false, coverage: match.coverage, precision: match.precision, headingFull: false, summaryFull: false, term: false, section: isSectionPage(url), path: pathMatch(url, tokens), fieldMatch: false, fieldChars: 0};
      pages.set(url, page);
    }
    page.results.push(result);
    // Found only by the any-word variant (./smartQueries.ts): below every page a stricter variant
    // found, the pages holding more of the query's words first.
    if (isAnyWord(result.tokens)) {
      result.anyWord = true;
      page.matched = Math.max(page.matched, Object.keys(result.metadata ?? {}).length);
      return;
    }
    page.anyWordOnly = false;
    // A heading many pages share ("Related pages", 常见问题) says nothing of what its page is for.
    const generic = result.type === HEADING && isGenericHeading(result.document.t ?? '');
    if (result.type < CONTENT && !generic && !isBlog(url)) {
      page.answers = true;
      page.fieldMatch = true;
      page.fieldChars = Math.max(page.fieldChars, chineseChars(result.tokens ?? []));
    }
    if (generic && !isBlog(url)) page.shared = true;
    // A heading that holds every word of the query names the page's subject (a section's task).
    if (result.type === HEADING && !generic && !isBlog(url) && result.document.t && titleMatch(result.document.t, tokens).coverage === 1) page.headingFull = true;
    if (result.type === KEYWORDS && result.document.t) page.keywordHits.push(...titleHits(result.document.t, tokens));
    // A description or keywords entry that holds every word of the query: the page says it is about all of them.
    if ((result.type === DESCRIPTION || result.type === KEYWORDS) && !isBlog(url) && result.document.t && titleMatch(result.document.t, tokens).coverage === 1) page.summaryFull = true;
    // A post whose keywords hold every word of a query of three words or more is about it.
    if (result.type === KEYWORDS && isBlog(url) && queryWords >= 3 && result.document.t && titleMatch(result.document.t, tokens).coverage === 1) {
      page.answers = true;
      page.summaryFull = true;
    }
    // The query is a term's name or alias, word for word, and this is the page that explains it.
    if (explainsQueryTerm(url, tokens, termPages)) {
      page.term = true;
      page.answers = true;
    }
  });
  const share = (page: Page) => titleShare(page.coverage, page.precision, page.summaryFull, queryWords, page.section);
  const firm = (page: Page) => firmAnswer(page.fieldMatch, share(page), isNamedPage(page));
  const ordered = [...pages.values()].sort(
    (a, b) =>
      Number(a.anyWordOnly) - Number(b.anyWordOnly) ||
      (a.anyWordOnly && b.anyWordOnly ? b.matched - a.matched || a.first - b.first : 0) ||
      Number(b.answers) - Number(a.answers) ||
      // Below the answers, a docs page found through a heading many pages share still comes before
      // blog posts and pages found in their text.
      Number(b.shared && !b.answers) - Number(a.shared && !a.answers) ||
      (a.answers
        ? strength(b.term, b.coverage, b.headingFull) - strength(a.term, a.coverage, a.headingFull) ||
          Number(firm(b)) - Number(firm(a)) ||
          share(b) - share(a) ||
          fullerCut(a.fieldChars, b.fieldChars) ||
          innerPageFirst(a, b) ||
          b.path - a.path ||
          Number(b.summaryFull) - Number(a.summaryFull) ||
          b.precision - a.precision ||
          // Only between titles that hold a word of the query: the section is about it.
          (a.coverage > 0 && b.coverage > 0 ? Number(b.section) - Number(a.section) : 0) ||
          nestedFirst(a, b)
        : 0) ||
      a.first - b.first,
  );
  const final = postsAfterNamedPages(ordered);
  // The box reads the mark to tell whether its list holds the term's page (searchByWorker.ts, searchBox).
  for (const page of final) if (page.term) for (const r of page.results) r.term = true;
  const flat = final.flatMap((page) => page.results);
  results.splice(0, results.length, ...flat);
  return results;
}
