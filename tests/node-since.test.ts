/**
 * One source for "since": a workflow node page's `since` badge is the release the node catalog
 * (src/data/workflowNodes.ts, checked against the product's tags) gives that node; when several
 * nodes share a page, the earliest of them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {workflowNodes} from '../src/data/workflowNodes.ts';
import {splitFrontMatter} from '../scripts/checks/lib/content.ts';
import {compareReleases} from '../src/utils/docBadges.ts';

const ROOTS = {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'} as const;

/** The earliest catalog release of the nodes documented on each page. */
export function sinceByPage(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const n of workflowNodes) {
    const prev = pages.get(n.docs);
    if (!prev || compareReleases(n.since, prev) < 0) pages.set(n.docs, n.since);
  }
  return pages;
}

function sourceOf(root: string, route: string): string | undefined {
  const base = path.join(root, route.replace(/^\/docs\//, '').replace(/\/$/, ''));
  return [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')].find((f) => fs.existsSync(f));
}

describe('since badges of workflow node pages', () => {
  for (const [locale, root] of Object.entries(ROOTS)) {
    it(`${locale}: each node page says the release the catalog gives its node`, () => {
      const wrong: string[] = [];
      for (const [route, since] of sinceByPage()) {
        const file = sourceOf(root, route);
        assert.ok(file, `${route} has a ${locale} page`);
        const {data} = splitFrontMatter(fs.readFileSync(file, 'utf8'));
        // A page shared by graph nodes from the first release may carry no badge at all.
        if (data.since === undefined && since === '3.0') continue;
        if (data.since !== since) wrong.push(`${file}: since ${String(data.since)}, catalog ${since}`);
      }
      assert.deepEqual(wrong, []);
    });
  }
});
