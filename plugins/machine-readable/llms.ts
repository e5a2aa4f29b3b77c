/**
 * llms.txt (https://llmstxt.org/): the site's title, a one-paragraph summary in a blockquote, a
 * paragraph of details, then `##` sections of `- [title](url): description` links. Here the
 * sections follow the docs sidebar; blog posts go under `## Optional`, which the convention
 * reserves for what a reader can skip. llms-full.txt holds the full Markdown of every docs page.
 * Pure functions: the plugin passes in the loaded docs, sidebar and posts.
 */

export type LlmsDoc = {id: string; title: string; description: string; permalink: string};

/** The parts of Docusaurus' processed sidebar items that matter here. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'; [key: string]: unknown};

export type LlmsSection = {title: string; docs: LlmsDoc[]};

/** Doc ids of a sidebar subtree, in reading order: a category's own page first, then its items. */
function docIdsOf(items: readonly SidebarItem[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') ids.push((item as {id: string}).id);
    else if (item.type === 'category') {
      const category = item as Extract<SidebarItem, {type: 'category'}>;
      if (category.link?.type === 'doc' && category.link.id) ids.push(category.link.id);
      ids.push(...docIdsOf(category.items));
    }
  }
  return ids;
}

/**
 * One section per top-level category of the sidebar (its label as the heading), the top-level
 * pages outside any category first under `overview`, and the pages in no sidebar last under
 * `other`. Every doc appears exactly once.
 */
export function sidebarSections(
  sidebar: readonly SidebarItem[],
  docs: readonly LlmsDoc[],
  labels: {overview: string; other: string},
): LlmsSection[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const seen = new Set<string>();
  const take = (ids: string[]) =>
    ids.flatMap((id) => {
      const doc = byId.get(id);
      if (!doc || seen.has(id)) return [];
      seen.add(id);
      return [doc];
    });
  const sections: LlmsSection[] = [];
  const topDocs = take(docIdsOf(sidebar.filter((item) => item.type === 'doc' || item.type === 'ref')));
  if (topDocs.length > 0) sections.push({title: labels.overview, docs: topDocs});
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    const category = item as Extract<SidebarItem, {type: 'category'}>;
    const found = take(docIdsOf([category]));
    if (found.length > 0) sections.push({title: category.label, docs: found});
  }
  const rest = take(docs.map((doc) => doc.id));
  if (rest.length > 0) sections.push({title: labels.other, docs: rest});
  return sections;
}

/** The label of the top-level sidebar category holding each doc (the "section" of a page). */
export function topCategoryOf(sidebar: readonly SidebarItem[]): Map<string, string> {
  const result = new Map<string, string>();
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    const category = item as Extract<SidebarItem, {type: 'category'}>;
    for (const id of docIdsOf([category])) if (!result.has(id)) result.set(id, category.label);
  }
  return result;
}

export type LlmsLink = {title: string; url: string; description?: string};

/** Link text must not break the Markdown link: escape brackets; descriptions stay on one line. */
function linkLine({title, url, description}: LlmsLink): string {
  const text = title.replace(/([[\]\\])/g, '\\$1');
  const notes = description ? `: ${description.replace(/\s*\n\s*/g, ' ').trim()}` : '';
  return `- [${text}](${url})${notes}`;
}

export function llmsTxt(input: {
  title: string;
  summary: string;
  details: string;
  sections: {title: string; links: LlmsLink[]}[];
  optional?: LlmsLink[];
}): string {
  const parts = [`# ${input.title}`, `> ${input.summary.replace(/\s*\n\s*/g, ' ')}`, input.details];
  for (const section of input.sections) {
    if (section.links.length === 0) continue;
    parts.push(`## ${section.title}\n\n${section.links.map(linkLine).join('\n')}`);
  }
  if (input.optional && input.optional.length > 0) parts.push(`## Optional\n\n${input.optional.map(linkLine).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

/** llms-full.txt: a short header, then every page's twin, separated by rules. */
export function llmsFullTxt(input: {title: string; summary: string; pages: string[]}): string {
  const header = `# ${input.title}\n\n> ${input.summary.replace(/\s*\n\s*/g, ' ')}\n`;
  return `${[header, ...input.pages.map((page) => page.trim() + '\n')].join('\n---\n\n')}`;
}
