/**
 * The upstream contract: every module of Docusaurus or the search plugin that this project replaces,
 * wraps by path, rewrites or copies, with the text each patch needs to find in it.
 *
 * - `tests/upstream-contract.test.ts` checks, for each entry, the installed package's version, a
 *   hash of each whole file (pinned in ./upstream-pins.json) and that each pattern matches the
 *   expected number of times (1 unless `count` says otherwise). Any difference fails with one
 *   message naming the plugin to review.
 * - Each patching plugin calls `assertUpstream(<its name>)` when Docusaurus loads it, so a build
 *   against an upstream whose target text has moved fails at once instead of patching nothing.
 *   (Patterns only: a changed hash alone does not stop a build, it stops the test suite.)
 *
 * Upgrade procedure and re-pinning: UPGRADING.md (`npm run contract:pin` after review).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type Pattern = {
  /** File of the package (relative to the package folder) the pattern must be found in. */
  file: string;
  /** A literal string or a regular expression (made global when counted). */
  find: string | RegExp;
  /** How many times it must occur (default 1). */
  count?: number;
  /** Why the patch needs it. */
  why: string;
};

export type ContractEntry = {
  /** Our module that depends on the upstream files: what to review when they change. */
  plugin: string;
  /** Where that plugin lives in this repository. */
  review: string;
  package: string;
  /** Files of the package (relative to its folder) whose whole text the patch depends on. */
  files: string[];
  patterns: Pattern[];
};

const CORE = '@docusaurus/core';
const THEME_CLASSIC = '@docusaurus/theme-classic';
const SEARCH = '@easyops-cn/docusaurus-search-local';
const SEARCH_THEME = 'dist/client/client/theme';

