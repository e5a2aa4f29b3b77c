/**
 * The termbase's words as search terms. Every glossary term (src/data/glossary.ts) names the docs
 * page that explains it; a reader who types the term's name or one of its aliases wants that page.
 *
 * At build time each such page gets the term's names in its language as front matter `keywords`
 * (docusaurus.config.ts, `markdown.parseFrontMatter`), which the search plugin indexes as the
 * page's keywords document. In the browser the ranking (plugins/search-ranking/rank.ts) puts a
 * page whose keywords hold exactly the query's words first: `派生指标` finds the page titled
 * 衍生指标, `derived indicator` the page titled "Derivative indicator".
 */
import {GLOSSARY, type GlossaryLang, type GlossaryTerm} from '../data/glossary';

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
