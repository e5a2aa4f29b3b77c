/**
 * The route rewrite behind ./index.ts, kept free of Docusaurus so it can be unit-tested.
 *
 * The docs plugin gives its version route one props module, `version`, that every docs page
 * loads on its first visit. Besides the sidebar it holds `docs`: the id, title, sidebar and
 * **description** of every doc of the version (on this site about 17 KB of the 21 KB Brotli).
 * The only reader of those descriptions is the theme's `DocCard`, which docs pages use only
 * through `DocCardList` / `DocCard` in MDX or on a generated category index, and no page of this
 * site does. So the version prop keeps every doc's id, title and sidebar, without the description,
 * and a route that would show doc cards (a generated category index, or a doc whose source
 * mentions `DocCardList` / `DocCard`) fails the build: its cards would have no descriptions.
 * (Until 2026-11 the descriptions went to such routes as a prop of their own and wrapped theme
 * components handed them to `DocCard`; with no page using cards, that path was removed. Git history
 * has it: `src/theme/DocCard/descriptions.tsx`.)
 */

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
export function leanDocsRoute(route: RouteLike, options: LeanOptions): RouteLike {
  let props = route.props;
  if (props && isVersionProp(props.version)) props = {...props, version: withoutDescriptions(props.version)};
  if (showsDocCards(route, options)) {
    const source = typeof route.modules?.content === 'string' ? ` (${route.modules.content})` : '';
    throw new Error(
      `plugins/lean-docs-metadata: ${route.path}${source} shows doc cards, whose descriptions this plugin leaves out of ` +
        'the docs metadata. Link the pages in a list instead, or leave the plugin out (PERF_PLUGINS_OFF=lean-docs-metadata) ' +
        'and bring back the descriptions path from git history (src/theme/DocCard/descriptions.tsx).',
    );
  }
  const next: RouteLike = {...route};
  if (props) next.props = props;
  if (route.routes) next.routes = route.routes.map((child) => leanDocsRoute(child, options));
  return next;
}

/** Finds doc card usage in a Markdown/MDX source: the theme components' names as words. */
export function mentionsDocCards(text: string): boolean {
  return /\bDocCard(List)?\b/.test(text);
}
