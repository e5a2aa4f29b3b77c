/**
 * Replaces `@docusaurus/core/lib/client/docusaurus.js` (see ./index.ts): the object the client
 * entry mounts as `window.docusaurus`, whose `prefetch` every `<Link>` calls when it scrolls into
 * view. The original matches each link's route against every route of the site (hundreds of
 * regular-expression replacements per link) and appends a `<link rel=prefetch>` for every chunk,
 * shared ones and the page's own included, synchronously, in the observer callback: on a docs page
 * that is a long task right after hydration. Here the route index is built once, each chunk file
 * is prefetched once and never when the page already has it, and the work runs in idle periods.
 * `preload` (on hover or touch, before a navigation) is Docusaurus' own, unchanged.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';
// Absolute: this file stands in for a module of @docusaurus/core, so a relative path would resolve there.
import {createPrefetcher, indexChunkNames} from '@site/plugins/idle-prefetch/logic';

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

type Connection = {effectiveType?: string; saveData?: boolean};

// Same rule as Docusaurus: no prefetching on 2G or with Save-Data.
const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

// At most this long per slice, even when the browser offers a longer idle period (up to 50 ms):
// a tap that arrives during a slice waits for it to end.
const SLICE_MS = 8;

const whenIdle = (work: (timeLeft: () => number) => void) => {
  const run = (idleLeft: () => number) => {
    const start = performance.now();
    work(() => Math.min(idleLeft(), SLICE_MS - (performance.now() - start)));
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback((deadline) => run(() => deadline.timeRemaining()), {timeout: 4000});
  } else {
    setTimeout(() => run(() => Infinity), 50);
  }
};

const queuePrefetch = createPrefetcher({
  matchedRoutePaths: (routePath) =>
    matchRoutes(routes as RouteConfig[], routePath).map((match) => String(match.route.path)),
  chunkNames: () => indexChunkNames(routesChunkNames, (tree) => flat(tree as never) as Record<string, string>),
  assetOf: (chunkName) => __webpack_require__.gca(chunkName),
  // The page's <script> elements, and the chunks webpack loaded: it removes their elements once they ran.
  alreadyLoaded: () => [
    ...Array.from(document.scripts, (script) => new URL(script.src || '/', location.href).pathname),
    ...performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  ],
  fetchAsset: (url) => void prefetchHelper(url),
  whenIdle,
});

const loaded = new Set<string>();

const docusaurus = {
  prefetch: (routePath: string): boolean => !isSlowConnection() && !loaded.has(routePath) && queuePrefetch(routePath),
  preload: (routePath: string): false | Promise<unknown> => {
    if (isSlowConnection() || loaded.has(routePath)) return false;
    loaded.add(routePath);
    return preloadHelper(routePath);
  },
};

export default Object.freeze(docusaurus);
