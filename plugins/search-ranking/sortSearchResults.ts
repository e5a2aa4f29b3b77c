/**
 * Stands in for the search plugin's `utils/sortSearchResults` where its worker imports it
 * (./index.ts): the plugin's sort, then ./rank.ts. Imports by package path: the bundler resolves a
 * replacement module's relative imports from the folder of the module it replaces.
 */
import {sortSearchResults as pluginSort} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import {rankAnswersFirst, type RankedResult} from '@site/plugins/search-ranking/rank';

export function sortSearchResults(results: RankedResult[]): void {
  pluginSort(results as Parameters<typeof pluginSort>[0]);
  rankAnswersFirst(results);
}
