/** The search contexts: every section exists in both locales, and pages map to their section. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {SEARCH_CONTEXTS} from '../src/data/searchContexts.ts';
import {contextOf} from '../scripts/checks/lib/search-quality.ts';
import {CASES} from '../scripts/checks/lib/search-queries.ts';

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

  it('quality cases: at least 60 per locale, over every section, wanting pages that exist', () => {
    const source = (url: string): string[] => {
      const locale = url.startsWith('/en/') ? 'en' : 'zh';
      const rel = url.replace(/^\/(en\/)?/, '');
      if (rel.startsWith('docs/')) {
        const base = path.join(DOCS[locale], rel.slice('docs/'.length).replace(/\/$/, ''));
        return rel.endsWith('/') ? [`${base}/index.md`, `${base}/index.mdx`] : [`${base}.md`, `${base}.mdx`];
      }
      if (rel.startsWith('blog/')) {
        const slug = rel.split('/').pop()!;
        const dir = locale === 'en' ? 'i18n/en/docusaurus-plugin-content-blog' : 'blog';
        return fs.readdirSync(dir).filter((f) => f.endsWith(`-${slug}.md`) || new RegExp(`^slug: ${slug}$`, 'm').test(fs.statSync(path.join(dir, f)).isFile() ? fs.readFileSync(path.join(dir, f), 'utf8') : '')).map((f) => path.join(dir, f));
      }
      return [path.join('src/pages', rel.replace(/\/$/, ''), 'index.tsx')];
    };
    for (const c of CASES) {
      for (const want of Array.isArray(c.want) ? c.want : [c.want]) {
        assert.equal(want.startsWith('/en/'), c.locale === 'en', `${want} matches ${c.locale}`);
        assert.ok(source(want).some((f) => fs.existsSync(f)), `${c.query}: ${want} has a source file`);
        assert.ok(!/models\/(query-log|management)/.test(want), `${want} is about to move`);
      }
    }
    for (const locale of ['en', 'zh-Hans'] as const) {
      const mine = CASES.filter((c) => c.locale === locale);
      assert.ok(mine.length >= 60, `${mine.length} ${locale} cases`);
      const wanted = new Set(mine.map((c) => contextOf(Array.isArray(c.want) ? c.want[0]! : c.want)));
      for (const {path: contextPath} of SEARCH_CONTEXTS) assert.ok(wanted.has(contextPath), `${locale} has a case in ${contextPath}`);
      assert.ok(wanted.has(''), `${locale} has cases outside the docs (blog, marketing pages)`);
    }
  });
});
