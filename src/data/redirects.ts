/**
 * Docs pages that moved, and where they went. `@docusaurus/plugin-client-redirects` writes a small
 * page at each old path (in both locales) that sends the reader on, so links shared before the
 * move keep working. Add a row whenever a docs page moves; tests/redirects.test.ts checks that
 * every target exists and no old path is still a page.
 */
export type Redirect = {from: string; to: string};

export const DOC_REDIRECTS: readonly Redirect[] = [
  // The spec names the model pages `models/logs` and `models/model-list`.
  {from: '/docs/models/query-log', to: '/docs/models/logs'},
  {from: '/docs/models/management', to: '/docs/models/model-list'},
  // Help links in the 3.6.0 product that name a path the site does not have (src/data/productLinks.ts).
  {from: '/docs/ai/tool/sandbox/slides', to: '/docs/ai/tool/sandbox/slideshow'},
  {from: '/docs/ai/tool/chatbi/feishu/bot', to: '/docs/chatbi/feishu/bot'},
  // The semantics help button of the dimension, hierarchy, level and measure forms; in 3.6 semantics
  // are the calendar ones, described in the dimension designer's level settings.
  {from: '/docs/models/dimension-designer/semantics', to: '/docs/models/dimension-designer'},
  // The help link of the knowledge base settings page.
  {from: '/docs/ai/knowledgebase', to: '/docs/ai/knowledge'},
];
