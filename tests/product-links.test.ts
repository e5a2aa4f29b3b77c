/** The product's help links (src/data/productLinks.ts) open a docs page, directly or through a redirect, in both locales. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {PRODUCT_LINKS} from '../src/data/productLinks.ts';
import {DOC_REDIRECTS} from '../src/data/redirects.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TREES = ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'];

function pageExists(tree: string, route: string): boolean {
  const rel = route.replace(/^\/docs\/?/, '').replace(/\/$/, '');
  const files = rel ? [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`] : ['index.md', 'index.mdx', 'intro.md'];
  return files.some((f) => fs.existsSync(path.join(ROOT, tree, f)));
}

describe('product help links', () => {
  it('lists the links that had no page before their redirects were added', () => {
    const paths = PRODUCT_LINKS.map((l) => l.path);
    assert.ok(paths.includes('/docs/ai/tool/sandbox/slides') && paths.includes('/docs/ai/tool/chatbi/feishu/bot'));
    assert.ok(paths.includes('/docs/models/dimension-designer/semantics') && paths.includes('/docs/ai/knowledgebase'), 'the links built in form schemas and templates');
  });

  for (const tree of TREES) {
    it(`${tree}: every link opens a page or a redirect to one`, () => {
      const missing = PRODUCT_LINKS.filter(({path: p}) => {
        if (pageExists(tree, p)) return false;
        const redirect = DOC_REDIRECTS.find((r) => r.from === p);
        return !redirect || !pageExists(tree, redirect.to);
      }).map((l) => l.path);
      assert.deepEqual(missing, []);
    });
  }
});
