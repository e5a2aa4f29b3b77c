/** scripts/build/build-overlap.ts and plugins/build-signals: which postbuild runs overlap `docusaurus build`, on what. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import pluginBuildSignals, {SIGNAL_VARIABLE} from '../plugins/build-signals/index.ts';
import {
  assetsFolder,
  assetsRunArgs,
  CLIENT_DONE_LINE,
  defaultLocaleRunArgs,
  DONE_LINE,
  finalRunArgs,
  overlapPlan,
} from '../scripts/build/build-overlap.ts';
import type {LoadContext} from '@docusaurus/types';

const folders = {'zh-Hans': '', en: 'en'};

describe('build overlap plan', () => {
  it('overlaps a build of every locale, not one that picks locales, has one locale or is switched off', () => {
    assert.deepEqual(overlapPlan([], folders), {overlap: true, outDir: 'build', others: ['en']});
    assert.deepEqual(overlapPlan(['--out-dir', 'out'], folders), {overlap: true, outDir: 'out', others: ['en']});
    assert.equal(overlapPlan(['--locale', 'en'], folders).overlap, false);
    assert.equal(overlapPlan(['--locale=zh-Hans'], folders).overlap, false);
    assert.equal(overlapPlan([], {'zh-Hans': ''}).overlap, false);
    assert.equal(overlapPlan([], folders, false).overlap, false);
  });

  it('recognises the lines it waits for, with or without colours', () => {
    assert.ok(DONE_LINE.test('[SUCCESS] Generated static files in "build".'));
    assert.ok(DONE_LINE.test('\u001b[32m[SUCCESS]\u001b[39m Generated static files in \u001b[36m"build/en"\u001b[39m.'));
    assert.equal(DONE_LINE.test('[INFO] [en] Creating an optimized production build...'), false);
    assert.equal(CLIENT_DONE_LINE.exec('[build-signals] browser bundle written to "build/en"')?.[1], 'build/en');
    assert.equal(CLIENT_DONE_LINE.exec('[build-signals] browser bundle written to build/en'), null);
  });

  it('claims each locale’s assets, then the default locale’s folder, and leaves the rest to the final run', () => {
    const plan = overlapPlan([], folders);
    assert.equal(assetsFolder(plan, 'build'), 'assets');
    assert.equal(assetsFolder(plan, 'build/en'), 'en/assets');
    assert.deepEqual(assetsRunArgs('assets'), ['--only', 'assets', '--partial', '--nice', '19']);
    assert.deepEqual(defaultLocaleRunArgs(plan, {assets: ['assets'], defaultLocale: false}), ['--except', 'en', '--except', 'assets', '--partial', '--nice', '19']);
    // Every claim made: the final run takes the other locale but its assets.
    assert.deepEqual(finalRunArgs(plan, {assets: ['assets', 'en/assets'], defaultLocale: true}), ['--only', 'en', '--except', 'en/assets']);
    // The default locale never reported done: the final run takes everything unclaimed.
    assert.deepEqual(finalRunArgs(plan, {assets: ['assets', 'en/assets'], defaultLocale: false}), ['--except', 'assets', '--except', 'en/assets']);
    // No signal from plugins/build-signals: the default locale's run takes its assets too.
    assert.deepEqual(defaultLocaleRunArgs(plan, {assets: [], defaultLocale: false}), ['--except', 'en', '--partial', '--nice', '19']);
    assert.deepEqual(finalRunArgs(plan, {assets: [], defaultLocale: true}), ['--only', 'en']);
  });
});

describe('build signals plugin', () => {
  type Hooked = {plugins: Array<{apply(compiler: unknown): void}>};
  const configure = (isServer: boolean) =>
    pluginBuildSignals({outDir: `${process.cwd()}/build/en`} as LoadContext).configureWebpack!({} as never, isServer, {} as never, {} as never) as Hooked | Record<string, never>;

  it('prints the locale’s folder when the browser bundle is done without errors, only when scripts/build/build.ts asks', () => {
    const before = process.env[SIGNAL_VARIABLE];
    try {
      delete process.env[SIGNAL_VARIABLE];
      assert.deepEqual(configure(false), {});
      process.env[SIGNAL_VARIABLE] = '1';
      assert.deepEqual(configure(true), {});
      const {plugins} = configure(false) as Hooked;
      let done: ((stats: {hasErrors(): boolean}) => void) | undefined;
      plugins[0]!.apply({hooks: {done: {tap: (_name: string, callback: typeof done) => (done = callback)}}});
      const printed: string[] = [];
      const log = console.log;
      console.log = (line: string) => printed.push(line);
      try {
        done!({hasErrors: () => true});
        done!({hasErrors: () => false});
      } finally {
        console.log = log;
      }
      assert.deepEqual(printed, ['[build-signals] browser bundle written to "build/en"']);
      assert.equal(CLIENT_DONE_LINE.exec(printed[0]!)?.[1], 'build/en');
    } finally {
      if (before === undefined) delete process.env[SIGNAL_VARIABLE];
      else process.env[SIGNAL_VARIABLE] = before;
    }
  });
});
