/** The search plugin's result sort (untyped JavaScript in its package). */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  export function sortSearchResults(results: {document: {u: string}; type: number}[]): void;
}

/** The search plugin's query variants (untyped JavaScript in its package). */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries' {
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): {tokens: string[]; term: {value: string; presence: number; wildcard: number; editDistance?: number}[]}[];
}
