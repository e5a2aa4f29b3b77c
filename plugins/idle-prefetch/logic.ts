/**
 * The decisions of the idle prefetcher (./client.ts), without the browser: which chunk files a
 * route needs, each file once, and the work cut into slices that fit the browser's idle periods.
 */

/** `routesChunkNames` keys are route paths plus `-<hash>`; one pass turns them into path -> chunk names. */
export function indexChunkNames(
  routesChunkNames: Record<string, unknown>,
  flatten: (tree: unknown) => Record<string, string>,
): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [routeNameWithHash, chunks] of Object.entries(routesChunkNames)) {
    // The same rule as Docusaurus' own prefetch: drop the last `-<hash>` part.
    const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
    const names = Object.values(flatten(chunks));
    index.set(routePath, [...(index.get(routePath) ?? []), ...names]);
  }
  return index;
}

export type PrefetcherDeps = {
  /** Paths of the routes (nested ones included) that render `routePath`. */
  matchedRoutePaths: (routePath: string) => string[];
  /** Chunk names per route path (see `indexChunkNames`); called once, on first use. */
  chunkNames: () => Map<string, string[]>;
  /** The URL of a chunk's file (webpack's `__webpack_require__.gca`); undefined when it was merged away. */
  assetOf: (chunkName: string) => string | undefined;
  /** Files this page already has (its own scripts); never prefetched again. */
  alreadyLoaded: () => Iterable<string>;
  /** Starts fetching one file at low priority. */
  fetchAsset: (url: string) => void;
  /** Runs `work` in the next idle period; `work` gets how many milliseconds it may use. */
  whenIdle: (work: (timeLeft: () => number) => void) => void;
};

/**
 * Returns `prefetch(routePath)`: queues the route and, in idle time, fetches each of its chunk
 * files once. Returns false for a route already queued.
 */
export function createPrefetcher(deps: PrefetcherDeps): (routePath: string) => boolean {
  const queued = new Set<string>();
  const queue: string[] = [];
  let fetched: Set<string> | null = null;
  let index: Map<string, string[]> | null = null;
  let scheduled = false;

  const prefetchNow = (routePath: string) => {
    fetched ??= new Set(deps.alreadyLoaded());
    index ??= deps.chunkNames();
    for (const matched of deps.matchedRoutePaths(routePath)) {
      for (const chunkName of index.get(matched) ?? []) {
        const asset = deps.assetOf(chunkName);
        if (!asset || asset.includes('undefined') || fetched.has(asset)) continue;
        fetched.add(asset);
        deps.fetchAsset(asset);
      }
    }
  };

  const drain = (timeLeft: () => number) => {
    scheduled = false;
    // At least one route per slice, then as many as fit.
    do {
      const next = queue.shift();
      if (next === undefined) return;
      prefetchNow(next);
    } while (timeLeft() > 1);
    if (queue.length > 0) schedule();
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    deps.whenIdle(drain);
  };

  return (routePath: string) => {
    if (queued.has(routePath)) return false;
    queued.add(routePath);
    queue.push(routePath);
    schedule();
    return true;
  };
}
