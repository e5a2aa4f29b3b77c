/**
 * After `docusaurus build`: write Brotli and gzip twins of every compressible file, and collect
 * the hashes of the inline scripts for the Content-Security-Policy. Usage: tsx scripts/postbuild.ts [build]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {COMPRESSIBLE, CSP_FILE, MIN_COMPRESS_BYTES} from './lib/serving.ts';
import {cspHash, inlineScripts} from './lib/inline-scripts.ts';

const root = path.resolve(process.argv[2] ?? 'build');

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const hashes = new Set<string>();
let compressed = 0;
let rawBytes = 0;
let brBytes = 0;
for (const file of [...files(root)]) {
  const ext = path.extname(file);
  if (!COMPRESSIBLE.includes(ext)) continue;
  const body = fs.readFileSync(file);
  if (ext === '.html') for (const script of inlineScripts(body.toString('utf8'))) hashes.add(cspHash(script));
  if (body.length < MIN_COMPRESS_BYTES) continue;
  const br = zlib.brotliCompressSync(body, {
    params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length},
  });
  const gz = zlib.gzipSync(body, {level: 9});
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  compressed += 1;
  rawBytes += body.length;
  brBytes += br.length;
}
const sorted = [...hashes].sort();
fs.writeFileSync(path.join(root, CSP_FILE), `${JSON.stringify({scriptHashes: sorted}, null, 2)}\n`);
console.log(
  `postbuild: ${compressed} files precompressed (${(rawBytes / 1e6).toFixed(1)} MB -> ${(brBytes / 1e6).toFixed(1)} MB Brotli), ` +
    `${sorted.length} inline-script hashes in ${CSP_FILE}`,
);
