/**
 * Search contexts: each docs section has a search index of its own, and the search box on a page
 * of that section downloads and searches only that index. Pages outside every section (home,
 * marketing pages, the blog, the docs root) search everything, and the search box's footer always
 * offers the search page, where the reader can widen the search to every section.
 *
 * `path` is relative to the locale's base URL; labels are what the search page's section picker
 * and the footer link ("See all results within …") show.
 */
export type SearchContext = {path: string; label: {en: string; 'zh-Hans': string}};

export const SEARCH_CONTEXTS: SearchContext[] = [
  {path: 'docs/getting-started', label: {en: 'Getting started', 'zh-Hans': '快速开始'}},
  {path: 'docs/ai', label: {en: 'Xpert AI', 'zh-Hans': 'Xpert AI'}},
  {path: 'docs/chatbi', label: {en: 'ChatBI', 'zh-Hans': 'ChatBI'}},
  {path: 'docs/models', label: {en: 'Semantic models', 'zh-Hans': '语义模型'}},
  {path: 'docs/indicators', label: {en: 'Indicator management', 'zh-Hans': '指标管理'}},
  {path: 'docs/stories', label: {en: 'Stories', 'zh-Hans': '故事'}},
  {path: 'docs/widgets', label: {en: 'Widgets', 'zh-Hans': '部件'}},
  {path: 'docs/tutorials', label: {en: 'Tutorials', 'zh-Hans': '教程'}},
  {path: 'docs/server', label: {en: 'Server and administration', 'zh-Hans': '服务器与系统管理'}},
  {path: 'docs/plugin', label: {en: 'Plugin development', 'zh-Hans': '插件开发'}},
  {path: 'docs/api', label: {en: 'API reference', 'zh-Hans': 'API 参考'}},
];
