/**
 * After `docusaurus build`: round the search indexes' weights (lib/search-index-weights.ts), write
 * Brotli and gzip twins of every compressible file, and collect
 * the hashes of the inline scripts for the Content-Security-Policy. Usage: tsx scripts/postbuild.ts [build]
 *
 * - levels per file type: scripts/lib/compress/levels.ts (chosen by measurement, see there);
 * - in parallel: one worker thread per core (`POSTBUILD_THREADS=n` to change), largest files first;
 * - skips work already done: twins newer than their file are kept, and a file whose content and
 *   levels were compressed by an earlier build is copied from `node_modules/.cache/precompressed`
 *   (hashed assets and search indexes are the same from build to build until their content changes);
 * - prints its progress, and per file type the bytes Brotli saved and the seconds it took.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {COMPRESSIBLE, CSP_FILE, MIN_COMPRESS_BYTES} from './lib/serving.ts';
import {cspHash, inlineScripts} from './lib/inline-scripts.ts';
import {levelsOf} from './lib/compress/levels.ts';
import {compressAll, threadCount, type Job} from './lib/compress/pool.ts';
import {roundIndexWeightsIn, WEIGHT_DIGITS} from './lib/search-index-weights.ts';

const root = path.resolve(process.argv[2] ?? 'build');
const cacheDir = path.resolve(process.env.POSTBUILD_CACHE ?? path.join('node_modules', '.cache', 'precompressed'));
const useCache = process.env.POSTBUILD_CACHE !== 'off';
const CACHE_DAYS = 14;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

type TypeFigures = {files: number; raw: number; br: number; seconds: number; reused: number};
const byType = new Map<string, TypeFigures>();
const figuresOf = (ext: string) => {
  let f = byType.get(ext);
  if (!f) byType.set(ext, (f = {files: 0, raw: 0, br: 0, seconds: 0, reused: 0}));
  return f;
};
const upToDate = (file: string, mtimeMs: number) =>
  ['.br', '.gz'].every((suffix) => {
    try {
      return fs.statSync(file + suffix).mtimeMs >= mtimeMs;
    } catch {
      return false;
    }
  });

async function main(): Promise<void> {
  const started = Date.now();
  // Before compression: the search indexes' weights to three significant digits (see there).
  const rounded = roundIndexWeightsIn(root);
  console.log(
    `postbuild: ${rounded.files} search indexes, weights to ${WEIGHT_DIGITS} significant digits: ` +
      `${(rounded.bytesBefore / 1e6).toFixed(1)} MB -> ${(rounded.bytesAfter / 1e6).toFixed(1)} MB`,
  );
  const hashes = new Set<string>();
  const jobs: Job[] = [];
  if (useCache) fs.mkdirSync(cacheDir, {recursive: true});
  for (const file of [...files(root)]) {
    const ext = path.extname(file);
    if (!COMPRESSIBLE.includes(ext)) continue;
    const stat = fs.statSync(file);
    const body = ext === '.html' || (useCache && stat.size >= MIN_COMPRESS_BYTES) ? fs.readFileSync(file) : undefined;
    if (ext === '.html') for (const script of inlineScripts(body!.toString('utf8'))) hashes.add(cspHash(script));
    if (stat.size < MIN_COMPRESS_BYTES) continue;
    const levels = levelsOf(ext);
    const figures = figuresOf(ext);
    if (upToDate(file, stat.mtimeMs)) {
      figures.files += 1;
      figures.reused += 1;
      figures.raw += stat.size;
      figures.br += fs.statSync(`${file}.br`).size;
      continue;
    }
    let cache: string | undefined;
    if (useCache) {
      cache = path.join(cacheDir, `${createHash('sha256').update(body!).digest('hex')}-b${levels.brotli}g${levels.gzip}`);
      if (fs.existsSync(`${cache}.br`) && fs.existsSync(`${cache}.gz`)) {
        fs.copyFileSync(`${cache}.br`, `${file}.br`);
        fs.copyFileSync(`${cache}.gz`, `${file}.gz`);
        const now = new Date();
        fs.utimesSync(`${cache}.br`, now, now);
        figures.files += 1;
        figures.reused += 1;
        figures.raw += stat.size;
        figures.br += fs.statSync(`${cache}.br`).size;
        continue;
      }
    }
    jobs.push({file, size: stat.size, cache, ...levels});
  }

  const threads = threadCount();
  const totalBytes = jobs.reduce((sum, job) => sum + job.size, 0);
  console.log(
    `postbuild: compressing ${jobs.length} files (${(totalBytes / 1e6).toFixed(1)} MB) on ${threads} threads; ` +
      `${[...byType.values()].reduce((s, f) => s + f.reused, 0)} unchanged files reused`,
  );
  let doneFiles = 0;
  let doneBytes = 0;
  const cpuBefore = process.cpuUsage();
  // Progress every 5 s, also while the few big files (the search indexes) hold both threads.
  const progress = setInterval(() => {
    console.log(`postbuild: ${doneFiles}/${jobs.length} files, ${(doneBytes / 1e6).toFixed(1)}/${(totalBytes / 1e6).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }, 5000);
  await compressAll(jobs, threads, (done) => {
    const figures = figuresOf(path.extname(done.file));
    figures.files += 1;
    figures.raw += done.raw;
    figures.br += done.br;
    figures.seconds += done.brSeconds;
    doneFiles += 1;
    doneBytes += done.raw;
  }).finally(() => clearInterval(progress));
  // CPU time of every thread of this process: the load-independent cost (wall time per file,
  // below, also counts the time a thread waited for a core).
  const cpu = process.cpuUsage(cpuBefore);

  if (useCache) {
    // Entries no build has used for two weeks go.
    const old = Date.now() - CACHE_DAYS * 86_400_000;
    for (const name of fs.readdirSync(cacheDir)) {
      if (!name.endsWith('.br')) continue;
      const file = path.join(cacheDir, name);
      if (fs.statSync(file).mtimeMs < old) {
        fs.rmSync(file, {force: true});
        fs.rmSync(file.replace(/\.br$/, '.gz'), {force: true});
      }
    }
  }

  const sorted = [...hashes].sort();
  fs.writeFileSync(path.join(root, CSP_FILE), `${JSON.stringify({scriptHashes: sorted}, null, 2)}\n`);
  const lines = [...byType.entries()]
    .sort(([, a], [, b]) => b.raw - a.raw)
    .map(([ext, f]) => {
      const level = levelsOf(ext).brotli;
      return `  ${ext.padEnd(12)} ${String(f.files).padStart(5)} files ${(f.raw / 1e6).toFixed(1).padStart(6)} MB -> ${(f.br / 1e6).toFixed(2).padStart(6)} MB Brotli ${level} (saved ${((f.raw - f.br) / 1e6).toFixed(1)} MB) in ${f.seconds.toFixed(1)} s of thread time, ${f.reused} reused`;
    });
  const raw = [...byType.values()].reduce((s, f) => s + f.raw, 0);
  const br = [...byType.values()].reduce((s, f) => s + f.br, 0);
  console.log(
    `postbuild: ${[...byType.values()].reduce((s, f) => s + f.files, 0)} files precompressed (${(raw / 1e6).toFixed(1)} MB -> ${(br / 1e6).toFixed(1)} MB Brotli) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} CPU-s), ${sorted.length} inline-script hashes in ${CSP_FILE}\n${lines.join('\n')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
