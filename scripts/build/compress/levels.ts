/**
 * Compression levels per file type, chosen by measurement (scripts/build/postbuild.ts prints the figures
 * of each run; contributing/precompression.md has the table they came from). Brotli 11 is several times
 * slower than 6-9 on text: it is kept where the bytes are fetched by every reader's first load of
 * every page, the entry scripts (`main`, `runtime~main`) and the CSS (e2e/budgets.spec.ts). The
 * other scripts (each route's chunks, loaded by its pages only) and the search indexes (JSON) get
 * 10: 11 takes two and a half times the time for 2.3 % fewer bytes on the scripts (about 0.7 KB on
 * a docs page's first load) and 4.5 % on the indexes, which stay inside their budgets at 10 with
 * their weights rounded (search-index-weights.ts). HTML, Markdown twins, llms*.txt and XML get
 * quality 6: 11 saved 10 % more on HTML (about 0.9 KB a page, both sizes inside the first TCP
 * window of a typical page) for about 35 times the CPU time, and HTML changes on every build
 * (asset hashes), so it can never be served from the cache. gzip (clients without Brotli) is level
 * 9 everywhere but HTML and JSON, where 6 is as small to within 1 %.
 */
import path from 'node:path';

export type Levels = {brotli: number; gzip: number};

/** The scripts every page loads first: Docusaurus' entry chunk and its runtime. */
export const ENTRY_SCRIPT = /^(main|runtime~main)\.[0-9a-f]+\.js$/;

export const LEVELS: Record<string, Levels> = {
  'entry .js': {brotli: 11, gzip: 9},
  '.js': {brotli: 10, gzip: 9},
  '.css': {brotli: 11, gzip: 9},
  '.json': {brotli: 10, gzip: 6},
  '.webmanifest': {brotli: 11, gzip: 9},
  '.svg': {brotli: 11, gzip: 9},
  '.map': {brotli: 6, gzip: 6},
  '.html': {brotli: 6, gzip: 6},
  '.md': {brotli: 6, gzip: 6},
  '.txt': {brotli: 6, gzip: 6},
  '.xml': {brotli: 6, gzip: 6},
};

/** The type a file's levels go by: its extension, or `entry .js` for the entry scripts. */
export function typeOf(file: string): string {
  return ENTRY_SCRIPT.test(path.basename(file)) ? 'entry .js' : path.extname(file);
}

export function levelsOf(file: string): Levels {
  const type = typeOf(file);
  const levels = LEVELS[type];
  if (!levels) throw new Error(`No compression levels for ${type}: add it to scripts/build/compress/levels.ts`);
  return levels;
}
