/**
 * Wraps the search plugin's results page: its section picker (search contexts) is a `<select>`
 * without a label, which screen readers announce as an unnamed combo box. This adds a visually
 * hidden label bound to it by id. It also reports a query that found nothing (`/_search-miss`,
 * `s=page`): once the query in the address has stayed the same for 1.5 s and the page then shows
 * its "no documents" line, each distinct query once per visit (src/utils/searchMiss.ts).
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchPage from '@theme-original/SearchPage';
import {createMissReporter, type MissReporter} from '@site/src/utils/searchMiss';
import {cleanQuery, searchMissUrl, sendSignal} from '@site/src/utils/readerSignals';

/** Whether the plugin's page shows its empty-result paragraph for `query`. */
function pageShowsNoResults(query: string, emptyText: string): boolean {
  const input = document.querySelector<HTMLInputElement>('main input[type="search"], input[type="search"][name="q"]');
  if (!input || cleanQuery(input.value) !== query) return false;
  return Array.from(document.querySelectorAll('.container p')).some((p) => p.textContent?.trim() === emptyText);
}

function useSearchPageMisses(): void {
  const {search} = useLocation();
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale === 'en' ? 'en' : 'zh-Hans';
  // The plugin's own string for "no results" (its id, so the same translation).
  const emptyText = translate({id: 'theme.SearchPage.noResultsText', message: 'No documents were found'});
  const reporter = useRef<MissReporter | null>(null);
  const observer = useRef<MutationObserver | null>(null);

  useEffect(() => {
    const send = (query: string) => sendSignal(searchMissUrl({query, locale, source: 'page'}));
    // The results arrive from the search worker after the query settles: check again as the page changes.
    reporter.current = createMissReporter({
      shownEmpty: (query) => {
        observer.current?.disconnect();
        if (pageShowsNoResults(query, emptyText)) return true;
        const watch = new MutationObserver(() => {
          if (!pageShowsNoResults(query, emptyText)) return;
          watch.disconnect();
          reporter.current?.typed(query);
        });
        watch.observe(document.querySelector('main') ?? document.body, {childList: true, subtree: true, characterData: true});
        observer.current = watch;
        return false;
      },
      report: send,
    });
    return () => {
      reporter.current?.stop();
      observer.current?.disconnect();
    };
  }, [locale, emptyText]);

  useEffect(() => {
    observer.current?.disconnect();
    reporter.current?.typed(new URLSearchParams(search).get('q') ?? '');
  }, [search]);
}

export default function SearchPageWrapper(): ReactNode {
  useSearchPageMisses();
  return (
    <>
      <label htmlFor="context-selector" className="sr-only">
        <Translate id="search.contextPicker.label" description="Label of the search page's section picker">
          搜索范围
        </Translate>
      </label>
      <SearchPage />
    </>
  );
}
