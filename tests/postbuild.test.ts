/** scripts/build/postbuild.ts: twins that decompress to the file, the CSP hashes, and the reuse of earlier work. */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import zlib from 'node:zlib';
import {cspHash} from '../scripts/build/inline-scripts.ts';
import {levelsOf, typeOf} from '../scripts/build/compress/levels.ts';
import {COMPRESSIBLE} from '../scripts/serve/serving.ts';

const repo = path.resolve(__dirname, '..');

function postbuild(root: string, cache: string, args: string[] = []): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts', 'build', 'postbuild.ts'), root, ...args], {
    cwd: repo,
    env: {...process.env, POSTBUILD_CACHE: cache, POSTBUILD_THREADS: '2'},
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

describe('postbuild', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postbuild-test-'));
  const root = path.join(dir, 'build');
  const cache = path.join(dir, 'cache');
  const script = 'window.x=1;';
  const html = `<!doctype html><html><body>${'<p>text</p>'.repeat(300)}<script>${script}</script></body></html>`;
  const js = `console.log(${JSON.stringify('a'.repeat(4000))});`;
  fs.mkdirSync(path.join(root, 'assets'), {recursive: true});
  fs.writeFileSync(path.join(root, 'index.html'), html);
  fs.writeFileSync(path.join(root, 'assets', 'main.js'), js);
  fs.writeFileSync(path.join(root, 'small.css'), 'a{}');
  after(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('writes Brotli and gzip twins that decompress to the file, skips tiny files, records inline-script hashes', () => {
    const out = postbuild(root, cache);
    assert.match(out, /compressing 2 files/);
    for (const [file, body] of [['index.html', html], ['assets/main.js', js]] as const) {
      assert.equal(zlib.brotliDecompressSync(fs.readFileSync(path.join(root, `${file}.br`))).toString(), body);
      assert.equal(zlib.gunzipSync(fs.readFileSync(path.join(root, `${file}.gz`))).toString(), body);
    }
    assert.equal(fs.existsSync(path.join(root, 'small.css.br')), false);
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(root, 'csp-hashes.json'), 'utf8')).scriptHashes, [cspHash(script)]);
  });

  it('reuses twins that are up to date, then the cache for unchanged content, and recompresses a changed file', () => {
    assert.match(postbuild(root, cache), /compressing 0 files .* 2 unchanged files reused/);
    // A fresh build of the same content: no twins, same bytes -> copied from the cache.
    for (const file of ['index.html', 'assets/main.js']) for (const s of ['.br', '.gz']) fs.rmSync(path.join(root, file + s));
    assert.match(postbuild(root, cache), /compressing 0 files .* 2 unchanged files reused/);
    assert.ok(fs.existsSync(path.join(root, 'index.html.br')));
    fs.writeFileSync(path.join(root, 'assets', 'main.js'), `${js}\n// changed`);
    assert.match(postbuild(root, cache), /compressing 1 files .* 1 unchanged files reused/);
    assert.match(zlib.brotliDecompressSync(fs.readFileSync(path.join(root, 'assets', 'main.js.br'))).toString(), /changed$/);
  });

  it('compresses only the folders --only names, leaves out those --except names, and writes no CSP file with --partial', () => {
    const part = path.join(dir, 'partial');
    const page = (name: string) => `<!doctype html><html><body>${'<p>words</p>'.repeat(200)}<script>${name}()</script></body></html>`;
    for (const [file, body] of [
      ['index.html', page('root')],
      ['assets/app.js', js],
      ['en/index.html', page('en')],
      ['en/assets/app.js', `${js}//en`],
    ] as const) {
      fs.mkdirSync(path.dirname(path.join(part, file)), {recursive: true});
      fs.writeFileSync(path.join(part, file), body);
    }
    const twins = () => ['index.html', 'assets/app.js', 'en/index.html', 'en/assets/app.js'].filter((f) => fs.existsSync(path.join(part, `${f}.br`)));
    // While the build goes on: the default locale's bundle, then its folder but the others'.
    assert.match(postbuild(part, 'off', ['--only', 'assets', '--partial', '--nice', '19']), /compressing 1 files/);
    assert.deepEqual(twins(), ['assets/app.js']);
    assert.match(postbuild(part, 'off', ['--except', 'en', '--except', 'assets', '--partial']), /compressing 1 files .*no csp-hashes\.json/s);
    assert.deepEqual(twins(), ['index.html', 'assets/app.js']);
    assert.equal(fs.existsSync(path.join(part, 'csp-hashes.json')), false);
    // After the build: the other locale only, and the CSP hashes of every page.
    assert.match(postbuild(part, 'off', ['--only', 'en']), /compressing 2 files/);
    assert.deepEqual(twins(), ['index.html', 'assets/app.js', 'en/index.html', 'en/assets/app.js']);
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(part, 'csp-hashes.json'), 'utf8')).scriptHashes, [cspHash('en()'), cspHash('root()')].sort());
  });

  it('has levels for every compressible type: Brotli 11 for what every first load fetches, 10 for route scripts and the search indexes', () => {
    for (const ext of COMPRESSIBLE) assert.ok(levelsOf(`build/file${ext}`), ext);
    assert.equal(levelsOf('build/assets/js/main.35a1330b.js').brotli, 11);
    assert.equal(levelsOf('build/en/assets/js/runtime~main.0c7d2f1e.js').brotli, 11);
    assert.equal(levelsOf('build/assets/css/styles.1a2b3c4d.css').brotli, 11);
    assert.equal(levelsOf('build/assets/js/0058b4c6.0b84ccc0.js').brotli, 10);
    assert.equal(levelsOf('build/assets/js/main-docs.0b84ccc0.js').brotli, 10);
    assert.equal(typeOf('build/assets/js/main.35a1330b.js'), 'entry .js');
    // The indexes fit their budgets at 10 only with rounded weights (e2e/budgets.spec.ts checks the bytes).
    assert.equal(levelsOf('build/search-index-736dc56e.json').brotli, 10);
    assert.throws(() => levelsOf('build/img/logo.png'), /No compression levels for \.png/);
  });
});
