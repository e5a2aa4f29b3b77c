/** When a server-drawn code block goes live (src/theme/CodeBlock/island.ts, the decision alone). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createTrigger} from '../src/theme/CodeBlock/island.ts';

function track(dark: boolean) {
  let calls = 0;
  const trigger = createTrigger(() => {
    calls += 1;
  }, {dark});
  return {trigger, calls: () => calls};
}

describe('code block island trigger', () => {
  it('light mode: near the viewport is not enough while the reader has done nothing', () => {
    const {trigger, calls} = track(false);
    trigger.near(true);
    assert.equal(calls(), 0);
  });

  it('light mode: goes live once near and the reader is active, in either order', () => {
    const first = track(false);
    first.trigger.near(true);
    first.trigger.readerActive();
    assert.equal(first.calls(), 1);
    const second = track(false);
    second.trigger.readerActive();
    assert.equal(second.calls(), 0, 'an active reader far from the block does not load it');
    second.trigger.near(true);
    assert.equal(second.calls(), 1);
  });

  it('leaving the viewport before the reader acts keeps the block as it is', () => {
    const {trigger, calls} = track(false);
    trigger.near(true);
    trigger.near(false);
    trigger.readerActive();
    assert.equal(calls(), 0);
  });

  it('dark mode: goes live as soon as it is near, without waiting for the reader', () => {
    const {trigger, calls} = track(true);
    trigger.readerActive();
    assert.equal(calls(), 0, 'not while far');
    trigger.near(true);
    assert.equal(calls(), 1);
  });

  it('the reader reaching for the block makes it live wherever it is', () => {
    const {trigger, calls} = track(false);
    trigger.intent();
    assert.equal(calls(), 1);
  });

  it('fires once, whatever follows', () => {
    const {trigger, calls} = track(true);
    trigger.near(true);
    trigger.intent();
    trigger.readerActive();
    trigger.near(false);
    trigger.near(true);
    assert.equal(calls(), 1);
  });
});
