/**
 * The off switch of the performance plugins: `PERF_PLUGINS_OFF=staged-boot,lean-registry npm run build`
 * builds without the ones listed (docusaurus.config.ts), so each can be measured against the site
 * without it (`npm run bench -- --ablation`). An unknown name fails the build rather than being ignored.
 */
export const PERFORMANCE_PLUGINS = [
  'html-template',
  'lean-docs-metadata',
  'page-strings',
  'tslib-helpers',
  'lean-registry',
  'lazy-route-components',
  'staged-boot',
  'sliced-search-results',
  'lazy-code-highlighting',
] as const;

export type PerformancePlugin = (typeof PERFORMANCE_PLUGINS)[number];

export const OFF_VARIABLE = 'PERF_PLUGINS_OFF';

/** The plugins a comma-separated list leaves out; throws on a name that is not a performance plugin. */
export function pluginsOff(list: string | undefined): Set<PerformancePlugin> {
  const names = (list ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const known = new Set<string>(PERFORMANCE_PLUGINS);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length) {
    throw new Error(`${OFF_VARIABLE}: unknown plugin(s) ${unknown.join(', ')}; known: ${PERFORMANCE_PLUGINS.join(', ')}`);
  }
  return new Set(names as PerformancePlugin[]);
}
