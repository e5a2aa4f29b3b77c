/**
 * Measures the search quality query set (`search-queries.ts`) in Chromium against a built site,
 * with the search plugin's own worker and index as the reader's browser runs them: for each query,
 * the rank of the wanted page among the distinct pages of the results that the navbar search box
 * shows (its limit, 8 results; outside the docs it starts with the quick index) and that the search
 * page shows (100 results), searching everything
 * and searching the section the page belongs to (its search context).
 *
 * The worker is the one the site's search box starts (its URL taken when the box loads); this
 * script starts a second copy of it in the page and calls its `search` the way the plugin does
 * (Comlink messages: construct, then apply `search(baseUrl, context, query, limit)`), so a query
 * takes milliseconds instead of a page load.
 */
import type {Page} from 'playwright-core';
import type {Harness} from '../../../e2e/support/harness.ts';
import {visit} from '../../../e2e/support/harness.ts';
import {SEARCH_CONTEXTS} from '../../../src/data/searchContexts.ts';
import {BOX_POOL, QUICK_CONTEXT, quickAnswers, quickFirstHolds, sectionQuickContext, strictResults, withTermPage} from '../../../src/utils/searchQuickIndex.ts';
import {withoutQuestionWords} from '../../../src/utils/searchQuestionWords.ts';
import {ALL_CASES, type Case, type CaseGroup, type Locale} from './search-queries.ts';

/** The navbar box's limit (`searchResultLimits` in docusaurus.config.ts) and the search page's. */
export const BOX_LIMIT = 8;
export const PAGE_LIMIT = 100;

export type Row = Case & {
  context: string;
  /** Searching everything in the navbar box (the thresholds apply to this). */
  rank: number | null;
  /** Searching the page's own section in the navbar box (on a docs page of that section). */
  sectionRank: number | null;
  /** Searching everything on the search page. */
  pageRank: number | null;
  top: string[];
  /**
   * The search page's first answer from the quick index, and the full index's first page, when
   * the page shows the quick answer while the full index arrives (`quickFirstHolds`).
   */
  quickFirst?: string | null;
  fullFirst?: string | null;
  /**
   * The box on a page of the case's section, on a slow connection: the section's quick index's first
   * answer where the box shows it (`quickFirstHolds`), and the section index's first page.
   */
  sectionQuickFirst?: string | null;
  sectionFullFirst?: string | null;
};

/** The search context (`docs/ai`, ...) a page belongs to, or '' for none. */
export function contextOf(pathname: string): string {
  const relative = pathname.replace(/^\/(en\/)?/, '');
  const match = SEARCH_CONTEXTS.find((c) => relative === c.path || relative.startsWith(`${c.path}/`));
  return match?.path ?? '';
}

export const wanted = (c: Case) => (Array.isArray(c.want) ? c.want : [c.want]);

/** Starts a copy of the worker and sets window.__qualitySearch to a search function over it. */
const IN_PAGE = `function (url) {
  var worker = new Worker(url);
  var n = 0;
  function call(port, message) {
    return new Promise(function (resolve) {
      n += 1;
      var id = 'quality-' + n;
      function onMessage(event) {
        if (!event.data || event.data.id !== id) return;
        port.removeEventListener('message', onMessage);
        resolve(event.data);
      }
      port.addEventListener('message', onMessage);
      if (port.start) port.start();
      port.postMessage(Object.assign({id: id}, message));
    });
  }
  window.__qualitySearch = call(worker, {type: 'CONSTRUCT', path: [], argumentList: []}).then(function (constructed) {
    return function (baseUrl, context, query, limit) {
      var args = [baseUrl, context, query, limit].map(function (v) { return {type: 'RAW', value: v}; });
      return call(constructed.value, {type: 'APPLY', path: ['search'], argumentList: args}).then(function (reply) {
        return reply.value.map(function (r) { return {u: r.document.u, t: r.document.t, type: r.type, page: r.page ? r.page.t : undefined, term: r.term === true, anyWord: r.anyWord === true}; });
      });
    };
  });
}`;

