/** Stand-in for `@docusaurus/Translate` in unit tests: records every id it is asked for. */
export const seenIds: string[] = [];

export function translate({id, message}: {id?: string; message: string}): string {
  if (id) seenIds.push(id);
  return message;
}

export default function Translate({children}: {children: string}): string {
  return children;
}
