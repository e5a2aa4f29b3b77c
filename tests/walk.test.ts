import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {duplicateVisits, inLanes} from '../e2e/support/walk.ts';

describe('the page walk', () => {
  it('reports a page visited twice in one mode, not the same page in two modes', () => {
    assert.deepEqual(duplicateVisits(['light /a', 'dark /a', 'light /b']), []);
    assert.deepEqual(duplicateVisits(['light /a', 'dark /a', 'light /a', 'light /b', 'light /a']), ['light /a']);
  });

  it('works through every item once, never more lanes at a time than asked', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    const results = await inLanes([1, 2, 3, 4, 5, 6, 7], 3, async (n, lane) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      assert.ok(lane >= 0 && lane < 3);
      await new Promise((r) => setTimeout(r, (n % 3) * 5));
      seen.push(n);
      inFlight -= 1;
      return n * 10;
    });
    assert.deepEqual(results, [10, 20, 30, 40, 50, 60, 70]);
    assert.deepEqual([...seen].sort(), [1, 2, 3, 4, 5, 6, 7]);
    assert.equal(most, 3);
  });
});