type SearchFn = (baseUrl: string, context: string, query: string, limit: number) => Promise<string[]>;
/** A result as the search page gets it: the document's URL and title, its kind (0 title, 1 heading, ...), the page's title. */
type FoundResult = {u: string; t: string; type: number; page?: string; term?: boolean; anyWord?: boolean};
type RawSearchFn = (baseUrl: string, context: string, query: string, limit: number) => Promise<FoundResult[]>;
/** A search function for one locale, in place of the worker in Chromium (./search-sim.ts). */
export type SearchFor = (locale: Locale) => SearchFn & {raw: RawSearchFn};


/** Loads a page of `locale`, lets its search box start the plugin's worker, and returns a search function over a copy of it. */
async function startSearch(page: Page, h: Harness, locale: Locale): Promise<SearchFn & {raw: RawSearchFn}> {
  const worker = page.waitForEvent('worker', {timeout: 60_000});
  // The locale's home page, or another page of it (SEARCH_QUALITY_START=docs/ai/ for a build
  // without a home page, such as the benchmark's stock site).
  await visit(page, h.baseUrl, `${locale === 'en' ? '/en/' : '/'}${process.env.SEARCH_QUALITY_START ?? ''}`);
  await page.locator('input.navbar__search-input').first().focus();
  const workerUrl = (await worker).url();
  // Plain JavaScript text: the TypeScript loader would wrap named functions in a helper the page lacks.
  await page.evaluate(`(${IN_PAGE})(${JSON.stringify(workerUrl)})`);
  const baseUrl = locale === 'en' ? '/en/' : '/';
  const raw: RawSearchFn = async (_base, context, query, limit) =>
    page.evaluate(
      `window.__qualitySearch.then(function (search) { return search(${[baseUrl, context, query, limit].map((v) => JSON.stringify(v)).join(', ')}); })`,
    ) as Promise<FoundResult[]>;
  return Object.assign(async (...args: Parameters<RawSearchFn>) => (await raw(...args)).map((r) => r.u), {raw});
}

/**
 * The navbar box on a page outside the docs sections: the quick index for a word that fills the
 * box, the full index for any other query (plugins/search-quick-index/searchByWorker.ts; measured
 * here once the full index is there, as the reader gets it from the next keystroke on). A build
 * without search contexts (SEARCH_QUALITY_SECTIONS=off, the stock site) has no quick index.
 */
async function searchBoxEverywhere(search: RawSearchFn, query: string): Promise<string[]> {
  if (process.env.SEARCH_QUALITY_SECTIONS === 'off') return (await search('', '', query, BOX_LIMIT)).map((r) => r.u);
  const quick = await boxSearch(search, QUICK_CONTEXT, query);
  return (quickAnswers(query, strictResults(quick), BOX_LIMIT) ? quick : await boxSearch(search, '', query)).map((r) => r.u);
}

/** One search of the site's box (searchByWorker.ts, `searchBox`): its own results, the term's page first when a larger pool finds it. */
async function boxSearch(search: RawSearchFn, context: string, query: string): Promise<FoundResult[]> {
  const shown = (await search('', context, query, BOX_LIMIT)).map((r) => ({...r, document: {u: r.u}}));
  if (shown.length < BOX_LIMIT || shown[0]?.term) return shown;
  const pool = (await search('', context, query, BOX_LIMIT * BOX_POOL)).map((r) => ({...r, document: {u: r.u}}));
  return withTermPage(shown, pool, BOX_LIMIT);
}

/**
 * Ranks of every case (1 = first page): box everything, box in section, search page everything.
 * `boxOnly` measures the first alone (the one the thresholds apply to) and leaves the other two
 * null: the test does, at a third of the searches; the report script measures all three.
 * `searchFor` searches without Chromium (./search-sim-load.ts); `h` is then not used.
 */
