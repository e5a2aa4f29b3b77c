/** The search contexts: every section exists in both locales, and pages map to their section. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {SEARCH_CONTEXTS} from '../src/data/searchContexts.ts';
import {CASES, contextOf} from '../scripts/search-quality.ts';

const DOCS = {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'};

describe('search contexts', () => {
  it('name an existing docs folder with an index page in both locales', () => {
    for (const {path: contextPath, label} of SEARCH_CONTEXTS) {
      assert.match(contextPath, /^docs\/[a-z-]+$/);
      const folder = contextPath.slice('docs/'.length);
      for (const root of Object.values(DOCS)) {
        const dir = path.join(root, folder);
        assert.ok(fs.statSync(dir).isDirectory(), `${dir} exists`);
        assert.ok(fs.readdirSync(dir).some((f) => /^index\.mdx?$/.test(f)), `${dir} has an index page`);
      }
      assert.ok(label.en.trim() && label['zh-Hans'].trim(), `${contextPath} has both labels`);
    }
  });

  it('cover every top-level docs folder, each once', () => {
    const folders = fs
      .readdirSync(DOCS.zh, {withFileTypes: true})
      .filter((e) => e.isDirectory())
      .map((e) => `docs/${e.name}`)
      .sort();
    assert.deepEqual(SEARCH_CONTEXTS.map((c) => c.path).sort(), folders);
  });

  it('map a page to its section in either locale, and other pages to none', () => {
    assert.equal(contextOf('/en/docs/ai/workflow/agent'), 'docs/ai');
    assert.equal(contextOf('/docs/ai/'), 'docs/ai');
    assert.equal(contextOf('/docs/models/mdx-modeling/calculated-member'), 'docs/models');
    assert.equal(contextOf('/en/docs/aix/'), '');
    assert.equal(contextOf('/en/blog/releases-3-6-knowledge-pipeline'), '');
    assert.equal(contextOf('/docs/'), '');
  });

  it('quality cases want pages inside a section, in both locales', () => {
    for (const c of CASES) {
      assert.notEqual(contextOf(c.want), '', `${c.want} is in a section`);
      assert.equal(c.want.startsWith('/en/'), c.locale === 'en', `${c.want} matches ${c.locale}`);
    }
    assert.ok(CASES.some((c) => c.locale === 'en') && CASES.some((c) => c.locale === 'zh-Hans'));
  });
});
