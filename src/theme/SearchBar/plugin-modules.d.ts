/** The search plugin's worker bridge and its autocomplete (plain JavaScript), as the wrapper preloads them. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}
declare module '@easyops-cn/autocomplete.js';
