/**
 * Stands in for the search plugin's `utils/smartQueries` where its worker imports it (./index.ts):
 * the plugin's variants of the query (every word required: the whole query, its Chinese cuts,
 * without its stop words, and for three words or more without one of them), then one whose words
 * are optional (./anyWord.ts). When the query holds a reader's word for what the docs call by
 * another (./synonyms.ts: 新建 for 创建), the plugin's variants of the query in the docs' words
 * go first, then those of the reader's own words. Imports by
 * package path (see ./sortSearchResults.ts).
 */
import {smartQueries as pluginQueries} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import {withAnyWord} from '@site/plugins/search-ranking/anyWord';
import {inDocsWords} from '@site/plugins/search-ranking/synonyms';

export function smartQueries(tokens: string[], zhDictionary: string[]): ReturnType<typeof pluginQueries> {
  const own = pluginQueries(tokens, zhDictionary);
  const reworded = inDocsWords(tokens);
  const docs = reworded ? pluginQueries(reworded, zhDictionary) : [];
  return withAnyWord([...docs, ...own]);
}
