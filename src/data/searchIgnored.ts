/**
 * Routes the search index leaves out (the search plugin's `ignoreFiles`, matched against the route
 * without the locale's base URL): pages that list other pages rather than answer anything. The
 * plugin itself already leaves out the blog's first list page and its tag pages, the home page,
 * the search page and the not-found page.
 */
export const SEARCH_IGNORED_ROUTES: RegExp[] = [
  // Blog list pages 2..n, the archive, the authors list and each author's pages, tag pages.
  /^blog\/(page\/\d+|archive|authors(\/.*)?|tags(\/.*)?)$/,
  // Docs tag pages (the docs plugin's `/docs/tags/...`).
  /^docs\/tags(\/.*)?$/,
];
