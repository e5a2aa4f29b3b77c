/**
 * Docusaurus plugin: a small list of the locale's docs pages and blog posts ({t: title, p: path}),
 * written beside the pages as `page-list-<hash>.json` for the not-found page, which fetches it to
 * suggest the pages closest to a mistyped URL (src/theme/NotFound/Content, scoring in
 * src/utils/pageSuggestions.ts). The hash is the content's, so the file can be cached for good; the
 * browser learns its name from the plugin's global data. Not the search index: titles and paths only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {PageEntry} from '../../src/utils/pageSuggestions';

export type PageListData = {file: string | null};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** The list's JSON and its file name (`page-list-<8 hex of sha256>.json`). */
export function pageListFile(entries: PageEntry[]): {file: string; json: string} {
  const json = JSON.stringify(entries);
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 8);
  return {file: `page-list-${hash}.json`, json};
}

export default function pluginPageList(): Plugin {
  let list: {file: string; json: string} | null = null;
  return {
    name: 'page-list',
    async allContentLoaded({allContent, actions}) {
      const docs = (allContent[DOCS_PLUGIN]?.default as DocsContent | undefined)?.loadedVersions[0]?.docs ?? [];
      const posts = (allContent[BLOG_PLUGIN]?.default as BlogContent | undefined)?.blogPosts ?? [];
      const entries: PageEntry[] = [
        ...docs.filter((d) => !d.unlisted).map((d) => ({t: d.title, p: d.permalink})),
        ...posts.filter((p) => !p.metadata.unlisted).map((p) => ({t: p.metadata.title, p: p.metadata.permalink})),
      ];
      list = pageListFile(entries);
      actions.setGlobalData({file: list.file} satisfies PageListData);
    },
    async postBuild({outDir}) {
      if (list) fs.writeFileSync(path.join(outDir, list.file), list.json);
    },
  };
}
