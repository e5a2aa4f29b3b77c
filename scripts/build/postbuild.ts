/**
 * After `docusaurus build`: round the search indexes' weights (lib/search-index-weights.ts), write
 * Brotli and gzip twins of every compressible file, and collect
 * the hashes of the inline scripts for the Content-Security-Policy.
 *
 * Usage: tsx scripts/build/postbuild.ts [build] [--except <dir>]... [--only <dir>]... [--partial] [--nice <n>]
 * - `--except en`: leave out the folder `build/en` (scripts/build/build.ts compresses the default
 *   locale's output this way while the other locales are still being built into their folders);
 * - `--only en`: compress the files of `build/en` only (the CSP hashes still come from every page);
 * - `--partial`: compress only; no CSP file and no cache pruning (a later full run does both);
 * - `--nice 19`: lower this process's priority first, so that the build beside it keeps the cores
 *   it wants (its worker threads inherit the priority).
 *
 * - levels per file type: scripts/build/compress/levels.ts (chosen by measurement, see there);
 * - in parallel: one worker thread per core (`POSTBUILD_THREADS=n` to change), largest files first;
 * - skips work already done: twins newer than their file are kept, and a file whose content and
 *   levels were compressed by an earlier build is copied from `node_modules/.cache/precompressed`
 *   (hashed assets and search indexes are the same from build to build until their content changes);
 * - prints its progress, and per file type the bytes Brotli saved and the seconds it took.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {COMPRESSIBLE, CSP_FILE, MIN_COMPRESS_BYTES} from '../serve/serving.ts';
import {cspHash, inlineScripts} from './inline-scripts.ts';
import {LEVELS, levelsOf, typeOf} from './compress/levels.ts';
import {compressAll, threadCount, type Job} from './compress/pool.ts';
import {roundIndexWeightsIn, WEIGHT_DIGITS} from './search-index-weights.ts';

const {values: options, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    except: {type: 'string', multiple: true, default: []},
    only: {type: 'string', multiple: true, default: []},
    partial: {type: 'boolean', default: false},
    nice: {type: 'string'},
  },
});
const root = path.resolve(positionals[0] ?? 'build');
const except = new Set(options.except.map((dir) => path.resolve(root, dir)));
const only = options.only.map((dir) => path.resolve(root, dir) + path.sep);
const inScope = (file: string) => only.length === 0 || only.some((dir) => file.startsWith(dir));
if (options.nice !== undefined) os.setPriority(Number(options.nice));
const cacheDir = path.resolve(process.env.POSTBUILD_CACHE ?? path.join('node_modules', '.cache', 'precompressed'));
const useCache = process.env.POSTBUILD_CACHE !== 'off';
const CACHE_DAYS = 14;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!except.has(full)) yield* files(full);
    } else yield full;
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
  // Indexes whose twins are newer were rounded before an earlier run compressed them.
  const rounded = roundIndexWeightsIn(root, (file) => except.has(path.dirname(file)) || !inScope(file) || upToDate(file, fs.statSync(file).mtimeMs));
  console.log(
    `postbuild: ${rounded.files} search indexes, weights to ${WEIGHT_DIGITS} significant digits: ` +
      `${(rounded.bytesBefore / 1e6).toFixed(1)} MB -> ${(rounded.bytesAfter / 1e6).toFixed(1)} MB`,
  );
  const hashes = new Set<string>();
  const pages: string[] = [];
  const jobs: Job[] = [];
  if (useCache) fs.mkdirSync(cacheDir, {recursive: true});
  for (const file of [...files(root)]) {
    const ext = path.extname(file);
    if (!COMPRESSIBLE.includes(ext)) continue;
    if (ext === '.html' && !options.partial) pages.push(file);
    if (!inScope(file)) continue;
    const stat = fs.statSync(file);
    if (stat.size < MIN_COMPRESS_BYTES) continue;
    const levels = levelsOf(file);
    const figures = figuresOf(typeOf(file));
    if (upToDate(file, stat.mtimeMs)) {
      figures.files += 1;
      figures.reused += 1;
      figures.raw += stat.size;
      figures.br += fs.statSync(`${file}.br`).size;
      continue;
    }
    let cache: string | undefined;
    if (useCache) {
      cache = path.join(cacheDir, `${createHash('sha256').update(fs.readFileSync(file)).digest('hex')}-b${levels.brotli}g${levels.gzip}`);
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
      `${[...byType.values()].reduce((s, f) => s + f.reused, 0)} unchanged files reused (ready after ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  let doneFiles = 0;
  let doneBytes = 0;
  const cpuBefore = process.cpuUsage();
  // Progress every 5 s, also while the few big files (the search indexes) hold both threads.
  const progress = setInterval(() => {
    console.log(`postbuild: ${doneFiles}/${jobs.length} files, ${(doneBytes / 1e6).toFixed(1)}/${(totalBytes / 1e6).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }, 5000);
  const compressing = compressAll(jobs, threads, (done) => {
    const figures = figuresOf(typeOf(done.file));
    figures.files += 1;
    figures.raw += done.raw;
    figures.br += done.br;
    figures.seconds += done.brSeconds;
    doneFiles += 1;
    doneBytes += done.raw;
  }).finally(() => clearInterval(progress));
  // The CSP hashes while the threads compress: one page at a time, so that the threads' messages
  // (and their next jobs) are never kept waiting.
  for (const page of pages) for (const script of inlineScripts(await fs.promises.readFile(page, 'utf8'))) hashes.add(cspHash(script));
  await compressing;
  // CPU time of every thread of this process: the load-independent cost (wall time per file,
  // below, also counts the time a thread waited for a core).
  const cpu = process.cpuUsage(cpuBefore);

  if (useCache && !options.partial) {
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
  if (!options.partial) fs.writeFileSync(path.join(root, CSP_FILE), `${JSON.stringify({scriptHashes: sorted}, null, 2)}\n`);
  const lines = [...byType.entries()]
    .sort(([, a], [, b]) => b.raw - a.raw)
    .map(([ext, f]) => {
      const level = LEVELS[ext]!.brotli;
      return `  ${ext.padEnd(12)} ${String(f.files).padStart(5)} files ${(f.raw / 1e6).toFixed(1).padStart(6)} MB -> ${(f.br / 1e6).toFixed(2).padStart(6)} MB Brotli ${level} (saved ${((f.raw - f.br) / 1e6).toFixed(1)} MB) in ${f.seconds.toFixed(1)} s of thread time, ${f.reused} reused`;
    });
  const raw = [...byType.values()].reduce((s, f) => s + f.raw, 0);
  const br = [...byType.values()].reduce((s, f) => s + f.br, 0);
  console.log(
    `postbuild: ${[...byType.values()].reduce((s, f) => s + f.files, 0)} files precompressed (${(raw / 1e6).toFixed(1)} MB -> ${(br / 1e6).toFixed(1)} MB Brotli) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} CPU-s), ` +
      `${options.partial ? `no ${CSP_FILE} (partial run)` : `${sorted.length} inline-script hashes in ${CSP_FILE}`}\n${lines.join('\n')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
