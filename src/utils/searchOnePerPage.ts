/**
 * The search page lists pages, not matches: the plugin returns one result per matching title,
 * heading or paragraph, so a page with three matching headings filled three rows ("Workflow"
 * twice, its "Common problems" heading as if it were a page). Each page keeps its best match, the
 * first in the ranked list, and the list holds up to `limit` pages.
 *
 * The list says whether more pages may match (`more`): when it stopped at `limit` pages with
 * matches of other pages left over, or when the index's answer was itself cut at `askedFor`
 * matches. The page's count then reads "100+" (plugins/search-result-names).
 */
type Found = {document?: {u?: string}};

/** How many results the search page asks the index for, per page it shows: enough to fill `limit` pages after merging. */
export const MATCHES_PER_PAGE = 3;

export type PageList<T> = T[] & {more?: boolean};

export function onePerPage<T extends Found>(results: readonly T[], limit: number, askedFor = Infinity): PageList<T> {
  const seen = new Set<string>();
  const out: PageList<T> = [];
  let more = results.length >= askedFor;
  for (const r of results) {
    const page = r.document?.u;
    const isNew = page === undefined || !seen.has(page);
    if (!isNew) continue;
    if (out.length === limit) {
      more = true;
      break;
    }
    if (page !== undefined) seen.add(page);
    out.push(r);
  }
  if (more) out.more = true;
  return out;
}
