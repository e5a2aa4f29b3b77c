/**
 * Remark plugin: the first mention of a glossary term (src/data/glossary.ts) in a docs page's
 * prose becomes a term with a tooltip that gives the term's name in the other language and its
 * definition. The markup is finished HTML, styled by src/css/glossary.css: the tooltip opens on
 * hover and on keyboard focus with CSS alone (no script on the page's first load), and screen
 * readers get the definition as the term's description (`aria-describedby`).
 *
 * Only running text is looked at: paragraphs, list items, quotes and callouts, never headings,
 * tables, code, links, images or JSX. Each term is marked once, at its first mention, and a page
 * gets at most `max` marks. The glossary page itself and a term's own page are left alone.
 */
import path from 'node:path';
import type {VFile} from 'vfile';
import {GLOSSARY, GLOSSARY_PAGE, type GlossaryLang, type GlossaryTerm} from '../../src/data/glossary';
import {createMatcher, glossarySurfaces, otherLang, type Match} from '../../src/utils/glossary';

export const DEFAULT_MAX_TOOLTIPS = 8;

export type GlossaryTooltipOptions = {
  terms?: readonly GlossaryTerm[];
  /** At most this many marked terms per page. */
  max?: number;
  /** The site's folder, which holds `docs/` and `i18n/` (default: the working directory). */
  siteDir?: string;
};

type Node = {type: string; value?: string; children?: Node[]; data?: Record<string, unknown>};

/** Containers whose text is running prose; anything else (headings, tables, links, code, JSX) is skipped whole. */
const PROSE = new Set(['root', 'paragraph', 'list', 'listItem', 'blockquote', 'containerDirective', 'emphasis', 'strong', 'delete']);

const DOCS_ROOTS = [
  {folder: 'i18n/en/docusaurus-plugin-content-docs/current/', lang: 'en'},
  {folder: 'docs/', lang: 'zh'},
] as const;

/** The language and docs route of a page file (`<site>/docs/models/index.md` -> zh, `/docs/models/`); null outside the docs. */
export function pageOf(filePath: string, siteDir: string): {lang: GlossaryLang; route: string} | null {
  const rel = path.relative(siteDir, filePath).split(path.sep).join('/');
  for (const {folder, lang} of DOCS_ROOTS) {
    if (!rel.startsWith(folder)) continue;
    const noExt = rel.slice(folder.length).replace(/\.mdx?$/, '');
    const route = noExt === 'index' ? '/docs/' : noExt.endsWith('/index') ? `/docs/${noExt.slice(0, -'index'.length)}` : `/docs/${noExt}`;
    return {lang, route};
  }
  return null;
}

const TIP_ID = (id: string) => `glossary-tip-${id}`;

const text = (value: string) => ({type: 'text', value});

/** The marked term: an mdast node that becomes `<span class="glossary-term">` with its tooltip. */
function termNode(word: string, term: GlossaryTerm, lang: GlossaryLang): Node {
  const other = otherLang(lang);
  return {
    // A phrasing node the other remark plugins and MDX already know; `data` renders it as a span.
    type: 'emphasis',
    children: [text(word)],
    data: {
      hName: 'span',
      hProperties: {className: ['glossary-term']},
      hChildren: [
        {
          type: 'element',
          tagName: 'span',
          properties: {className: ['glossary-term__word'], tabIndex: 0, role: 'term', ariaDescribedBy: [TIP_ID(term.id)]},
          children: [text(word)],
        },
        {
          type: 'element',
          tagName: 'span',
          properties: {className: ['glossary-term__tip'], role: 'tooltip', id: TIP_ID(term.id)},
          children: [
            {
              type: 'element',
              tagName: 'span',
              properties: {className: ['glossary-term__other'], lang: other === 'zh' ? 'zh-Hans' : 'en'},
              children: [text(term[other])],
            },
            text(' '),
            {type: 'element', tagName: 'span', properties: {className: ['glossary-term__definition']}, children: [text(term.definition[lang])]},
          ],
        },
      ],
    },
  };
}

/** Marks the first mentions in a tree; returns the ids of the terms marked, in order. */
export function markFirstMentions(tree: Node, page: {lang: GlossaryLang; route: string}, options: GlossaryTooltipOptions = {}): string[] {
  const terms = options.terms ?? GLOSSARY;
  const max = options.max ?? DEFAULT_MAX_TOOLTIPS;
  const marked: string[] = [];
  if (page.route === GLOSSARY_PAGE || max <= 0) return marked;
  const byId = new Map(terms.map((term) => [term.id, term]));
  const match = createMatcher(glossarySurfaces(terms, page.lang), page.lang);
  const eligible = (term: GlossaryTerm) =>
    !marked.includes(term.id) &&
    term.page !== page.route &&
    !(term.noTooltip ?? []).includes(page.lang) &&
    !(term.notOn ?? []).includes(page.route);

  const splitText = (node: Node): Node[] | null => {
    const value = node.value ?? '';
    const pieces: Node[] = [];
    let cursor = 0;
    for (const found of match(value) as Match[]) {
      if (marked.length >= max) break;
      const term = byId.get(found.surface.termId);
      if (!term || !eligible(term)) continue;
      if (found.index > cursor) pieces.push(text(value.slice(cursor, found.index)));
      pieces.push(termNode(found.text, term, page.lang));
      marked.push(term.id);
      cursor = found.index + found.text.length;
    }
    if (pieces.length === 0) return null;
    if (cursor < value.length) pieces.push(text(value.slice(cursor)));
    return pieces;
  };

  const walk = (node: Node): void => {
    if (!node.children || marked.length >= max) return;
    const next: Node[] = [];
    for (const child of node.children) {
      if (marked.length < max && child.type === 'text') {
        next.push(...(splitText(child) ?? [child]));
        continue;
      }
      // A callout's title is a paragraph flagged as its label: a heading in all but name.
      const isLabel = child.type === 'paragraph' && Boolean(child.data?.directiveLabel);
      if (PROSE.has(child.type) && !isLabel) walk(child);
      next.push(child);
    }
    node.children = next;
  };
  walk(tree);
  return marked;
}

export default function remarkGlossaryTooltips(options: GlossaryTooltipOptions = {}) {
  return (tree: Node, file: VFile): void => {
    const page = file.path ? pageOf(file.path, options.siteDir ?? process.cwd()) : null;
    if (!page) return;
    markFirstMentions(tree, page, options);
  };
}
