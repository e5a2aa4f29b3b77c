/** The inline entry loader (src/ssr/htmlTemplate.ts), run against a stand-in document and window. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {ENTRY_LOADER} from '../src/ssr/htmlTemplate.ts';

type Env = {
  added: string[];
  frames: Array<() => void>;
  timers: Array<{fn: () => void; ms: number}>;
  paint: ((entries: {getEntriesByName: (name: string) => unknown[]}, observer: {disconnect: () => void}) => void) | null;
};

/** Runs the loader with a Paint Timing API (or without) and returns what it did. */
function runLoader({paintTiming, hidden = false}: {paintTiming: boolean; hidden?: boolean}): Env {
  const env: Env = {added: [], frames: [], timers: [], paint: null};
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    addEventListener: () => {},
    querySelectorAll: () => [{href: '/en/assets/js/runtime~main.1.js'}, {href: '/en/assets/js/main.2.js'}],
    createElement: () => ({src: '', async: true}),
    body: {appendChild: (script: {src: string}) => env.added.push(script.src)},
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: Env['paint']) {
      env.paint = callback;
    }
    observe() {}
    disconnect() {}
  }
  const window = {PerformanceObserver: paintTiming ? PerformanceObserver : undefined};
  const requestAnimationFrame = (fn: () => void) => env.frames.push(fn);
  const setTimeout = (fn: () => void, ms: number) => env.timers.push({fn, ms});
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', ENTRY_LOADER)(document, window, requestAnimationFrame, setTimeout);
  return env;
}

const runFrames = (env: Env) => {
  for (let i = 0; i < env.frames.length; i++) env.frames[i]!();
};

describe('entry loader', () => {
  it('adds the scripts in the task after the first contentful paint is reported', () => {
    const env = runLoader({paintTiming: true});
    assert.deepEqual(env.added, [], 'nothing before the paint');
    assert.ok(env.paint, 'a paint observer is registered');
    env.paint({getEntriesByName: () => []}, {disconnect: () => {}});
    assert.equal(env.timers.filter((timer) => timer.ms === 0).length, 0, 'a first paint without content does not count');
    env.paint({getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : [])}, {disconnect: () => {}});
    const zero = env.timers.find((timer) => timer.ms === 0);
    assert.ok(zero, 'the scripts are added in the task after the paint entry');
    zero.fn();
    assert.deepEqual(env.added, ['/en/assets/js/runtime~main.1.js', '/en/assets/js/main.2.js']);
    env.timers.find((timer) => timer.ms === 4000)!.fn();
    assert.equal(env.added.length, 2, 'the 4 s fallback does not add them again');
  });

  it('without the Paint Timing API, adds the scripts after the second frame, once', () => {
    const env = runLoader({paintTiming: false});
    runFrames(env);
    assert.deepEqual(env.added, ['/en/assets/js/runtime~main.1.js', '/en/assets/js/main.2.js']);
    env.timers.find((timer) => timer.ms === 4000)!.fn();
    assert.equal(env.added.length, 2, 'the 4 s fallback does not add them again');
  });

  it('in a background tab, adds the scripts at once', () => {
    const env = runLoader({paintTiming: true, hidden: true});
    assert.equal(env.added.length, 2);
  });
});
