/**
 * Loads ./search-sim.ts with the search plugin's generated constants resolved (./search-sim-hooks.mjs),
 * and returns the search functions `measureQuality` takes in place of Chromium's (`searchFor`).
 */
import {register} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {SearchFor} from './search-quality.ts';

/**
 * `build`: a built site (the default locale's index files at its root, English under `en/`);
 * `cacheFile`: where lunr's findings are kept between runs (valid for one build and one set of
 * query variants: delete it after a build).
 */
export async function simSearchFor(build: string, cacheFile?: string): Promise<SearchFor> {
  const hooks = pathToFileURL(path.join(__dirname, 'search-sim-hooks.mjs')).href;
  // Imported here for the CommonJS loader, registered for the ES module one (which runs in its own thread).
  await import(hooks);
  register(hooks);
  const {simSearch, loadSimCache, saveSimCache} = await import('./search-sim.ts');
  const cache = loadSimCache(cacheFile);
  if (cacheFile) process.on('exit', () => saveSimCache(cacheFile, cache));
  return (locale) => {
    const run = simSearch(locale === 'en' ? path.join(build, 'en') : build, cache);
    const raw = async (_base: string, context: string, query: string, limit: number) => run(context, query, limit);
    return Object.assign(async (...args: Parameters<typeof raw>) => (await raw(...args)).map((r) => r.u), {raw});
  };
}
