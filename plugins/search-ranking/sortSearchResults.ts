/**
 * Stands in for the search plugin's `utils/sortSearchResults` where its worker imports it
 * (./index.ts): the plugin's sort, then ./rank.ts. The any-word variant's results (./anyWord.ts)
 * are sorted apart and after the others, so they change neither the plugin's order of the results
 * that hold every word nor where a page of those goes (the plugin's sort moves a page's heading and
 * text hits to its title hit, which may be an any-word one). Imports by package path: the bundler
 * resolves a replacement module's relative imports from the folder of the module it replaces.
 */
import {sortSearchResults as pluginSort} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import {isAnyWord} from '@site/plugins/search-ranking/anyWord';
import {rankAnswersFirst, type RankedResult} from '@site/plugins/search-ranking/rank';

export function sortSearchResults(results: RankedResult[]): void {
  const strict = results.filter((r) => !isAnyWord(r.tokens));
  const anyWord = results.filter((r) => isAnyWord(r.tokens));
  pluginSort(strict as Parameters<typeof pluginSort>[0]);
  pluginSort(anyWord as Parameters<typeof pluginSort>[0]);
  results.splice(0, results.length, ...strict, ...anyWord);
  rankAnswersFirst(results);
}