export const CONTRACT: ContractEntry[] = [
  {
    plugin: 'staged-boot',
    review: 'plugins/staged-boot/clientEntry.ts',
    package: CORE,
    files: ['lib/client/clientEntry.js', 'lib/webpack/client.js'],
    patterns: [
      {file: 'lib/webpack/client.js', find: "'../client/clientEntry.js'", why: 'the browser entry our CLIENT_ENTRY pattern replaces'},
      {file: 'lib/client/clientEntry.js', find: 'startTransition', count: 2, why: 'hydration in a transition, which clientEntry.ts repeats'},
    ],
  },
  {
    plugin: 'html-template',
    review: 'src/ssr/htmlTemplate.ts',
    package: CORE,
    files: ['lib/ssg/ssgTemplate.html.js', 'lib/ssg/ssgParams.js'],
    patterns: [
      {file: 'lib/ssg/ssgParams.js', find: 'props.siteConfig.ssrTemplate ??', why: 'siteConfig.ssrTemplate still replaces the stock template'},
      {file: 'lib/ssg/ssgTemplate.html.js', find: 'it.scripts.forEach', why: 'the template variables SSR_TEMPLATE uses'},
    ],
  },
  {
    plugin: 'lean-registry',
    review: 'plugins/lean-registry/loader.js',
    package: CORE,
    files: ['lib/server/codegen/codegenRoutes.js'],
    patterns: [
      {
        file: 'lib/server/codegen/codegenRoutes.js',
        find: '"${modulePath}", require.resolveWeak("${modulePath}")],',
        why: 'the registry entry format whose middle element the loader empties',
      },
      {file: 'lib/server/codegen/codegenRoutes.js', find: "'registry.js'", why: 'the generated file name the loader rule matches'},
    ],
  },
  {
    plugin: 'lazy-route-components',
    review: 'plugins/lazy-route-components/client.tsx',
    package: CORE,
    files: ['lib/client/exports/ComponentCreator.js'],
    patterns: [
      {
        file: 'lib/server/codegen/codegenRoutes.js',
        find: "import ComponentCreator from '@docusaurus/ComponentCreator';",
        why: 'the request our COMPONENT_CREATOR_REQUEST pattern replaces',
      },
    ],
  },
  {
    plugin: 'page-strings',
    review: 'plugins/page-strings/loader.js',
    package: CORE,
    files: ['lib/server/codegen/codegen.js', 'lib/client/exports/Translate.js'],
    patterns: [
      {file: 'lib/server/codegen/codegen.js', find: "'codeTranslations.json'", why: 'the generated file the loader filters'},
      {file: 'lib/client/exports/Translate.js', find: "import codeTranslations from '@generated/codeTranslations';", why: 'translate() reads the one object register.ts adds to'},
    ],
  },
  {
    plugin: 'lazy-code-highlighting',
    review: 'plugins/lazy-code-highlighting/index.ts',
    package: THEME_CLASSIC,
    files: ['lib/prism-include-languages.js', 'lib/theme/prism-include-languages.js', 'lib/theme/CodeBlock/index.js'],
    patterns: [
      {file: 'lib/index.js', find: "'./prism-include-languages',", why: 'the client module our STARTUP_PRISM_MODULE pattern empties'},
    ],
  },
  {
    plugin: 'tslib-helpers',
    review: 'plugins/tslib-helpers/helpers.js',
    package: '@docusaurus/utils-common',
    files: ['lib/index.js'],
    patterns: [
      {file: 'lib/index.js', find: 'require("tslib")', why: 'the one require the plugin redirects'},
      {file: 'lib/index.js', find: /tslib_1\.__(?!importDefault\b)\w+/, count: 0, why: 'no tslib helper besides __importDefault (helpers.js has only that one)'},
    ],
  },
  {
    plugin: 'lean-docs-metadata',
    review: 'plugins/lean-docs-metadata/transform.ts',
    package: '@docusaurus/plugin-content-docs',
    files: ['lib/routes.js', 'lib/props.js'],
    patterns: [
      {file: 'lib/routes.js', find: 'version: (0, props_1.toVersionMetadataProp)(options.id, version),', why: 'the version prop the route rewrite slims'},
      {file: 'lib/props.js', find: /description: doc\.description,\s+sidebar: doc\.sidebar,/, why: 'the per-doc description the rewrite moves out'},
    ],
  },
  {
    plugin: 'search-ranking',
    review: 'plugins/search-ranking/sortSearchResults.ts',
    package: SEARCH,
    files: [`${SEARCH_THEME}/worker.js`, 'dist/client/client/utils/sortSearchResults.js', 'dist/client/client/utils/smartQueries.js'],
    patterns: [
      {file: `${SEARCH_THEME}/worker.js`, find: 'import { sortSearchResults } from "../utils/sortSearchResults";', why: 'the request our PLUGIN_SORT_REQUEST pattern replaces'},
      {file: 'dist/client/client/utils/sortSearchResults.js', find: 'export function sortSearchResults(', why: 'the original sort our stand-in calls first'},
      {file: `${SEARCH_THEME}/worker.js`, find: 'import { smartQueries } from "../utils/smartQueries";', why: 'the request our PLUGIN_QUERIES_REQUEST pattern replaces (the any-word variant)'},
      {file: `${SEARCH_THEME}/worker.js`, find: /search: for \(const \{ term, tokens \} of queries\)[\s\S]*?if \(results\.length >= limit\) \{\s*break search;/, why: 'the variants are searched in order until the limit, each result carrying its variant\'s tokens (the any-word variant only fills a short list, and is told apart by its tokens)'},
      {file: 'dist/client/client/utils/smartQueries.js', find: 'export function smartQueries(', why: 'the original variants our stand-in extends'},
    ],
  },
  {
    plugin: 'search-index-weights',
    review: 'scripts/build/search-index-weights.ts',
    package: SEARCH,
    files: ['dist/server/server/utils/buildIndex.js', 'dist/server/server/utils/postBuildFactory.js'],
    patterns: [
      {file: 'dist/server/server/utils/buildIndex.js', find: 'index: (0, lunr_1.default)(function () {', why: 'each entry of an index file is {documents, index: a lunr index}, whose serialised weights the postbuild rounds'},
      {file: 'dist/server/server/utils/postBuildFactory.js', find: 'JSON.stringify(searchIndex)', why: 'the index file is the plain JSON of those entries'},
    ],
  },
  {
    plugin: 'search-index-url',
    review: 'plugins/search-index-url/index.ts',
    package: SEARCH,
    files: ['dist/server/server/utils/getIndexHash.js'],
    patterns: [
      {file: 'dist/server/server/utils/getIndexHash.js', find: 'function getIndexHash(', why: "the plugin's own index hash, which names the file the search box fetches early"},
    ],
  },
  {
    plugin: 'search-quick-index keywords',
    review: 'scripts/build/search-quick-index.ts',
    package: SEARCH,
    files: ['dist/server/server/utils/buildIndex.js', 'dist/server/server/utils/parseDocument.js'],
    patterns: [
      {file: 'dist/server/server/utils/buildIndex.js', find: 'function buildIndex(allDocuments, { language, removeDefaultStopWordFilter, removeDefaultStemmer, zhUserDict, zhUserDictPath, })', why: "the quick index's keywords entry is rebuilt with the plugin's own builder and these options"},
      {file: 'dist/server/server/utils/buildIndex.js', find: 'this.ref("i");', why: "a document's id is its `i`, as the kept keywords documents keep it"},
      {file: 'dist/server/server/utils/parseDocument.js', find: '.replace(/,/g, ", ")', why: "a page's keywords are joined with \", \", as keptKeywords joins the ones it keeps"},
    ],
  },
  {
    plugin: 'search-quick-index',
    review: 'plugins/search-quick-index/searchByWorker.ts',
    package: SEARCH,
    files: [`${SEARCH_THEME}/searchByWorker.js`, `${SEARCH_THEME}/worker.js`, 'dist/server/server/utils/scanDocuments.js'],
    patterns: [
      {file: `${SEARCH_THEME}/SearchBar/SearchBar.jsx`, find: 'from "../searchByWorker";', why: 'the box imports the worker bridge by the relative request the replacement matches'},
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: 'from "../searchByWorker";', why: 'so does the search page (which keeps the full index)'},
      {file: `${SEARCH_THEME}/searchByWorker.js`, find: 'export async function searchByWorker(baseUrl, searchContext, input, limit)', why: 'the function the stand-in wraps, with its arguments in this order'},
      {file: `${SEARCH_THEME}/worker.js`, find: 'searchIndexUrl.replace("{dir}", searchContext ? `-${searchContext.replace(/\\//g, "-")}` : "")', why: "a context's index file is search-index-<context>-<hash>.json: the quick index's name"},
      {file: `${SEARCH_THEME}/worker.js`, find: 'json.map(({ documents, index }, type) => ({', why: "an entry's document type is its position, so the quick index keeps five entries"},
      {file: 'dist/server/server/utils/scanDocuments.js', find: /allDocuments = \[\s*titleDocuments,\s*headingDocuments,\s*descriptionDocuments,\s*keywordsDocuments,\s*contentDocuments,\s*\]/, why: 'the entries are written in the order DOCUMENT_TYPES names (scripts/build/search-quick-index.ts)'},
    ],
  },
  {
    plugin: 'sliced-search-results',
    review: 'plugins/sliced-search-results/loader.js',
    package: SEARCH,
    files: [`${SEARCH_THEME}/SearchPage/SearchPage.jsx`],
    patterns: [
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: 'setSearchResults(results);', why: 'the update the loader wraps in a transition'},
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: 'import React, {', why: 'the React default import the transition uses'},
    ],
  },
  {
    plugin: 'search-page-quick-first',
    review: 'plugins/search-page-quick-first/loader.js',
    package: SEARCH,
    files: [`${SEARCH_THEME}/SearchPage/SearchPage.jsx`],
    patterns: [
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: 'await searchByWorker(versionUrl, searchContext, searchQuery, 100)', why: 'the one call the loader hands a function for the full results'},
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: 'import React, {', why: 'the React default import the transition uses'},
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: 'await fetchIndexesByWorker(versionUrl, searchContext);', why: 'the page starts the full index on mount: the quick answer shows while it arrives, beside the loading ring'},
    ],
  },
  {
    plugin: 'search-result-names',
    review: 'plugins/search-result-names/loader.js',
    package: SEARCH,
    files: [`${SEARCH_THEME}/SearchPage/SearchPage.jsx`],
    patterns: [
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: 'const articleTitle = (isContent || isDescriptionOrKeywords ? document.s : document.t);', why: "the match's title, which the loader keeps for the line under the page's title"},
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: '__html: isContent || isDescriptionOrKeywords', why: "the title's highlighting: plain words for the page's title"},
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: 'pathItems.push(page.t);', why: "the page's title at the end of the path line, now the result's title"},
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: '</h2>', why: "the result's title, after which the loader puts the heading"},
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: '{ count: searchResults.length }', why: 'the count, "100+" where the list is capped'},
      {file: `${SEARCH_THEME}/SearchPage/SearchPage.jsx`, find: 'import React, {', why: 'the React default import the inserted createElement uses'},
    ],
  },
  {
    plugin: 'theme: SearchBar wrap',
    review: 'src/theme/SearchBar',
    package: SEARCH,
    files: [`${SEARCH_THEME}/SearchBar/SearchBar.jsx`, `${SEARCH_THEME}/SearchBar/SearchBar.module.css`, `${SEARCH_THEME}/searchByWorker.js`],
    patterns: [
      {file: `${SEARCH_THEME}/searchByWorker.js`, find: 'export async function fetchIndexesByWorker(baseUrl, searchContext)', why: 'the wrap starts the worker and its index fetch on the first intent, before the box is mounted'},
      {file: `${SEARCH_THEME}/SearchBar/SearchBar.jsx`, find: 'fetchIndexesByWorker(versionUrl, searchContext)', why: 'the box then finds the same worker and the index promise the wrap started (one module, cached by URL)'},
    ],
  },
  {
    plugin: 'build-overlap',
    review: 'scripts/build/build-overlap.ts',
    package: CORE,
    files: ['lib/commands/build/build.js', 'lib/commands/build/buildLocale.js'],
    patterns: [
      {file: 'lib/commands/build/build.js', find: 'mapAsyncSequential)(locales', why: 'the locales are built one after the other'},
      {file: 'lib/commands/build/build.js', find: /function orderLocales[\s\S]*?defaultLocale,\s+\.\.\.locales\.filter/, why: 'the default locale first, so its folder is complete before the others are built'},
      {file: 'lib/commands/build/buildLocale.js', find: 'logger_1.default.success `Generated static files in path=', why: 'the line DONE_LINE waits for'},
      {file: 'lib/commands/build/buildLocale.js', find: /executeBrokenLinksCheck[\s\S]*?Generated static files in/, why: 'printed after the postBuild hooks and the broken-link check: the locale is complete'},
    ],
  },
  {
    plugin: 'theme: BlogListPage (ejected)',
    review: 'src/theme/BlogListPage/index.tsx',
    package: THEME_CLASSIC,
    files: ['lib/theme/BlogListPage/index.js'],
    patterns: [],
  },
  {
    plugin: 'theme: BlogPostPage/StructuredData (replaced)',
    review: 'src/theme/BlogPostPage/StructuredData/index.tsx',
    package: THEME_CLASSIC,
    files: ['lib/theme/BlogPostPage/StructuredData/index.js'],
    patterns: [],
  },
  {
    plugin: 'theme: NotFound/Content (replaced)',
    review: 'src/theme/NotFound/Content/index.tsx',
    package: THEME_CLASSIC,
    files: ['lib/theme/NotFound/Content/index.js'],
    patterns: [],
  },
  {
    plugin: 'theme: TagsListByLetter wrap',
    review: 'src/theme/TagsListByLetter/index.tsx',
    package: THEME_CLASSIC,
    files: ['lib/theme/TagsListByLetter/index.js'],
    patterns: [],
  },
  {
    plugin: 'theme: Navbar/MobileSidebar wrap',
    review: 'src/theme/Navbar/MobileSidebar',
    package: THEME_CLASSIC,
    files: ['lib/theme/Navbar/MobileSidebar/index.js'],
    patterns: [],
  },
];

