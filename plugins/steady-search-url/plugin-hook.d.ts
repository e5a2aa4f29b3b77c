/** The part of the search plugin's `hooks/useSearchQuery` (plain JavaScript) that ./useSearchQuery.ts uses. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery' {
  export type SearchQuery = {
    searchValue: string;
    searchContext: string;
    searchVersion: string;
    updateSearchPath: (searchValue: string) => void;
    updateSearchContext: (value: string) => void;
    generateSearchPageLink: (searchValue: string) => string;
  };
  export default function useSearchQuery(): SearchQuery;
}
