/**
 * The not-found page's suggestions (src/utils/pageSuggestions.ts) and the page list they read
 * (plugins/page-list): mistyped URLs find their page, unrelated URLs find nothing.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {editDistance, suggestPages, wordMatch, words, type PageEntry} from '../src/utils/pageSuggestions.ts';
import {pageListFile} from '../plugins/page-list/index.ts';

const PAGES: PageEntry[] = [
  {t: 'HTTP request', p: '/en/docs/ai/workflow/http'},
  {t: 'Workflow', p: '/en/docs/ai/workflow/'},
  {t: 'Code execution', p: '/en/docs/ai/workflow/code'},
  {t: 'Semantic models', p: '/en/docs/models/'},
  {t: 'Cube designer', p: '/en/docs/models/cube-designer'},
  {t: 'Feishu (Lark)', p: '/en/docs/ai/tool/feishu'},
  {t: 'ChatBI', p: '/en/docs/chatbi/'},
  {t: 'Pie chart', p: '/en/docs/widgets/analytical-card/pie'},
  {t: 'Bar chart', p: '/en/docs/widgets/analytical-card/bar'},
  {t: 'Xpert is open source', p: '/en/blog/open-source'},
  {t: 'Release 2.7', p: '/en/blog/releases-2-7-xpert'},
];

const paths = (failed: string) => suggestPages(failed, PAGES).map((s) => s.p);

describe('words and distances', () => {
  it('splits paths on slashes, dashes, underscores and dots, without the locale and the section', () => {
    assert.deepEqual(words('/en/docs/ai/workflow_node/http-request.html'), ['ai', 'workflow', 'node', 'http', 'request']);
    assert.deepEqual(words('/docs/%E6%A8%A1%E5%9E%8B/'), ['模型']);
    assert.deepEqual(words('/%E0%A4%A/'), ['e0', 'a4', 'a'], 'a malformed escape is read as is');
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    assert.equal(editDistance('modles', 'models'), 1);
    assert.equal(editDistance('workflw', 'workflow'), 1);
    assert.equal(editDistance('sorce', 'source'), 1);
    assert.equal(editDistance('kitten', 'sitting'), 3);
    assert.equal(editDistance('abc', 'abc'), 0);
    assert.ok(editDistance('completely', 'different', 2) > 2);
  });

  it('scores exact above prefix above typo, and short words need to be exact', () => {
    assert.equal(wordMatch('http', 'http'), 1);
    assert.ok(wordMatch('pie', 'pie') > wordMatch('work', 'workflow'));
    assert.ok(wordMatch('work', 'workflow') > wordMatch('workflw', 'workflow'));
    assert.ok(wordMatch('workflw', 'workflow') > 0);
    assert.equal(wordMatch('bi', 'ai'), 0);
  });
});

describe('suggestPages', () => {
  it('finds the page behind a mistyped word', () => {
    assert.equal(paths('/en/docs/ai/workflw/http')[0], '/en/docs/ai/workflow/http');
    assert.equal(paths('/en/docs/modles/')[0], '/en/docs/models/');
    assert.equal(paths('/en/blog/open-sorce')[0], '/en/blog/open-source');
  });

  it('finds a page that moved to another section by its last word', () => {
    assert.equal(paths('/en/docs/chatbi/feishu')[0], '/en/docs/ai/tool/feishu');
  });

  it('finds a page by a longer spelling of its name', () => {
    assert.equal(paths('/en/docs/widgets/analytical-card/pie-chart')[0], '/en/docs/widgets/analytical-card/pie');
  });

  it('suggests at most five pages, best first, and nothing for an unrelated or empty path', () => {
    const all = suggestPages('/en/docs/ai/workflow/code/http', PAGES);
    assert.ok(all.length <= 5);
    for (let i = 1; i < all.length; i++) assert.ok(all[i - 1]!.score >= all[i]!.score);
    assert.deepEqual(paths('/en/docs/qqqqq/zzzz'), []);
    assert.deepEqual(paths('/en/'), []);
  });
});

describe('page list file', () => {
  it('names the file after its content', () => {
    const a = pageListFile(PAGES);
    assert.match(a.file, /^page-list-[0-9a-f]{8}\.json$/);
    assert.deepEqual(JSON.parse(a.json), PAGES);
    assert.equal(pageListFile([...PAGES]).file, a.file);
    assert.notEqual(pageListFile(PAGES.slice(1)).file, a.file);
  });
});
