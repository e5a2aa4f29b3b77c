/** plugins/search-result-names: the search page's results name their pages; the count says "100+" where capped. */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';

const require = createRequire(import.meta.url);
type Loader = (source: string) => string;
const {searchResultNames} = require('../plugins/search-result-names/loader.js') as {searchResultNames: Loader};
const {searchPageQuickFirst} = require('../plugins/search-page-quick-first/loader.js') as {searchPageQuickFirst: Loader};
const {slicedSearchResults} = require('../plugins/sliced-search-results/loader.js') as {slicedSearchResults: Loader};
// Not in the package's exports map, so by path (the tests run from the repository root).
const file = path.resolve('node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.jsx');

/** The result item's function from a rewritten page, run on one result; returns what it renders. */
function renderItem(source: string, result: unknown): unknown {
  const start = source.indexOf('function SearchResultItem(');
  const body = source.slice(start, source.indexOf('\n}\n', start) + 2);
  // JSX is not JavaScript: its elements become calls of `h` (jsxToCalls).
  const js = body.replace(/return \(<article[\s\S]*<\/article>\);/, (jsx) => `return ${jsxToCalls(jsx.slice('return ('.length, -2))};`);
  const h = (tag: string, props: Record<string, unknown> | null, ...children: unknown[]) => ({tag, props, children: children.flat().filter((c) => c !== false && c !== undefined && c !== null)});
  const React = {createElement: h};
  const styles = new Proxy({}, {get: (_t, k) => String(k)});
  const highlight = (text: string) => text;
  const highlightStemmed = (text: string) => text;
  return new Function(
    'React', 'h', 'styles', 'highlight', 'highlightStemmed', 'getStemmedPositions', 'concatDocumentPath', 'SearchDocumentType', 'Mark', 'Link',
    `${js}\nreturn SearchResultItem;`,
  )(React, h, styles, highlight, highlightStemmed, () => [], (items: string[]) => items.join(' › '), {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4}, null, 'Link')({searchResult: result});
}

/** A small JSX-to-calls translation, enough for the result item (elements, props in braces, children in braces). */
function jsxToCalls(jsx: string): string {
  let i = 0;
  const expr = (): string => {
    let depth = 0;
    const from = i;
    for (; i < jsx.length; i++) {
      if (jsx[i] === '{') depth++;
      else if (jsx[i] === '}') {
        if (depth === 0) break;
        depth--;
      } else if (jsx[i] === '<' && depth === 0 && /[A-Za-z]/.test(jsx[i + 1] ?? '')) {
        const before = jsx.slice(from, i);
        return before + element() + expr();
      }
    }
    return jsx.slice(from, i);
  };
  const element = (): string => {
    i++; // <
    const tag = /^[A-Za-z0-9]+/.exec(jsx.slice(i))![0];
    i += tag.length;
    const props: string[] = [];
    for (;;) {
      while (/\s/.test(jsx[i]!)) i++;
      if (jsx.startsWith('/>', i)) {
        i += 2;
        return `h(${/^[A-Z]/.test(tag) ? tag : JSON.stringify(tag)}, {${props.join(',')}})`;
      }
      if (jsx[i] === '>') {
        i++;
        break;
      }
      const name = /^[A-Za-z]+/.exec(jsx.slice(i))![0];
      i += name.length + 1; // name=
      i++; // {
      props.push(`${name}: ${expr()}`);
      i++; // }
    }
    const children: string[] = [];
    for (;;) {
      if (jsx.startsWith('</', i)) {
        i = jsx.indexOf('>', i) + 1;
        return `h(${/^[A-Z]/.test(tag) ? tag : JSON.stringify(tag)}, {${props.join(',')}}, ${children.join(',')})`;
      }
      if (jsx[i] === '<') children.push(element());
      else if (jsx[i] === '{') {
        i++;
        children.push(expr());
        i++;
      } else {
        const text = /^[^<{]+/.exec(jsx.slice(i))![0];
        i += text.length;
        if (text.trim()) children.push(JSON.stringify(text.trim()));
      }
    }
  };
  while (/\s/.test(jsx[i]!)) i++;
  return element();
}

const texts = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  const n = node as {tag: string; props: Record<string, unknown>; children: unknown[]};
  const own = (n.props?.dangerouslySetInnerHTML as {__html?: string} | undefined)?.__html;
  return [...(own ? [`${n.tag === 'Link' ? 'title' : String(n.props?.className ?? n.tag).split(' ')[0]}: ${own}`] : []), ...n.children.flatMap(texts)];
};

