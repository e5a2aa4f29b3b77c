/**
 * The termbase's words as search terms. Every glossary term (src/data/glossary.ts) names the docs
 * page that explains it; a reader who types the term's name or one of its aliases wants that page.
 *
 * At build time each such page gets the term's names in its language as front matter `keywords`
 * (docusaurus.config.ts, `markdown.parseFrontMatter`), which the search plugin indexes as the
 * page's keywords document, so a query of an alias finds the page. In the browser the ranking
 * (plugins/search-ranking/rank.ts) puts the page first when the query is, word for word, a term's
 * name or alias in either language (`termPageKeys`): `派生指标` brings the page titled 衍生指标,
 * `derived indicator` the page titled "Derivative indicator".
 */
import {GLOSSARY, type GlossaryLang, type GlossaryTerm} from '../data/glossary';
import {phraseKey, titleWords} from '../../plugins/search-ranking/rank';

/** The folder of the Markdown sources of each docs language, relative to the site. */
export const DOCS_SOURCE_FOLDERS: Record<GlossaryLang, string> = {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'};

/** A docs file's route and language from its path relative to the site (`docs/ai/index.md` -> zh, `/docs/ai/`), or null outside the docs. */
export function docsRouteOfFile(relative: string): {lang: GlossaryLang; route: string} | null {
  const normal = relative.split('\\').join('/');
  for (const lang of ['en', 'zh'] as const) {
    const folder = `${DOCS_SOURCE_FOLDERS[lang]}/`;
    if (!normal.startsWith(folder) || !/\.mdx?$/.test(normal)) continue;
    const noExt = normal.slice(folder.length).replace(/\.mdx?$/, '');
    return {lang, route: `/docs/${noExt === 'index' ? '' : noExt.replace(/(^|\/)index$/, '$1')}`};
  }
  return null;
}

/** A term's names in one language: its name first, then its aliases, each once. */
export function termNames(term: Pick<GlossaryTerm, 'zh' | 'en' | 'aliases'>, lang: GlossaryLang): string[] {
  return [...new Set([term[lang], ...term.aliases[lang]].map((name) => name.trim()).filter(Boolean))];
}

/** The keywords a docs page gets from the termbase in its language: the names of every term it explains. */
export function termKeywordsFor(route: string, lang: GlossaryLang, terms: readonly GlossaryTerm[] = GLOSSARY): string[] {
  return [...new Set(terms.filter((term) => term.page === route).flatMap((term) => termNames(term, lang)))];
}

/** Every term's Chinese name and aliases: words the Chinese tokeniser must keep whole. */
export function chineseTermWords(terms: readonly GlossaryTerm[] = GLOSSARY): string[] {
  return [...new Set(terms.flatMap((term) => termNames(term, 'zh')).filter((name) => /\p{Unified_Ideograph}/u.test(name) && !/\s/.test(name)))];
}

/**
 * Front matter with the termbase's keywords added, for a docs file (path relative to the site);
 * other files and pages that explain no term come back unchanged. Keywords the writer gave stay first.
 */
export function withTermKeywords<T extends Record<string, unknown>>(frontMatter: T, relativePath: string, terms: readonly GlossaryTerm[] = GLOSSARY): T {
  const where = docsRouteOfFile(relativePath);
  if (!where) return frontMatter;
  const added = termKeywordsFor(where.route, where.lang, terms);
  if (added.length === 0) return frontMatter;
  const own = Array.isArray(frontMatter.keywords) ? (frontMatter.keywords as unknown[]).map(String) : [];
  return {...frontMatter, keywords: [...new Set([...own, ...added])]};
}

/**
 * Every term's names in both languages, each by its comparable form (`phraseKey` of its words, as
 * the ranking compares a query), to the route of the page that explains it. The search worker
 * carries this map (src/data/searchTermPages.ts, written from it by `npm run search-terms`).
 */
export function termPageKeys(terms: readonly GlossaryTerm[] = GLOSSARY): Record<string, string> {
  const map: Record<string, string> = {};
  for (const term of terms) {
    for (const lang of ['zh', 'en'] as const) {
      for (const name of termNames(term, lang)) {
        const key = phraseKey(titleWords(name));
        if (key && !(key in map)) map[key] = term.page;
      }
    }
  }
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
