/**
 * Reports the navbar box's searches that found nothing (`/_search-miss`, `s=box`): loaded with the
 * plugin's box, never on the first load. A query counts once the reader has stopped typing for
 * 1.5 s and the box's dropdown then shows its "No results" line (the plugin's `noResults` class);
 * each distinct query once per page view (src/utils/searchMiss.ts).
 */
import {createMissReporter} from '@site/src/utils/searchMiss';
import {cleanQuery, searchMissUrl, sendSignal, type SignalLocale} from '@site/src/utils/readerSignals';

export type BoxMissWatch = {reset: () => void; stop: () => void};

export function watchBoxMisses(
  input: HTMLInputElement,
  root: HTMLElement,
  noResultsClass: string,
  locale: SignalLocale,
  pagePath: () => string,
): BoxMissWatch {
  const reporter = createMissReporter({
    shownEmpty: (query) => {
      if (cleanQuery(input.value) !== query) return false;
      const empty = root.querySelector(`.${noResultsClass}`);
      return Boolean(empty && empty.getClientRects().length > 0);
    },
    report: (query) => sendSignal(searchMissUrl({query, locale, source: 'box', path: pagePath()})),
  });
  const onInput = () => reporter.typed(input.value);
  input.addEventListener('input', onInput);
  // Typed before the handover, in the look-alike: that text counts too.
  if (input.value) onInput();
  return {
    reset: reporter.reset,
    stop: () => {
      input.removeEventListener('input', onInput);
      reporter.stop();
    },
  };
}