const page = {t: 'Workflow', b: ['AI', 'Workflows and agents'], u: '/en/docs/ai/workflow/'};

describe('search results name their pages', () => {
  const original = readFileSync(file, 'utf8');

  it('rewrites the installed page, in any order with the other two loaders', () => {
    for (const rewritten of [
      searchResultNames(original),
      searchResultNames(slicedSearchResults(searchPageQuickFirst(original))),
      slicedSearchResults(searchPageQuickFirst(searchResultNames(original))),
    ]) {
      assert.equal(rewritten.split('const namesPage = !isTitleRelated;').length - 1, 1);
      assert.equal(rewritten.split('search-result-section').length - 1, 1);
      assert.doesNotMatch(rewritten, /pathItems\.push\(page\.t\)/);
    }
  });

  it("a heading result: the page's title, the heading under it, the breadcrumbs without the title", () => {
    const out = texts(renderItem(searchResultNames(original), {document: {t: 'Common problems', u: page.u, h: '#common-problems', b: []}, type: 1, page, tokens: [], metadata: {}}));
    assert.deepEqual(out, ['title: Workflow', 'search-result-section: Common problems', 'AI › Workflows and agents']);
  });

  it("a paragraph: the page's title, its section under it, then the paragraph; no section line when the section is the page", () => {
    const para = {document: {t: 'Drag a node onto the canvas.', s: 'Add nodes', u: page.u, h: '#add-nodes'}, type: 4, page, tokens: [], metadata: {}};
    assert.deepEqual(texts(renderItem(searchResultNames(original), para)), ['title: Workflow', 'search-result-section: Add nodes', 'AI › Workflows and agents', 'searchResultItemSummary: Drag a node onto the canvas.']);
    const intro = {...para, document: {...para.document, s: 'Workflow'}};
    assert.deepEqual(texts(renderItem(searchResultNames(original), intro)), ['title: Workflow', 'AI › Workflows and agents', 'searchResultItemSummary: Drag a node onto the canvas.']);
  });

  it('a title result is unchanged: the page title and its breadcrumbs', () => {
    const out = texts(renderItem(searchResultNames(original), {document: {t: 'Workflow', u: page.u, b: page.b}, type: 0, page: undefined, tokens: [], metadata: {}}));
    assert.deepEqual(out, ['title: Workflow', 'AI › Workflows and agents']);
  });

  it('the unpatched page shows the heading as the title (what the loader changes)', () => {
    const out = texts(renderItem(original, {document: {t: 'Common problems', u: page.u, h: '#common-problems', b: []}, type: 1, page, tokens: [], metadata: {}}));
    assert.deepEqual(out, ['title: Common problems', 'AI › Workflows and agents › Workflow']);
  });

  it('the count reads N+ when the list says more pages may match', () => {
    const rewritten = searchResultNames(original);
    assert.match(rewritten, /\{ count: searchResults\.more \? `\$\{searchResults\.length\}\+` : searchResults\.length \}/);
  });

  it('fails the build, naming the plugin, when a rewritten text has changed', () => {
    assert.throws(() => searchResultNames(original.replace('pathItems.push(page.t);', 'pathItems.push(page.title);')), /plugins\/search-result-names/);
  });
});
