/** The search plugin's tokenizer (untyped JavaScript in its package), for ./search-sim.ts. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize' {
  export function tokenize(text: string, language: string[]): string[];
}

/** The search plugin's pass that marks a page's results as a tree (untyped JavaScript in its package). */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  export function processTreeStatusOfSearchResults(results: unknown[]): void;
}
