/**
 * Whether a mouse pointer is coming to the search box: the earliest sign that a reader is about
 * to search, a few hundred milliseconds before the pointer is over the box. A reader aims the
 * pointer at the box from wherever it rests; the box's code, worker and section index load while
 * it travels (SearchBar/index.tsx), so they are ready, or nearly, when the box is clicked. A
 * pointer that never comes near the box loads nothing.
 *
 * Pure functions over the recent pointer positions, so the rules can be tested without a browser.
 */

/** A pointer position and when it was seen (ms, `event.timeStamp`). */
export type PointerSample = {x: number; y: number; t: number};

export type Box = {left: number; top: number; right: number; bottom: number};

export const APPROACH = {
  /** Within this distance of the box (px), the pointer is near it whatever its direction. */
  nearPx: 96,
  /** How far ahead the pointer's course is followed (ms). */
  horizonMs: 400,
  /** How close the course must pass the box (px) to count as aimed at it. */
  aimMarginPx: 24,
  /** Slower than this (px/ms), a pointer is resting or adjusting, not travelling. */
  minSpeed: 0.3,
  /** The samples that give the course: those of the last this many ms. */
  windowMs: 80,
  /** Samples kept. */
  keep: 6,
} as const;

/** Distance from a point to a box (0 inside it). */
export function distanceToBox(x: number, y: number, box: Box): number {
  const dx = Math.max(box.left - x, 0, x - box.right);
  const dy = Math.max(box.top - y, 0, y - box.bottom);
  return Math.hypot(dx, dy);
}

/** Adds a sample, keeping the last few. Returns the same array. */
export function remember(samples: PointerSample[], sample: PointerSample): PointerSample[] {
  samples.push(sample);
  if (samples.length > APPROACH.keep) samples.splice(0, samples.length - APPROACH.keep);
  return samples;
}

/**
 * True when the latest sample is near the box, or when the pointer is travelling and its course,
 * followed in a straight line for `horizonMs`, passes within `aimMarginPx` of the box.
 */
export function isApproaching(samples: readonly PointerSample[], box: Box): boolean {
  const last = samples[samples.length - 1];
  if (!last) return false;
  if (distanceToBox(last.x, last.y, box) <= APPROACH.nearPx) return true;
  const first = samples.find((s) => last.t - s.t <= APPROACH.windowMs && s !== last);
  if (!first) return false;
  const dt = last.t - first.t;
  if (dt <= 0) return false;
  const vx = (last.x - first.x) / dt;
  const vy = (last.y - first.y) / dt;
  if (Math.hypot(vx, vy) < APPROACH.minSpeed) return false;
  // Follow the course in steps of 25 ms: fine enough for a box some 150 px wide.
  for (let ahead = 25; ahead <= APPROACH.horizonMs; ahead += 25) {
    if (distanceToBox(last.x + vx * ahead, last.y + vy * ahead, box) <= APPROACH.aimMarginPx) return true;
  }
  return false;
}
