/** Boot in steps (plugins/staged-boot/steps.ts): one task per step, in order, failures named. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {nextTask, runSteps} from '../plugins/staged-boot/steps.ts';

describe('staged boot', () => {
  it('runs the steps in order, a task apart, and returns the last result', async () => {
    const log: string[] = [];
    const yieldTask = async () => {
      log.push('yield');
    };
    const result = await runSteps(
      [
        {name: 'a', run: () => log.push('a')},
        {name: 'b', run: async () => log.push('b')},
        {name: 'c', run: () => 'last'},
      ],
      yieldTask,
    );
    assert.deepEqual(log, ['a', 'yield', 'b', 'yield']);
    assert.equal(result, 'last');
  });

  it('stops at a failing step and names it, with the error as the cause', async () => {
    const ran: string[] = [];
    const boom = new Error('no module');
    await assert.rejects(
      runSteps([
        {name: 'react-dom', run: () => ran.push('react-dom')},
        {name: 'routes', run: () => Promise.reject(boom)},
        {name: 'app', run: () => ran.push('app')},
      ]),
      (error: Error) => error.message === 'Boot step "routes" failed' && error.cause === boom,
    );
    assert.deepEqual(ran, ['react-dom']);
  });

  it('nextTask resolves in a later task, after the microtasks already queued', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    assert.deepEqual(order, ['microtask', 'task']);
  });

  it('records one performance entry per step', async () => {
    performance.clearMeasures();
    await runSteps([{name: 'one', run: () => 1}, {name: 'two', run: () => 2}]);
    assert.deepEqual(
      performance.getEntriesByType('measure').map((entry) => entry.name),
      ['boot: one', 'boot: two'],
    );
  });
});
