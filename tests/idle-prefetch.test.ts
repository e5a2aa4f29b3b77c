/** Link prefetching in idle time (plugins/idle-prefetch/logic.ts). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createPrefetcher, indexChunkNames, type PrefetcherDeps} from '../plugins/idle-prefetch/logic.ts';

// Docusaurus' own `flat`: nested chunk-name trees become one level.
function flat(tree: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value && Object.keys(value).length > 0) flat(value, name, out);
    else out[name] = String(value);
  }
  return out;
}

const CHUNK_NAMES = {
  '/en/docs-0a1': {component: 'docRoot', props: 'version'},
  '/en/docs-9f2': {component: 'versionRoot'},
  '/en/docs/ai/agent-7c3': {component: 'docItem', content: 'agentContent'},
  '/en/docs/ai/workflow-d4e': {component: 'docItem', content: 'workflowContent'},
  '/en/blog/a-post-with-dashes-11b': {component: 'blogPost', sidebar: {items: 'blogSidebar'}},
};

const ROUTES: Record<string, string[]> = {
  '/en/docs/ai/agent': ['/en/docs', '/en/docs', '/en/docs/ai/agent'],
  '/en/docs/ai/workflow': ['/en/docs', '/en/docs', '/en/docs/ai/workflow'],
  '/en/blog/a-post-with-dashes': ['/en/blog/a-post-with-dashes'],
};

function setUp(overrides: Partial<PrefetcherDeps> = {}) {
  const fetched: string[] = [];
  const idle: Array<(timeLeft: () => number) => void> = [];
  let indexBuilds = 0;
  const prefetch = createPrefetcher({
    matchedRoutePaths: (path) => [...new Set(ROUTES[path] ?? [])],
    chunkNames: () => {
      indexBuilds += 1;
      return indexChunkNames(CHUNK_NAMES, flat);
    },
    assetOf: (name) => `/en/assets/js/${name}.js`,
    alreadyLoaded: () => ['/en/assets/js/docRoot.js'],
    fetchAsset: (url) => fetched.push(url),
    whenIdle: (work) => idle.push(work),
    ...overrides,
  });
  const runIdle = (budget: number) => {
    const work = idle.shift();
    assert.ok(work, 'work was scheduled');
    work(() => budget);
  };
  return {prefetch, fetched, idle, runIdle, indexBuilds: () => indexBuilds};
}

describe('idle prefetch', () => {
  it('indexes chunk names by route path, dropping only the last -hash part', () => {
    const index = indexChunkNames(CHUNK_NAMES, flat);
    assert.deepEqual(index.get('/en/docs'), ['docRoot', 'version', 'versionRoot']);
    assert.deepEqual(index.get('/en/blog/a-post-with-dashes'), ['blogPost', 'blogSidebar']);
    assert.equal(index.has('/en/blog/a-post-with'), false);
  });

  it('does nothing until the browser is idle, then fetches what the route needs', () => {
    const {prefetch, fetched, runIdle} = setUp();
    assert.equal(prefetch('/en/docs/ai/agent'), true);
    assert.deepEqual(fetched, [], 'nothing in the calling task');
    runIdle(10);
    assert.deepEqual(fetched, ['/en/assets/js/version.js', '/en/assets/js/versionRoot.js', '/en/assets/js/docItem.js', '/en/assets/js/agentContent.js']);
  });

  it('fetches each file once and never one the page already has', () => {
    const {prefetch, fetched, runIdle} = setUp();
    prefetch('/en/docs/ai/agent');
    prefetch('/en/docs/ai/workflow');
    runIdle(10);
    assert.equal(new Set(fetched).size, fetched.length, 'no file twice');
    assert.ok(!fetched.includes('/en/assets/js/docRoot.js'), "the page's own chunk is not prefetched");
    assert.ok(fetched.includes('/en/assets/js/workflowContent.js'));
  });

  it('a route asked for twice is queued once', () => {
    const {prefetch} = setUp();
    assert.equal(prefetch('/en/docs/ai/agent'), true);
    assert.equal(prefetch('/en/docs/ai/agent'), false);
  });

  it('one route per idle slice when time runs out, the rest in later slices', () => {
    const {prefetch, fetched, idle, runIdle} = setUp();
    prefetch('/en/docs/ai/agent');
    prefetch('/en/docs/ai/workflow');
    prefetch('/en/blog/a-post-with-dashes');
    assert.equal(idle.length, 1, 'one idle callback for the whole queue');
    runIdle(0);
    assert.ok(fetched.includes('/en/assets/js/agentContent.js'));
    assert.ok(!fetched.includes('/en/assets/js/workflowContent.js'));
    runIdle(0);
    assert.ok(fetched.includes('/en/assets/js/workflowContent.js'));
    runIdle(0);
    assert.ok(fetched.includes('/en/assets/js/blogSidebar.js'));
    assert.equal(idle.length, 0, 'nothing left to schedule');
  });

  it('builds the route index once, on first use', () => {
    const {prefetch, runIdle, indexBuilds} = setUp();
    prefetch('/en/docs/ai/agent');
    prefetch('/en/docs/ai/workflow');
    assert.equal(indexBuilds(), 0);
    runIdle(10);
    assert.equal(indexBuilds(), 1);
  });

  it('skips chunks webpack merged away (no file, or a URL with "undefined")', () => {
    const {prefetch, fetched, runIdle} = setUp({assetOf: (name) => (name === 'docItem' ? undefined : name === 'version' ? '/en/assets/js/undefined.js' : `/en/assets/js/${name}.js`)});
    prefetch('/en/docs/ai/agent');
    runIdle(10);
    assert.deepEqual(fetched, ['/en/assets/js/versionRoot.js', '/en/assets/js/agentContent.js']);
  });
});
