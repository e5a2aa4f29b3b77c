/**
 * How scripts/build/build.ts overlaps compression with `docusaurus build`. Docusaurus builds the default
 * locale first, into the output folder itself, then each other locale into its own sub-folder;
 * within a locale it bundles (the browser bundle lands in `assets/`), renders the pages, runs the
 * postBuild hooks (the search index among them) and checks the links, and prints DONE_LINE. Both
 * facts are pinned in plugins/shared/upstream.ts ("build-overlap"); plugins/build-signals prints
 * CLIENT_DONE when a locale's bundle is written.
 *
 * So three kinds of partial runs of scripts/build/postbuild.ts start while the build goes on, at the
 * lowest priority: a locale's `assets/` once its bundle is written, and the default locale's
 * whole folder (but the other locales' folders and what is already claimed) once it is done. When
 * Docusaurus exits, one full run compresses what no partial run claimed and collects the CSP
 * hashes of every page. The arguments of each run come from the functions below.
 */
import path from 'node:path';
import {CLIENT_DONE} from '../../plugins/build-signals/index.ts';

/** Docusaurus' line for a finished locale (`[SUCCESS] Generated static files in "build".`), colours or not. */
export const DONE_LINE = /\[SUCCESS\][^\n]*Generated static files in/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** plugins/build-signals' line, with the locale's output folder. */
export const CLIENT_DONE_LINE = new RegExp(`${escape(CLIENT_DONE)} "([^"\\n]+)"`);

export type OverlapPlan = {
  /** Whether to compress while the build goes on. */
  overlap: boolean;
  /** The build's output folder (`--out-dir`, `build` by default). */
  outDir: string;
  /** The other locales' folders, relative to outDir. */
  others: string[];
};

/**
 * The plan for `docusaurus build <args>`: no overlap when the arguments pick locales (an explicit
 * list may not start with the default locale), when there is no other locale, or when switched off.
 */
export function overlapPlan(args: string[], localeFolders: Record<string, string>, enabled = true): OverlapPlan {
  const outIndex = args.indexOf('--out-dir');
  const outDir = outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1]! : 'build';
  const others = Object.values(localeFolders).filter((folder) => folder !== '');
  const picksLocales = args.some((arg) => arg === '--locale' || arg.startsWith('--locale='));
  return {overlap: enabled && !picksLocales && others.length > 0, outDir, others};
}

/** What the runs so far have claimed: `assets/` folders (relative to outDir) and the default locale's folder. */
export type Claims = {assets: string[]; defaultLocale: boolean};

export const LOW_PRIORITY = ['--partial', '--nice', '19'];

/** The `assets/` folder, relative to outDir, of the locale whose bundle went to `localeDir` (as printed, relative to the working folder). */
export function assetsFolder(plan: OverlapPlan, localeDir: string): string {
  const relative = path.relative(path.resolve(plan.outDir), path.resolve(localeDir));
  return path.join(relative, 'assets');
}

export function assetsRunArgs(folder: string): string[] {
  return ['--only', folder, ...LOW_PRIORITY];
}

/** The default locale's folder: everything but the other locales' folders and the `assets/` already claimed there. */
export function defaultLocaleRunArgs(plan: OverlapPlan, claims: Claims): string[] {
  const inDefault = claims.assets.filter((folder) => !plan.others.some((other) => folder.startsWith(other + path.sep)));
  return [...[...plan.others, ...inDefault].flatMap((folder) => ['--except', folder]), ...LOW_PRIORITY];
}

/** The full run after the build: what no partial run claimed (and every page's CSP hashes). */
export function finalRunArgs(plan: OverlapPlan, claims: Claims): string[] {
  const only = claims.defaultLocale ? plan.others : [];
  const except = claims.defaultLocale ? claims.assets.filter((folder) => only.some((other) => folder.startsWith(other + path.sep))) : claims.assets;
  return [...only.flatMap((folder) => ['--only', folder]), ...except.flatMap((folder) => ['--except', folder])];
}