export async function measureQuality(h: Harness | null, cases: Case[] = ALL_CASES, {boxOnly = false, searchFor}: {boxOnly?: boolean; searchFor?: SearchFor} = {}): Promise<Row[]> {
  const page = searchFor ? null : await h!.newPage({viewport: {width: 1280, height: 900}});
  const rows = cases.map((c) => ({...c, context: contextOf(wanted(c)[0]!), rank: null, sectionRank: null, pageRank: null, top: []}) as Row);
  const rankOf = (urls: string[], c: Case) => {
    const pages = [...new Set(urls)];
    const ranks = wanted(c).map((w) => pages.indexOf(w)).filter((i) => i >= 0);
    return ranks.length ? Math.min(...ranks) + 1 : null;
  };
  try {
    for (const locale of ['en', 'zh-Hans'] as const) {
      const mine = rows.filter((r) => r.locale === locale);
      if (!mine.length) continue;
      const search = searchFor ? searchFor(locale) : await startSearch(page!, h!, locale);
      for (const row of mine) {
        // The bridge searches a Chinese question without its question words (searchByWorker.ts); the stock site has no bridge.
        const query = process.env.SEARCH_QUALITY_SECTIONS === 'off' ? row.query : withoutQuestionWords(row.query);
        const box = await searchBoxEverywhere(search.raw, query);
        row.rank = rankOf(box, row);
        row.top = [...new Set(box)].slice(0, 3);
        // SEARCH_QUALITY_SECTIONS=off for a build without search contexts (the stock site).
        if (boxOnly) continue;
        const inSection = row.context && process.env.SEARCH_QUALITY_SECTIONS !== 'off' ? (await boxSearch(search.raw, row.context, query)).map((r) => r.u) : null;
        row.sectionRank = inSection ? rankOf(inSection, row) : row.rank;
        if (inSection) {
          // What the box on a page of the section shows first while the section's index arrives (searchByWorker.ts, searchSection).
          const found = (await boxSearch(search.raw, sectionQuickContext(row.context)!, query))[0];
          row.sectionQuickFirst = found && quickFirstHolds(query, {type: found.type, document: {t: found.t}}) ? found.u : null;
          row.sectionFullFirst = inSection[0] ?? null;
        }
        const full = await search('', '', query, PAGE_LIMIT);
        row.pageRank = rankOf(full, row);
        if (process.env.SEARCH_QUALITY_SECTIONS !== 'off') {
          // What the search page shows first while the full index arrives (searchByWorker.ts, quickFirst).
          const found = (await search.raw('', QUICK_CONTEXT, query, PAGE_LIMIT))[0];
          row.quickFirst = found && quickFirstHolds(query, {type: found.type, document: {t: found.t}}) ? found.u : null;
          row.fullFirst = full[0] ?? null;
        }
      }
    }
  } finally {
    await page?.context().close();
  }
  return rows;
}

export type Summary = {locale: Locale; group: CaseGroup | 'all'; cases: number; top3: number; first: number; sectionTop3: number; sectionFirst: number; pageTop3: number; pageFirst: number};

