/**
 * The route rewrite behind ./index.ts, kept free of Docusaurus so it can be unit-tested.
 *
 * The docs plugin gives its version route one props module, `version`, that every docs page
 * loads on its first visit. Besides the sidebar it holds `docs`: the id, title, sidebar and
 * **description** of every doc of the version (on this site about 17 KB of the 21 KB Brotli).
 * The only reader of those descriptions is the theme's `DocCard`, which the docs pages use only
 * through `DocCardList` / `DocCard` in MDX or on a generated category index. So:
 *
 * - the version prop keeps every doc's id, title and sidebar, without the description;
 * - the routes that can show doc cards (a generated category index, or a doc whose source
 *   mentions `DocCardList` / `DocCard`) get the descriptions as a prop of their own,
 *   `docDescriptions` ({docId: description}), which the wrapped `DocItem` and
 *   `DocCategoryGeneratedIndexPage` hand to the wrapped `DocCard` (src/theme/DocCard).
 */

export type DocDescriptions = Record<string, string>;

type VersionDoc = {id: string; title: string; description?: string; sidebar?: string};
type VersionProp = {docs: Record<string, VersionDoc>} & Record<string, unknown>;

export type RouteLike = {
  path: string;
  component?: string;
  props?: Record<string, unknown>;
  modules?: Record<string, unknown>;
  routes?: RouteLike[];
  [attribute: string]: unknown;
};

export type LeanOptions = {
  /** Whether the doc whose aliased source path (`@site/docs/…`) is given renders doc cards. */
  rendersDocCards: (source: string) => boolean;
};

function isVersionProp(value: unknown): value is VersionProp {
  return typeof value === 'object' && value !== null && typeof (value as VersionProp).docs === 'object';
}

/** Descriptions by doc id, only the non-empty ones. */
export function descriptionsOf(version: VersionProp): DocDescriptions {
  const out: DocDescriptions = {};
  for (const [id, doc] of Object.entries(version.docs)) {
    if (doc.description) out[id] = doc.description;
  }
  return out;
}

/** The version prop without the docs' descriptions; everything else as it was. */
export function withoutDescriptions(version: VersionProp): VersionProp {
  const docs: Record<string, VersionDoc> = {};
  for (const [id, doc] of Object.entries(version.docs)) {
    const lean = {...doc};
    delete lean.description;
    docs[id] = lean;
  }
  return {...version, docs};
}

function showsDocCards(route: RouteLike, options: LeanOptions): boolean {
  if (route.props && 'categoryGeneratedIndex' in route.props) return true;
  const content = route.modules?.content;
  return typeof content === 'string' && options.rendersDocCards(content);
}

/** Rewrites one route tree of the docs plugin (see the file comment). Returns a new tree. */
export function leanDocsRoute(route: RouteLike, options: LeanOptions, inherited?: DocDescriptions): RouteLike {
  let descriptions = inherited;
  let props = route.props;
  if (props && isVersionProp(props.version)) {
    descriptions = descriptionsOf(props.version);
    props = {...props, version: withoutDescriptions(props.version)};
  }
  if (descriptions && showsDocCards(route, options)) {
    props = {...props, docDescriptions: descriptions};
  }
  const next: RouteLike = {...route};
  if (props) next.props = props;
  if (route.routes) next.routes = route.routes.map((child) => leanDocsRoute(child, options, descriptions));
  return next;
}

/** Finds doc card usage in a Markdown/MDX source: the theme components' names as words. */
export function mentionsDocCards(text: string): boolean {
  return /\bDocCard(List)?\b/.test(text);
}
