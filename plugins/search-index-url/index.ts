/**
 * Hands the browser the search index's file name pattern (`search-index{dir}-<hash>.json`), which
 * the search plugin keeps inside its worker's code. The wrapped search box (src/theme/SearchBar)
 * fetches the page's section index with it on the reader's first intent, side by side with the
 * worker's own code; the worker's later fetch of the same URL is then answered from the HTTP cache
 * (the hashed index is served immutable). The hash is the plugin's own (`getIndexHash`), computed
 * from the same options.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertUpstream} from '../shared/upstream';

type Options = {hashed?: boolean | 'query' | 'filename'; docsDir: string[]; blogDir: string[]; indexDocs?: boolean; indexBlog?: boolean};

type GetIndexHash = (config: Options) => string | null;

export type SearchIndexUrlData = {pattern: string | null};

export default function pluginSearchIndexUrl(context: {siteDir: string}, options: Options): Plugin<SearchIndexUrlData> {
  assertUpstream('search-index-url', context.siteDir);
  return {
    name: 'search-index-url',
    async loadContent() {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const {getIndexHash} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash') as {getIndexHash: GetIndexHash};
      const hash = getIndexHash({
        ...options,
        indexDocs: options.indexDocs ?? true,
        indexBlog: options.indexBlog ?? true,
        docsDir: options.docsDir.map((dir) => path.resolve(context.siteDir, dir)),
        blogDir: options.blogDir.map((dir) => path.resolve(context.siteDir, dir)),
      });
      return {pattern: hash && options.hashed === 'filename' ? `search-index{dir}-${hash}.json` : null};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
