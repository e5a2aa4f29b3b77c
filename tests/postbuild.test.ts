/** scripts/postbuild.ts: twins that decompress to the file, the CSP hashes, and the reuse of earlier work. */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import zlib from 'node:zlib';
import {cspHash} from '../scripts/lib/inline-scripts.ts';
import {LEVELS, levelsOf} from '../scripts/lib/compress/levels.ts';
import {COMPRESSIBLE} from '../scripts/lib/serving.ts';

const repo = path.resolve(__dirname, '..');

function postbuild(root: string, cache: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts', 'postbuild.ts'), root], {
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

  it('has levels for every compressible type: Brotli 11 for first-load code, 10 for the search indexes', () => {
    for (const ext of COMPRESSIBLE) assert.ok(levelsOf(ext), ext);
    assert.equal(LEVELS['.js']!.brotli, 11);
    assert.equal(LEVELS['.css']!.brotli, 11);
    // The indexes fit their budgets at 10 only with rounded weights (e2e/budgets.spec.ts checks the bytes).
    assert.equal(LEVELS['.json']!.brotli, 10);
    assert.throws(() => levelsOf('.png'), /No compression levels for \.png/);
  });
});
