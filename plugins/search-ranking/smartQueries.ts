/**
 * Stands in for the search plugin's `utils/smartQueries` where its worker imports it (./index.ts):
 * the plugin's variants of the query (every word required: the whole query, its Chinese cuts,
 * without its stop words, and for three words or more without one of them), then one whose words
 * are optional (./anyWord.ts). Imports by package path (see ./sortSearchResults.ts).
 */
import {smartQueries as pluginQueries} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import {withAnyWord} from '@site/plugins/search-ranking/anyWord';

export function smartQueries(tokens: string[], zhDictionary: string[]): ReturnType<typeof pluginQueries> {
  return withAnyWord(pluginQueries(tokens, zhDictionary));
}
