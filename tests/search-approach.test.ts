/** When a mouse pointer counts as coming to the search box (src/theme/SearchBar/approach.ts). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {distanceToBox, isApproaching, remember, type PointerSample} from '../src/theme/SearchBar/approach.ts';

// A navbar search box at the top right of a 1280 px wide window.
const box = {left: 1000, top: 14, right: 1180, bottom: 50};

/** Samples of a pointer moving in a straight line from (x, y) at (vx, vy) px/ms, every 16 ms. */
function travel(x: number, y: number, vx: number, vy: number, count = 6): PointerSample[] {
  return Array.from({length: count}, (_, i) => ({x: x + vx * 16 * i, y: y + vy * 16 * i, t: 1000 + 16 * i}));
}

describe('search box approach', () => {
  it('measures the distance to the box, zero inside it', () => {
    assert.equal(distanceToBox(1100, 30, box), 0);
    assert.equal(distanceToBox(900, 30, box), 100);
    assert.equal(distanceToBox(1100, 150, box), 100);
    assert.equal(distanceToBox(1180 + 30, 50 + 40, box), 50);
  });

  it('counts a pointer resting near the box, not one resting elsewhere', () => {
    assert.equal(isApproaching([{x: 1100, y: 30, t: 0}], box), true);
    assert.equal(isApproaching([{x: 1100, y: 50 + 90, t: 0}], box), true);
    assert.equal(isApproaching([{x: 1100, y: 50 + 120, t: 0}], box), false);
    assert.equal(isApproaching([{x: 400, y: 600, t: 0}, {x: 400, y: 600, t: 50}], box), false);
    assert.equal(isApproaching([], box), false);
  });

  it('counts a pointer travelling at the box from the middle of the page, well before it is near', () => {
    // From (640, 450) to the box's centre (1090, 32): 615 px, crossed in about 400 ms.
    const dx = 1090 - 640;
    const dy = 32 - 450;
    const length = Math.hypot(dx, dy);
    const speed = 1.5;
    const samples = travel(640, 450, (dx / length) * speed, (dy / length) * speed);
    const last = samples[samples.length - 1]!;
    assert.ok(distanceToBox(last.x, last.y, box) > 300, 'still far from the box');
    assert.equal(isApproaching(samples, box), true);
  });

  it('does not count a pointer travelling away, past the box or too slowly, or one that will take too long', () => {
    assert.equal(isApproaching(travel(640, 450, -1.5, 0.5), box), false, 'away');
    // Along the page below the navbar: the course passes 130 px under the box.
    assert.equal(isApproaching(travel(200, 180, 2, 0), box), false, 'past');
    assert.equal(isApproaching(travel(640, 450, 0.1, -0.1), box), false, 'drifting');
    // Towards the box but 1,000 px away at 1 px/ms: a second away, beyond the 400 ms horizon.
    assert.equal(isApproaching(travel(-40, 32, 1, 0, 2), box), false, 'far');
  });

  it('keeps only the last few samples and ignores samples older than its window', () => {
    const samples: PointerSample[] = [];
    for (let i = 0; i < 10; i += 1) remember(samples, {x: i, y: i, t: i});
    assert.deepEqual(
      samples.map((s) => s.t),
      [4, 5, 6, 7, 8, 9],
    );
    // A long pause, then one small step: the old sample is outside the window, so no course.
    assert.equal(isApproaching([{x: 640, y: 450, t: 0}, {x: 660, y: 440, t: 500}], box), false);
  });
});
