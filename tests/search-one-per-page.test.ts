/** src/utils/searchOnePerPage.ts: the search page shows each page once, with its best match. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {onePerPage} from '../src/utils/searchOnePerPage.ts';

const r = (u: string, t: string) => ({document: {u, t}});

describe('one result per page on the search page', () => {
  it('keeps the first (best ranked) match of each page, in rank order', () => {
    const found = [r('/docs/ai/workflow/', 'Workflow'), r('/docs/ai/', 'Workflow'), r('/docs/ai/workflow/', 'Common problems'), r('/docs/ai/workflow/agent', 'Agent')];
    assert.deepEqual(
      onePerPage(found, 100).map((x) => [x.document.u, x.document.t]),
      [
        ['/docs/ai/workflow/', 'Workflow'],
        ['/docs/ai/', 'Workflow'],
        ['/docs/ai/workflow/agent', 'Agent'],
      ],
    );
  });
  it('stops at the limit of pages, not of matches', () => {
    const found = ['/a', '/a', '/b', '/b', '/c', '/d'].map((u) => r(u, u));
    assert.deepEqual(onePerPage(found, 3).map((x) => x.document.u), ['/a', '/b', '/c']);
  });
  it('keeps a result without a page address as it is', () => {
    assert.equal(onePerPage([{document: {}}, {document: {}}], 10).length, 2);
  });
  it('says when more pages may match: pages left over at the limit, or the index cut at what was asked for', () => {
    const found = ['/a', '/a', '/b', '/c', '/c'].map((u) => r(u, u));
    assert.equal(onePerPage(found, 3).more, undefined, 'three pages, all shown');
    assert.equal(onePerPage(found, 2).more, true, 'a third page left over');
    assert.equal(onePerPage(found.slice(0, 2), 1).more, undefined, 'only the same page left over');
    assert.equal(onePerPage(found, 10, 5).more, true, 'the index gave all 5 matches asked for');
    assert.equal(onePerPage(found, 10, 6).more, undefined, 'the index gave fewer than asked for');
  });
});
