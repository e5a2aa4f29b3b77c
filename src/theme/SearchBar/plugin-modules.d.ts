/** The search plugin's worker bridge and its autocomplete (plain JavaScript), as the wrapper preloads them. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]>;
}
declare module '@easyops-cn/autocomplete.js';