/** Shares per locale, over the cases of one group (or all). */
export function summarise(rows: Row[], group: CaseGroup | 'all' = 'all'): Summary[] {
  return (['en', 'zh-Hans'] as const).map((locale) => {
    const mine = rows.filter((r) => r.locale === locale && (group === 'all' || (r.group ?? 'readers') === group));
    const share = (pick: (r: Row) => number | null, n: number) => mine.filter((r) => (pick(r) ?? Infinity) <= n).length / (mine.length || 1);
    return {
      locale,
      group,
      cases: mine.length,
      top3: share((r) => r.rank, 3),
      first: share((r) => r.rank, 1),
      sectionTop3: share((r) => r.sectionRank, 3),
      sectionFirst: share((r) => r.sectionRank, 1),
      pageTop3: share((r) => r.pageRank, 3),
      pageFirst: share((r) => r.pageRank, 1),
    };
  });
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/**
 * On the search page: of the queries the quick index answers first (`quickFirstHolds`), how many
 * show a first result that the full index's answer then replaces with another page; and the share
 * of all queries whose first answer stays.
 */
export function formatFirstAnswerMoves(rows: Row[]): string {
  const answered = rows.filter((r) => r.quickFirst);
  const moved = answered.filter((r) => r.quickFirst !== r.fullFirst);
  const lines = moved.map((r) => `  ${r.locale.padEnd(8)} ${JSON.stringify(r.query).padEnd(36)} quick ${r.quickFirst}  full ${r.fullFirst}`);
  const head = `search page, first answer: ${answered.length} of ${rows.length} queries answered first by the quick index, ${moved.length} (${pct(moved.length / (answered.length || 1))}) then moved by the full index; the first result stays for ${pct(1 - moved.length / (rows.length || 1))} of queries`;
  return [head, ...lines].join('\n');
}

/**
 * In the box on a docs page (slow connection): of the queries the section's quick index answers
 * first, how many show a first page that the section's own index then puts elsewhere.
 */
export function formatSectionFirstAnswerMoves(rows: Row[]): string {
  const inSection = rows.filter((r) => r.sectionFullFirst !== undefined);
  const answered = inSection.filter((r) => r.sectionQuickFirst);
  const moved = answered.filter((r) => r.sectionQuickFirst !== r.sectionFullFirst);
  const lines = moved.map((r) => `  ${r.locale.padEnd(8)} ${JSON.stringify(r.query).padEnd(36)} quick ${r.sectionQuickFirst}  section ${r.sectionFullFirst}`);
  const head = `box on a docs page, first answer: ${answered.length} of ${inSection.length} queries answered first by the section's quick index, ${moved.length} (${pct(moved.length / (answered.length || 1))}) then moved by the section's index; the first result stays for ${pct(1 - moved.length / (inSection.length || 1))} of queries`;
  return [head, ...lines].join('\n');
}

/** One line per locale; `boxOnly` for rows measured with `boxOnly` (no section or search page ranks). */
export function formatSummary(summary: Summary[], {boxOnly = false} = {}): string {
  return summary
    .map(
      (s) =>
        `${s.locale.padEnd(8)} ${s.group.padEnd(8)} ${s.cases} queries: search box, everything: top 3 ${pct(s.top3)}, first ${pct(s.first)}` +
        (boxOnly ? '' : `; in section: top 3 ${pct(s.sectionTop3)}, first ${pct(s.sectionFirst)}; search page: top 3 ${pct(s.pageTop3)}, first ${pct(s.pageFirst)}`),
    )
    .join('\n');
}

/** The cases whose wanted page is not first in the box searching everything, with the pages that came first. */
export function formatMisses(rows: Row[]): string {
  return rows
    .filter((r) => r.rank !== 1)
    .map(
      (r) =>
        `${r.locale.padEnd(8)} ${JSON.stringify(r.query).padEnd(36)} rank ${String(r.rank ?? '-').padStart(2)} (section ${r.sectionRank ?? '-'}, page ${r.pageRank ?? '-'})  want ${wanted(r)[0]}  got ${r.top.join(' ')}`,
    )
    .join('\n');
}

export function formatTable(rows: Row[]): string {
  const lines = ['locale   query                                section            box: everything  in section  page'];
  for (const r of rows) {
    lines.push(
      `${r.locale.padEnd(8)} ${JSON.stringify(r.query).padEnd(36)} ${(r.context || '(none)').padEnd(18)} ${String(r.rank ?? '-').padStart(15)}  ${String(r.sectionRank ?? '-').padStart(10)}  ${String(r.pageRank ?? '-').padStart(4)}`,
    );
  }
  return lines.join('\n');
}
