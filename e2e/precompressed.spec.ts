/**
 * The build's precompressed twins (scripts/build/postbuild.ts, run by scripts/build/build.ts partly while
 * Docusaurus builds): every compressible file of at least 1 KB in every locale has a Brotli and a
 * gzip twin, written after the file and decompressing to it. A
 * file no run claimed would be served uncompressed (nginx compresses nothing on the fly).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import zlib from 'node:zlib';
import {COMPRESSIBLE, MIN_COMPRESS_BYTES} from '../scripts/serve/serving.ts';

const BUILD = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const compressible = [...files(BUILD)].filter((f) => COMPRESSIBLE.includes(path.extname(f)) && fs.statSync(f).size >= MIN_COMPRESS_BYTES);

describe('precompressed twins', () => {
  it('covers both locales and each kind of file', () => {
    const relative = compressible.map((f) => path.relative(BUILD, f));
    for (const sample of [/^index\.html$/, /^en\/index\.html$/, /^assets\/js\/main\.[0-9a-f]+\.js$/, /^en\/assets\/js\/main\.[0-9a-f]+\.js$/, /^search-index-[0-9a-f]{8}\.json$/, /^en\/search-index-[0-9a-f]{8}\.json$/]) {
      assert.ok(relative.some((f) => sample.test(f)), `no file like ${sample} in the build`);
    }
  });

  it('gives every compressible file of 1 KB or more a Brotli and a gzip twin, newer than the file', () => {
    const missing = compressible.filter((f) => !['.br', '.gz'].every((s) => fs.existsSync(f + s) && fs.statSync(f + s).mtimeMs >= fs.statSync(f).mtimeMs));
    assert.deepEqual(missing.map((f) => path.relative(BUILD, f)).slice(0, 20), [], `${missing.length} of ${compressible.length} files without up-to-date twins`);
  });

  it('writes twins that decompress to the file: one page, one script and one search index of each locale', () => {
    const picks = [/^index\.html$/, /^en\/docs\/ai\/index\.html$/, /^assets\/js\/main\.[0-9a-f]+\.js$/, /^en\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/, /^search-index-docs-ai-[0-9a-f]{8}\.json$/, /^en\/search-index-[0-9a-f]{8}\.json$/];
    for (const pick of picks) {
      const file = compressible.find((f) => pick.test(path.relative(BUILD, f)));
      assert.ok(file, `no file like ${pick}`);
      const body = fs.readFileSync(file);
      assert.ok(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(body), `${file}.br`);
      assert.ok(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(body), `${file}.gz`);
    }
  });
});
