/**
 * A timed cold build: clears the caches, runs `docusaurus build` for both locales and samples the
 * resident memory of the whole process tree every 200 ms to report its peak.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type BuildRun = {
  seconds: number;
  peakMb: number;
  /** `npm run build` from the same cold start: its total, and the part after Docusaurus exited. */
  npmBuildSeconds?: number;
  npmBuildTailSeconds?: number;
};

/** Sum of VmRSS (KiB) over `pid` and all its descendants, read from /proc. */
export function treeRssKb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // the process ended while we read
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) total += Number(m[1]);
    } catch {
      // gone
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/**
 * Everything a build could reuse: its output, the generated files, and the bundler caches, which
 * live under the site's `node_modules/.cache` and, for webpack, under the working directory's
 * (the stock site has no node_modules of its own, so its webpack cache lands in the repo's).
 */
export function clearCaches(siteDir: string, outDir: string, cwd: string = process.cwd()): void {
  for (const dir of [outDir, path.join(siteDir, '.docusaurus'), path.join(siteDir, 'node_modules', '.cache'), path.join(cwd, 'node_modules', '.cache')]) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Run one cold build of `siteDir` into `outDir` with the repo's Docusaurus. */
export async function timedBuild(options: {
  repo: string;
  siteDir: string;
  outDir: string;
  env?: Record<string, string>;
  /** More arguments for `docusaurus build` (`['--locale', 'en']`). */
  args?: string[];
}): Promise<BuildRun> {
  clearCaches(options.siteDir, options.outDir, options.repo);
  const bin = path.join(options.repo, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [bin, 'build', options.siteDir, '--out-dir', options.outDir, ...(options.args ?? [])], {
    cwd: options.repo,
    env: {...process.env, ...options.env},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRssKb(child.pid));
  }, 200);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) throw new Error(`Build of ${options.siteDir} failed (exit ${code}):\n${stderr}`);
  return {seconds, peakMb: peak / 1024};
}

/**
 * `scripts/build/postbuild.ts` on a fresh build folder, without the compression cache: what it costs on
 * a fresh clone (`npm run build` = `docusaurus build` + this).
 */
export function timedPostbuild(repo: string, outDir: string): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts', 'build', 'postbuild.ts'), outDir], {
    cwd: repo,
    env: {...process.env, POSTBUILD_CACHE: 'off'},
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`postbuild of ${outDir} failed (exit ${result.status})`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * `npm run build` (scripts/build/build.ts: `docusaurus build` with the compression overlapping it, then
 * the rest of the postbuild) from a cold start, as on a fresh clone: its total and the part after
 * Docusaurus exited, from the timings it writes.
 */
export function timedNpmBuild(repo: string, outDir: string): {seconds: number; tailSeconds: number} {
  clearCaches(repo, outDir, repo);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts', 'build', 'build.ts'), '--out-dir', outDir], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm run build into ${outDir} failed (exit ${result.status})`);
  const timings = JSON.parse(fs.readFileSync(path.join(repo, 'node_modules', '.cache', 'build-timings.json'), 'utf8')) as {total: number; postbuild: number};
  return {seconds: timings.total, tailSeconds: timings.postbuild};
}
