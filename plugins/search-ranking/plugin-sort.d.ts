/** The search plugin's result sort (untyped JavaScript in its package). */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  export function sortSearchResults(results: {document: {u: string}; type: number}[]): void;
}
