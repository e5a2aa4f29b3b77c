/** plugins/shared/browserBundle.ts: what our bundle plugins give the browser and the server build. */
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {browserLoaderPlugin, browserReplacementPlugin, loaderVersion} from '../plugins/shared/browserBundle.ts';

type Configure = (config: {mode: string}, isServer: boolean, utils: unknown) => Record<string, unknown>;
type Rule = {test: RegExp; include?: string[]; type?: string; use: {loader: string; options: Record<string, unknown>}[]};

class FakeReplacement {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: unknown,
  ) {}
}
const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: FakeReplacement}}};

function loaderFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'loader-')), 'loader.js');
  writeFileSync(file, text);
  return file;
}

describe('browserLoaderPlugin', () => {
  it('adds one rule to the browser build and nothing to the server build', () => {
    const file = loaderFile('module.exports = (s) => s;');
    const plugin = browserLoaderPlugin('x', file, {test: /a\.js$/, include: ['/gen'], type: 'javascript/auto', options: {prefixes: ['home.']}});
    const configure = plugin.configureWebpack as unknown as Configure;
    assert.deepEqual(configure({mode: 'production'}, true, utils), {});
    const {module} = configure({mode: 'production'}, false, utils) as {module: {rules: Rule[]}};
    assert.equal(module.rules.length, 1);
    const [rule] = module.rules;
    assert.deepEqual(rule.include, ['/gen']);
    assert.equal(rule.type, 'javascript/auto');
    assert.equal(rule.use[0].loader, file);
    assert.deepEqual(rule.use[0].options, {prefixes: ['home.'], version: loaderVersion(file)});
  });

  it('leaves include and type out when the rule has none', () => {
    const plugin = browserLoaderPlugin('x', loaderFile('1'), {test: /b\.js$/});
    const {module} = (plugin.configureWebpack as unknown as Configure)({mode: 'production'}, false, utils) as {module: {rules: Rule[]}};
    assert.deepEqual(Object.keys(module.rules[0]).sort(), ['test', 'use']);
  });

  it("changes the loader's version when its source changes, so the persistent cache is invalidated", () => {
    const a = loaderFile('module.exports = (s) => s;');
    const b = loaderFile('module.exports = (s) => s + "";');
    const c = loaderFile('module.exports = (s) => s;');
    assert.notEqual(loaderVersion(a), loaderVersion(b));
    assert.equal(loaderVersion(a), loaderVersion(c));
    assert.match(loaderVersion(a), /^[0-9a-f]{16}$/);
  });
});

describe('browserReplacementPlugin', () => {
  it('replaces in the browser build only', () => {
    const configure = browserReplacementPlugin('y', /^tslib$/, '/h.js').configureWebpack as unknown as Configure;
    assert.deepEqual(configure({mode: 'production'}, true, utils), {});
    const {plugins} = configure({mode: 'development'}, false, utils) as {plugins: FakeReplacement[]};
    assert.equal(plugins.length, 1);
    assert.deepEqual([plugins[0].pattern, plugins[0].replacement], [/^tslib$/, '/h.js']);
  });

  it('with productionOnly, leaves the development build alone', () => {
    const configure = browserReplacementPlugin('z', /entry/, '/e.ts', {productionOnly: true}).configureWebpack as unknown as Configure;
    assert.deepEqual(configure({mode: 'development'}, false, utils), {});
    assert.equal((configure({mode: 'production'}, false, utils) as {plugins: unknown[]}).plugins.length, 1);
  });
});
