/**
 * Stands in for the search plugin's `hooks/useSearchQuery` where its search page imports it
 * (./index.ts): the same hook, whose `updateSearchPath` leaves the URL alone when it already holds
 * the query, or when called with the state of the hydration render (./logic.ts).
 *
 * Imports by package path: the bundler resolves a replacement module's relative imports from the
 * folder of the module it replaces.
 */
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import usePluginSearchQuery from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery';
import {needsSearchPathUpdate} from '@site/plugins/steady-search-url/logic';

export default function useSearchQuery(): ReturnType<typeof usePluginSearchQuery> {
  const query = usePluginSearchQuery();
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  return {
    ...query,
    updateSearchPath: (value: string) => {
      if (needsSearchPathUpdate(isBrowser, search, value)) query.updateSearchPath(value);
    },
  };
}
