/**
 * Compression levels per file type, chosen by measurement (scripts/postbuild.ts prints the figures
 * of each run; README "Precompression" has the table they came from). Brotli 11 is several times
 * slower than 6-9 on text: it is kept where the bytes are budgeted or fetched by every reader's
 * first load (JavaScript, CSS: e2e/budgets.spec.ts). The search indexes (JSON) get 10: 11 takes
 * twice the time for 4.5 % fewer bytes, and with their weights rounded (search-index-weights.ts)
 * they stay inside their budgets at 10. HTML, Markdown twins, llms*.txt and XML get quality 6:
 * 11 saved 10 % more on HTML (about 0.9 KB a page, both sizes inside the first TCP window of a
 * typical page) for about 35 times the CPU time, and HTML changes on every build (asset hashes),
 * so it can never be served from the cache. gzip (clients without Brotli) is level 9 everywhere
 * but HTML and JSON, where 6 is as small to within 1 %.
 */
export type Levels = {brotli: number; gzip: number};

export const LEVELS: Record<string, Levels> = {
  '.js': {brotli: 11, gzip: 9},
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

export function levelsOf(ext: string): Levels {
  const levels = LEVELS[ext];
  if (!levels) throw new Error(`No compression levels for ${ext}: add it to scripts/lib/compress/levels.ts`);
  return levels;
}
