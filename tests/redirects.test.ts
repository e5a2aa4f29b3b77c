/** Moved docs pages: each old path points at a page that exists, and no old path is a page any more. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {DOC_REDIRECTS} from '../src/data/redirects.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TREES = ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'];

/** The source files that could serve a docs route (`/docs/a/b` is a/b.md, a/b.mdx or a/b/index.md). */
function pageExists(tree: string, route: string): boolean {
  const rel = route.replace(/^\/docs\/?/, '').replace(/\/$/, '');
  return [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`].some((f) => fs.existsSync(path.join(ROOT, tree, f)));
}

describe('docs redirects', () => {
  it('lists the spec model pages under their new paths', () => {
    const targets = DOC_REDIRECTS.map((r) => r.to);
    assert.ok(targets.includes('/docs/models/logs'));
    assert.ok(targets.includes('/docs/models/model-list'));
  });

  for (const tree of TREES) {
    it(`${tree}: every target exists and every old path is gone`, () => {
      for (const {from, to} of DOC_REDIRECTS) {
        assert.ok(pageExists(tree, to), `${to} has no page in ${tree}`);
        assert.ok(!pageExists(tree, from), `${from} is still a page in ${tree}: the redirect would collide with it`);
      }
    });
  }
});