export type Pins = {packages: Record<string, string>; files: Record<string, string>};

export const PINS_FILE = path.join(__dirname, 'upstream-pins.json');

function packageDir(pkg: string, siteDir: string): string {
  return path.join(siteDir, 'node_modules', pkg);
}

export function installedVersion(pkg: string, siteDir: string): string {
  return JSON.parse(fs.readFileSync(path.join(packageDir(pkg, siteDir), 'package.json'), 'utf8')).version as string;
}

export function fileHash(pkg: string, file: string, siteDir: string): string | null {
  try {
    return createHash('sha256').update(fs.readFileSync(path.join(packageDir(pkg, siteDir), file))).digest('hex');
  } catch {
    return null;
  }
}

export function countMatches(text: string, find: string | RegExp): number {
  if (typeof find === 'string') return text.split(find).length - 1;
  const flags = find.flags.includes('g') ? find.flags : `${find.flags}g`;
  return [...text.matchAll(new RegExp(find.source, flags))].length;
}

/** What differs from the pins and the patterns for one entry: one line per difference. */
export function entryProblems(entry: ContractEntry, siteDir: string, pins?: Pins): string[] {
  const problems: string[] = [];
  if (pins) {
    let version = 'not installed';
    try {
      version = installedVersion(entry.package, siteDir);
    } catch {
      // reported below
    }
    if (pins.packages[entry.package] !== version) {
      problems.push(`${entry.package}: version ${version}, pinned ${pins.packages[entry.package] ?? 'none'}`);
    }
    for (const file of entry.files) {
      const key = `${entry.package}/${file}`;
      const hash = fileHash(entry.package, file, siteDir);
      if (hash !== pins.files[key]) {
        problems.push(`${key}: ${hash === null ? 'missing' : `sha256 ${hash.slice(0, 12)}…`}, pinned ${pins.files[key]?.slice(0, 12) ?? 'none'}…`);
      }
    }
  }
  for (const pattern of entry.patterns) {
    const key = `${entry.package}/${pattern.file}`;
    const expected = pattern.count ?? 1;
    let text: string;
    try {
      text = fs.readFileSync(path.join(packageDir(entry.package, siteDir), pattern.file), 'utf8');
    } catch {
      problems.push(`${key}: missing (needed for ${pattern.why})`);
      continue;
    }
    const found = countMatches(text, pattern.find);
    if (found !== expected) {
      problems.push(`${key}: ${String(pattern.find)} found ${found} times, expected ${expected} (${pattern.why})`);
    }
  }
  return problems;
}

