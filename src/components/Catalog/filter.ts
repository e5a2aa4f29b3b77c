/** The catalog filter's matching rules, kept apart from the component so the unit tests can load them. */

/** Lower-cased, whitespace-separated terms; a row matches when its text contains every term. */
export function matchesQuery(search: string, query: string): boolean {
  const text = search.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => text.includes(term));
}

export function matchesOptions(tags: string[], checked: string[], match: 'all' | 'any'): boolean {
  if (checked.length === 0) return true;
  return match === 'all' ? checked.every((id) => tags.includes(id)) : checked.some((id) => tags.includes(id));
}
