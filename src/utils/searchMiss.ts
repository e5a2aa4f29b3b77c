/**
 * When a search that found nothing is reported (`/_search-miss`, src/utils/readerSignals.ts):
 * once the reader has stopped typing for `delay` ms, if the results then shown are empty, and
 * only once per distinct query (trimmed) in a page view. The DOM checks and the sending are
 * passed in, so the rule itself is tested without a browser (tests/reader-signals.test.ts).
 */
import {cleanQuery} from './readerSignals';

export const MISS_DELAY_MS = 1500;

export type MissReporter = {
  /** The reader typed: `query` is the box's value now. */
  typed: (query: string) => void;
  /** A new page view: forget the queries already reported and any pending check. */
  reset: () => void;
  /** Stop any pending check. */
  stop: () => void;
};

type Timers = {set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void};

export function createMissReporter(
  {shownEmpty, report, delay = MISS_DELAY_MS}: {shownEmpty: (query: string) => boolean; report: (query: string) => void; delay?: number},
  timers: Timers = {set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)},
): MissReporter {
  const reported = new Set<string>();
  let pending: unknown = null;
  const stop = () => {
    if (pending !== null) timers.clear(pending);
    pending = null;
  };
  return {
    typed(query) {
      stop();
      const q = cleanQuery(query);
      if (!q || reported.has(q)) return;
      pending = timers.set(() => {
        pending = null;
        if (reported.has(q) || !shownEmpty(q)) return;
        reported.add(q);
        report(q);
      }, delay);
    },
    reset() {
      stop();
      reported.clear();
    },
    stop,
  };
}
