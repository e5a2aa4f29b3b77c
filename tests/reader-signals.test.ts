/**
 * What the reader can send back (issue 34): the `/_feedback` and `/_search-miss` URLs as the server
 * expects them, the fire-and-forget sending, and when a search that found nothing is reported.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {cleanQuery, feedbackUrl, searchMissUrl, sendSignal} from '../src/utils/readerSignals.ts';
import {createMissReporter} from '../src/utils/searchMiss.ts';

const params = (url: string | null) => {
  assert.ok(url);
  const parsed = new URL(url, 'http://site.test');
  return {path: parsed.pathname, query: Object.fromEntries(parsed.searchParams)};
};

describe('feedback URL', () => {
  it('sends a yes with the page and the locale only', () => {
    assert.deepEqual(params(feedbackUrl({path: '/en/docs/ai/', locale: 'en', helpful: true, reason: 'unclear', comment: 'x'})), {
      path: '/_feedback',
      query: {p: '/en/docs/ai/', l: 'en', a: 'yes'},
    });
  });

  it('sends a no with its reason and trimmed comment, encoded', () => {
    const {query} = params(feedbackUrl({path: '/docs/模型', locale: 'zh-Hans', helpful: false, reason: 'example', comment: '  a & b=c #1 ' }));
    assert.deepEqual(query, {p: '/docs/模型', l: 'zh-Hans', a: 'no', r: 'example', c: 'a & b=c #1'});
  });

  it('leaves out an empty comment and cuts a long one to 500 characters', () => {
    assert.equal(params(feedbackUrl({path: '/docs/', locale: 'en', helpful: false, comment: '   '})).query.c, undefined);
    assert.equal(params(feedbackUrl({path: '/docs/', locale: 'en', helpful: false, comment: 'x'.repeat(700)})).query.c?.length, 500);
  });

  it('sends nothing for a path the server would refuse', () => {
    assert.equal(feedbackUrl({path: 'docs/', locale: 'en', helpful: true}), null);
    assert.equal(feedbackUrl({path: '/' + 'a'.repeat(300), locale: 'en', helpful: true}), null);
    assert.ok(feedbackUrl({path: '/' + 'a'.repeat(299), locale: 'en', helpful: true}));
  });
});

describe('search-miss URL', () => {
  it('carries the trimmed query, the locale, the source and the page', () => {
    assert.deepEqual(params(searchMissUrl({query: '  knowledge   pipline ', locale: 'en', source: 'box', path: '/en/docs/ai/'})), {
      path: '/_search-miss',
      query: {q: 'knowledge pipline', l: 'en', s: 'box', p: '/en/docs/ai/'},
    });
  });

  it('refuses empty and over-long queries', () => {
    assert.equal(cleanQuery('   '), null);
    assert.equal(searchMissUrl({query: 'x'.repeat(101), locale: 'en', source: 'page'}), null);
    assert.equal(params(searchMissUrl({query: 'x'.repeat(100), locale: 'en', source: 'page'})).query.q?.length, 100);
  });
});

describe('sendSignal', () => {
  it('uses the beacon when it is accepted, and nothing else', () => {
    const calls: string[] = [];
    sendSignal('/_feedback?a=yes', {sendBeacon: (url) => (calls.push(`beacon ${url}`), true), fetch: async (url) => calls.push(`fetch ${url}`)});
    assert.deepEqual(calls, ['beacon /_feedback?a=yes']);
  });

  it('falls back to a keep-alive POST when the beacon is refused or throws, and swallows its failure', async () => {
    const inits: RequestInit[] = [];
    const failing = async (_url: string, init: RequestInit) => {
      inits.push(init);
      throw new Error('network down');
    };
    sendSignal('/_feedback?a=no', {sendBeacon: () => false, fetch: failing});
    sendSignal('/_feedback?a=no', {
      sendBeacon: () => {
        throw new TypeError('refused');
      },
      fetch: failing,
    });
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(inits.length, 2);
    for (const init of inits) assert.deepEqual({method: init.method, keepalive: init.keepalive}, {method: 'POST', keepalive: true});
  });

  it('sends nothing for a refused URL', () => {
    let called = false;
    sendSignal(null, {sendBeacon: () => (called = true)});
    assert.equal(called, false);
  });
});

describe('search-miss reporter', () => {
  /** Timers the test runs by hand. */
  function manualTimers() {
    const queue = new Map<number, () => void>();
    let next = 0;
    return {
      timers: {set: (run: () => void) => (queue.set(++next, run), next), clear: (handle: unknown) => queue.delete(handle as number)},
      runAll: () => {
        const runs = [...queue.values()];
        queue.clear();
        for (const run of runs) run();
      },
      pending: () => queue.size,
    };
  }

  it('reports a query once the reader stops typing and the results are empty', () => {
    const t = manualTimers();
    const sent: string[] = [];
    const r = createMissReporter({shownEmpty: () => true, report: (q) => sent.push(q)}, t.timers);
    r.typed('k');
    r.typed('kn');
    r.typed('knwoledge ');
    assert.equal(t.pending(), 1, 'each keystroke restarts the one wait');
    t.runAll();
    assert.deepEqual(sent, ['knwoledge']);
  });

  it('does not report a query with results, nor the same query twice in a page view', () => {
    const t = manualTimers();
    const sent: string[] = [];
    let empty = false;
    const r = createMissReporter({shownEmpty: () => empty, report: (q) => sent.push(q)}, t.timers);
    r.typed('model');
    t.runAll();
    assert.deepEqual(sent, []);
    empty = true;
    r.typed('zzz');
    t.runAll();
    r.typed(' zzz ');
    t.runAll();
    assert.deepEqual(sent, ['zzz']);
    r.reset();
    r.typed('zzz');
    t.runAll();
    assert.deepEqual(sent, ['zzz', 'zzz'], 'a new page view may report it again');
  });

  it('ignores a cleared box', () => {
    const t = manualTimers();
    const r = createMissReporter({shownEmpty: () => true, report: () => assert.fail('nothing to report')}, t.timers);
    r.typed('   ');
    assert.equal(t.pending(), 0);
  });
});
