/**
 * The upstream contract (plugins/shared/upstream.ts): for every module of Docusaurus and the search
 * plugin that we replace, wrap by path, rewrite or copy, the installed version, a hash of each
 * whole file the patch depends on, and each pattern it needs found exactly as often as expected.
 * On any difference: one failure naming the plugins to review and how to re-pin (UPGRADING.md).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {CONTRACT, contractMessage, countMatches, entryProblems, installedVersion, readPins} from '../plugins/shared/upstream.ts';
import {CLIENT_ENTRY} from '../plugins/staged-boot/index.ts';
import {COMPONENT_CREATOR_REQUEST} from '../plugins/lazy-route-components/index.ts';
import {STARTUP_PRISM_MODULE} from '../plugins/lazy-code-highlighting/index.ts';
import {SEARCH_PAGE} from '../plugins/sliced-search-results/index.ts';

const siteDir = path.resolve(__dirname, '..');

describe('upstream contract', () => {
  it('every patched upstream module is as pinned, and every pattern matches as expected', () => {
    const pins = readPins();
    const failures = CONTRACT.map((entry) => ({entry, problems: entryProblems(entry, siteDir, pins)})).filter((f) => f.problems.length);
    assert.equal(failures.length, 0, failures.length ? contractMessage(failures) : '');
  });

  it('pins the Docusaurus version the patches were written against', () => {
    const pins = readPins();
    assert.equal(installedVersion('@docusaurus/core', siteDir), pins.packages['@docusaurus/core']);
    assert.match(pins.packages['@docusaurus/core'] ?? '', /^3\.10\./);
  });

  it('pins every file it names, and every patch plugin has an entry', () => {
    const pins = readPins();
    for (const entry of CONTRACT) for (const file of entry.files) assert.ok(pins.files[`${entry.package}/${file}`], `${entry.package}/${file} not pinned`);
    const guarded = new Set(CONTRACT.map((e) => e.plugin));
    for (const plugin of ['staged-boot', 'html-template', 'lean-registry', 'lazy-route-components', 'page-strings', 'lazy-code-highlighting', 'tslib-helpers', 'lean-docs-metadata', 'sliced-search-results', 'search-ranking', 'search-index-url', 'search-index-weights']) {
      assert.ok(guarded.has(plugin), `${plugin} has no contract entry`);
    }
  });

  it('detects a changed file, a missing pattern and a changed version (the check can fail)', () => {
    const pins = readPins();
    const entry = CONTRACT.find((e) => e.plugin === 'tslib-helpers')!;
    const file = `${entry.package}/${entry.files[0]}`;
    const tampered = {packages: {...pins.packages, [entry.package]: '0.0.0'}, files: {...pins.files, [file]: '0'.repeat(64)}};
    const problems = entryProblems(entry, siteDir, tampered);
    assert.equal(problems.length, 2);
    assert.match(problems.join('\n'), /version .* pinned 0\.0\.0/);
    assert.match(problems.join('\n'), /utils-common\/lib\/index\.js: sha256/);
    const missing = entryProblems({...entry, patterns: [{file: entry.files[0]!, find: 'no such statement', why: 'test'}]}, siteDir);
    assert.match(missing[0] ?? '', /found 0 times, expected 1/);
    assert.match(contractMessage([{entry, problems}]), /Review: tslib-helpers \(plugins\/tslib-helpers\/[\w.]+\).*\n[\s\S]*npm run contract:pin/);
  });

  it("each replacement's pattern matches the installed module or the request upstream makes", () => {
    const file = (pkg: string, rel: string) => path.join(siteDir, 'node_modules', pkg, rel);
    assert.match(file('@docusaurus/core', 'lib/client/clientEntry.js'), CLIENT_ENTRY);
    assert.match('@docusaurus/ComponentCreator', COMPONENT_CREATOR_REQUEST);
    assert.match(file('@docusaurus/theme-classic', 'lib/prism-include-languages.js'), STARTUP_PRISM_MODULE);
    assert.doesNotMatch(file('@docusaurus/theme-classic', 'lib/theme/prism-include-languages.js'), STARTUP_PRISM_MODULE);
    assert.match(file('@easyops-cn/docusaurus-search-local', 'dist/client/client/theme/SearchPage/SearchPage.jsx'), SEARCH_PAGE);
  });

  it('the registry loader fails on a registry whose entries it cannot recognise, and passes an empty one', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader, as the bundler loads it
    const loader = require('../plugins/lean-registry/loader.js') as (source: string) => string;
    assert.throws(() => loader('export default {"a": [() => import("x"), require.resolveWeak("x"), "x"]};'), /plugins\/lean-registry/);
    assert.equal(loader('export default {};'), 'export default {};');
  });

  it('counts literal and regular-expression patterns', () => {
    assert.equal(countMatches('a.b a.b', 'a.b'), 2);
    assert.equal(countMatches('axb a.b', /a.b/), 2);
    assert.equal(countMatches('x', /y/), 0);
  });
});
