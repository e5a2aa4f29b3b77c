/** What leaves main.js or its startup: marketing strings (plugins/page-strings), tslib (plugins/tslib-helpers), registry paths (plugins/lean-registry). */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';
import {usesLocalHelpers} from '../plugins/tslib-helpers/index.ts';
import enCode from '../i18n/en/code.json' with {type: 'json'};

const PREFIXES = ['home.', 'pricing.', 'sap.', 'enterprise.', 'contactBand.'];
const require = createRequire(import.meta.url);
type Messages = Record<string, string>;
const {isPageString, splitMessages} = require('../plugins/page-strings/loader.js') as {
  isPageString: (id: string, prefixes: string[]) => boolean;
  splitMessages: (all: Messages, prefixes: string[]) => {shared: Messages; pages: Messages};
};

const loaderModule = require('../plugins/page-strings/loader.js') as ((this: unknown, source: string) => string) & {SHARED_KEY: string};

/** Runs the loader as the bundler would, then the module it emits; returns its default export. */
function runLoader(source: Messages, resourceQuery: string, scope: Record<symbol, unknown> = {}): Messages {
  const code = loaderModule.call({getOptions: () => ({prefixes: PREFIXES}), resourceQuery}, JSON.stringify(source));
  assert.match(code, /^export default .*;\n$/, 'one default export');
  const run = new Function('globalThis', `return ${code.slice('export default '.length)}`) as (scope: object) => Messages;
  return run(scope);
}

describe('page strings: the split', () => {
  it('puts each id on exactly one side, by prefix', () => {
    const all = {'pricing.title': 'Choose', 'home.hero.title': 'Xpert', 'theme.CodeBlock.copy': 'Copy', 'docs.copyPage.label': 'Copy page', 'homepage.x': 'not a marketing id'};
    const {shared, pages} = splitMessages(all, PREFIXES);
    assert.deepEqual(pages, {'pricing.title': 'Choose', 'home.hero.title': 'Xpert'});
    assert.deepEqual(shared, {'theme.CodeBlock.copy': 'Copy', 'docs.copyPage.label': 'Copy page', 'homepage.x': 'not a marketing id'});
  });

  it('as a loader: main.js gets the shared side, `?page-strings` the marketing side', () => {
    const all = {'pricing.title': 'Choose', 'theme.CodeBlock.copy': 'Copy'};
    assert.deepEqual(runLoader(all, ''), {'theme.CodeBlock.copy': 'Copy'});
    assert.deepEqual(runLoader(all, '?page-strings'), {'pricing.title': 'Choose'});
  });

  it('as a loader: `?page-strings&only=<prefix>` gives that prefix alone', () => {
    const all = {'pricing.title': 'Choose', 'feedback.yes': 'Yes', 'feedback.no': 'No', 'theme.CodeBlock.copy': 'Copy'};
    const withFeedback = {getOptions: () => ({prefixes: [...PREFIXES, 'feedback.']}), resourceQuery: '?page-strings&only=feedback.'};
    const code = loaderModule.call(withFeedback, JSON.stringify(all));
    const run = new Function(`return ${code.slice('export default '.length)}`) as () => Messages;
    assert.deepEqual(run(), {'feedback.yes': 'Yes', 'feedback.no': 'No'});
  });

  it('every copy of the shared module gives the same object, the one register.ts adds to', () => {
    const scope: Record<symbol, unknown> = {};
    const first = runLoader({'theme.a': 'A'}, '', scope);
    const copy = runLoader({'theme.a': 'A'}, '', scope);
    assert.equal(copy, first);
    assert.equal(scope[Symbol.for(loaderModule.SHARED_KEY)], first);
    const register = readFileSync(new URL('../plugins/page-strings/register.ts', import.meta.url), 'utf8');
    assert.ok(register.includes(`Symbol.for('${loaderModule.SHARED_KEY}')`), 'register.ts uses the same key');
  });

  it('moves most of the English code translations out of main.js, and none of the theme strings', () => {
    const ids = Object.keys(enCode);
    const moved = ids.filter((id) => isPageString(id, PREFIXES));
    assert.ok(moved.length > ids.length / 2, `${moved.length} of ${ids.length} ids are marketing strings`);
    assert.deepEqual(moved.filter((id) => id.startsWith('theme.') || id.startsWith('docs.') || id.startsWith('search.')), []);
  });
});

describe('tslib helpers', () => {
  const helpers = require('../plugins/tslib-helpers/helpers.js') as {__importDefault: (mod: unknown) => {default: unknown}};
  const real = require('tslib') as {__importDefault: (mod: unknown) => {default: unknown}};

  it('replaces tslib only for @docusaurus/utils-common', () => {
    assert.equal(usesLocalHelpers({request: 'tslib', contextInfo: {issuer: '/site/node_modules/@docusaurus/utils-common/lib/index.js'}}), true);
    assert.equal(usesLocalHelpers({request: 'tslib', contextInfo: {issuer: '/site/node_modules/some-lib/index.js'}}), false);
    assert.equal(usesLocalHelpers({request: 'tslib/modules/index.js', contextInfo: {issuer: '/site/node_modules/@docusaurus/utils-common/lib/index.js'}}), false);
    assert.equal(usesLocalHelpers({request: 'tslib'}), false);
  });

  it('__importDefault behaves as tslib’s for ES module namespaces, CommonJS values and nullish ones', () => {
    const esm = {__esModule: true, default: () => 'x'};
    const cjs = () => 'y';
    for (const mod of [esm, cjs, {a: 1}, null, undefined]) {
      assert.deepEqual(helpers.__importDefault(mod), real.__importDefault(mod));
    }
    assert.equal(helpers.__importDefault(esm), esm);
  });
});

describe('route registry without module paths', () => {
  const {emptyModulePaths} = require('../plugins/lean-registry/loader.js') as {emptyModulePaths: (source: string) => string};
  // The shape Docusaurus 3.10 writes to .docusaurus/registry.js.
  const REGISTRY = [
    'export default {',
    '  "0045874d": [() => import(/* webpackChunkName: "0045874d" */ "@site/docs/server/sap-hana.md"), "@site/docs/server/sap-hana.md", require.resolveWeak("@site/docs/server/sap-hana.md")],',
    '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
    '  "a\\"b": [() => import(/* webpackChunkName: "ab" */ "@site/docs/a\\"b.md"), "@site/docs/a\\"b.md", require.resolveWeak("@site/docs/a\\"b.md")],',
    '};',
  ].join('\n');

  it('empties the middle element of every entry and keeps the import and the weak require', () => {
    const lean = emptyModulePaths(REGISTRY);
    assert.equal(lean.match(/, "", require\.resolveWeak\(/g)?.length, 3);
    assert.ok(lean.includes('import(/* webpackChunkName: "0045874d" */ "@site/docs/server/sap-hana.md")'));
    assert.ok(lean.includes('require.resolveWeak("@theme/DocItem")'));
    assert.ok(lean.includes('require.resolveWeak("@site/docs/a\\"b.md")'), 'escaped quotes stay intact');
    assert.equal(lean.split('\n').length, REGISTRY.split('\n').length);
  });

  it('changes nothing in a source without registry entries', () => {
    const other = 'export default {"x": ["a", "b", "c"]};';
    assert.equal(emptyModulePaths(other), other);
  });
});
