/**
 * "Were you looking for…": the pages closest to the URL that was not found. The locale's page
 * list (plugins/page-list, titles and paths only) is fetched on this page alone, after hydration;
 * the scoring is src/utils/pageSuggestions.ts. The block keeps its height from the server render
 * on, whatever it ends up holding, so nothing below it moves.
 */
// This block's strings come with the not-found page's chunk, not main.js (plugins/page-strings).
import suggestionStrings from '@generated/codeTranslations.json?page-strings&only=notFound.suggestions.';
import {addPageStrings} from '@site/plugins/page-strings/add';
import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {usePluginData} from '@docusaurus/useGlobalData';
import {suggestPages, type PageEntry, type Suggestion} from '@site/src/utils/pageSuggestions';
import styles from './styles.module.css';

addPageStrings(suggestionStrings);

type State = {status: 'loading'} | {status: 'done'; suggestions: Suggestion[]};

export default function Suggestions(): ReactNode {
  const {file} = (usePluginData('page-list') ?? {file: null}) as {file: string | null};
  const listUrl = useBaseUrl(file ? `/${file}` : '/');
  const {pathname} = useLocation();
  const [state, setState] = useState<State>({status: 'loading'});
  const title = translate({id: 'notFound.suggestions.title', message: '你要找的可能是'});

  useEffect(() => {
    if (!file) return undefined;
    let current = true;
    fetch(listUrl)
      .then((response) => (response.ok ? (response.json() as Promise<PageEntry[]>) : []))
      .catch(() => [] as PageEntry[])
      .then((entries) => {
        if (current) setState({status: 'done', suggestions: suggestPages(pathname, entries, 5)});
      });
    return () => {
      current = false;
    };
  }, [file, listUrl, pathname]);

  return (
    <section className={styles.suggestions} aria-label={title} aria-busy={state.status === 'loading'}>
      <Heading as="h2" className={styles.waysTitle}>
        {title}
      </Heading>
      {state.status === 'done' && state.suggestions.length > 0 && (
        <ul className={styles.suggestionList} data-suggestions="">
          {state.suggestions.map((s) => (
            <li key={s.p}>
              <Link to={s.p}>{s.t}</Link>
            </li>
          ))}
        </ul>
      )}
      {state.status === 'done' && state.suggestions.length === 0 && (
        <p className={styles.noSuggestion}>{translate({id: 'notFound.suggestions.none', message: '没有找到相近的页面，试试搜索。'})}</p>
      )}
    </section>
  );
}
