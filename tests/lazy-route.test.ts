/** Route components built on first use (plugins/lazy-route-components/lazyRoute.tsx). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import React from 'react';
import {lazyRoute, type RouteComponent} from '../plugins/lazy-route-components/lazyRoute.tsx';

function fakeCreator() {
  const calls = {create: 0, preload: 0};
  const create = () => {
    calls.create += 1;
    const Real = (({title}: {title?: string}) => React.createElement('h1', null, title)) as unknown as RouteComponent;
    Real.preload = async () => {
      calls.preload += 1;
      return 'loaded';
    };
    return Real;
  };
  return {calls, create};
}

describe('lazy route components', () => {
  it('builds nothing until the route is used', () => {
    const {calls, create} = fakeCreator();
    for (let i = 0; i < 400; i++) lazyRoute(create);
    assert.equal(calls.create, 0);
  });

  it('preload builds the real component once and returns its promise', async () => {
    const {calls, create} = fakeCreator();
    const route = lazyRoute(create);
    assert.equal(await route.preload(), 'loaded');
    assert.equal(await route.preload(), 'loaded');
    assert.deepEqual(calls, {create: 1, preload: 2});
  });

  it('renders the real component with the props, built once', () => {
    const {calls, create} = fakeCreator();
    const Route = lazyRoute(create) as unknown as (props: Record<string, unknown>) => React.ReactElement<Record<string, unknown>>;
    const first = Route({title: 'Agent node'});
    const second = Route({title: 'Again'});
    assert.equal(first.type, second.type, 'the same real component both times');
    assert.deepEqual(first.props, {title: 'Agent node'});
    assert.deepEqual(second.props, {title: 'Again'});
    assert.equal(calls.create, 1);
  });
});
