/** plugins/steady-search-url: when the search page may rewrite its URL, and which import it swaps. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {needsSearchPathUpdate} from '../plugins/steady-search-url/logic.ts';
import {PLUGIN_HOOK_REQUEST} from '../plugins/steady-search-url/index.ts';

describe('needsSearchPathUpdate', () => {
  it('never from the hydration render, whose query is not read yet', () => {
    assert.equal(needsSearchPathUpdate(false, '?q=workflow', ''), false);
    assert.equal(needsSearchPathUpdate(false, '', 'docker'), false);
  });

  it('not when the URL already holds the query', () => {
    assert.equal(needsSearchPathUpdate(true, '?q=workflow', 'workflow'), false);
    assert.equal(needsSearchPathUpdate(true, '?q=%E5%B7%A5%E4%BD%9C%E6%B5%81&ctx=docs%2Fai', '工作流'), false);
    assert.equal(needsSearchPathUpdate(true, '', ''), false);
  });

  it('when the reader changed the query or cleared it', () => {
    assert.equal(needsSearchPathUpdate(true, '?q=workflow', 'docker'), true);
    assert.equal(needsSearchPathUpdate(true, '?q=workflow', ''), true);
    assert.equal(needsSearchPathUpdate(true, '?ctx=docs%2Fai', 'agent'), true);
  });
});

describe('the swapped import', () => {
  it("matches the plugin's relative import of the hook, not the package path the stand-in uses", () => {
    assert.equal(PLUGIN_HOOK_REQUEST.test('../hooks/useSearchQuery'), true);
    assert.equal(PLUGIN_HOOK_REQUEST.test('../hooks/useSearchQuery.js'), true);
    assert.equal(PLUGIN_HOOK_REQUEST.test('@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery'), false);
  });
});