export function readPins(file = PINS_FILE): Pins {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Pins;
}

/** The pins of the installed packages (what `npm run contract:pin` writes). */
export function currentPins(siteDir: string): Pins {
  const packages: Record<string, string> = {};
  const files: Record<string, string> = {};
  for (const entry of CONTRACT) {
    packages[entry.package] = installedVersion(entry.package, siteDir);
    for (const file of entry.files) {
      const hash = fileHash(entry.package, file, siteDir);
      if (hash === null) throw new Error(`${entry.package}/${file} does not exist: fix the contract entry of ${entry.plugin}`);
      files[`${entry.package}/${file}`] = hash;
    }
  }
  const sorted = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return {packages: sorted(packages), files: sorted(files)};
}

export function contractMessage(failures: Array<{entry: ContractEntry; problems: string[]}>): string {
  const plugins = [...new Set(failures.map((f) => `${f.entry.plugin} (${f.entry.review})`))];
  return [
    `Upstream changed under ${plugins.length} patch(es). Review: ${plugins.join('; ')}.`,
    ...failures.flatMap(({entry, problems}) => problems.map((p) => `  [${entry.plugin}] ${p}`)),
    'Read the upstream diff of each file listed (UPGRADING.md), update the patch if it no longer fits,',
    'then re-pin with `npm run contract:pin` and commit plugins/shared/upstream-pins.json.',
  ].join('\n');
}

/**
 * Build-time guard, called by each patching plugin when Docusaurus loads it: throws if a pattern
 * the patch needs is gone or ambiguous, so the build fails instead of patching nothing.
 */
export function assertUpstream(plugin: string, siteDir = process.cwd()): void {
  const failures = CONTRACT.filter((entry) => entry.plugin === plugin)
    .map((entry) => ({entry, problems: entryProblems(entry, siteDir)}))
    .filter((f) => f.problems.length > 0);
  if (failures.length) throw new Error(`plugins/${plugin}: nothing (or too much) to patch.\n${contractMessage(failures)}`);
}
