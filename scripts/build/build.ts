/**
 * `npm run build`: `docusaurus build` (both locales, with its own progress), then
 * scripts/build/postbuild.ts (precompression, CSP hashes), and the time of each. Arguments go to
 * `docusaurus build` (`npm run build -- --locale en`). Writes the timings to
 * `node_modules/.cache/build-timings.json` for `npm run bench`.
 *
 * The compression overlaps the build (scripts/build/build-overlap.ts): Docusaurus renders pages on
 * one thread and leaves one of two cores mostly idle, so each locale's scripts are compressed as
 * soon as its bundle is written, and the default locale's whole folder as soon as it is done, at
 * the lowest priority so the build itself is not slowed. When the last locale is done, one full
 * postbuild compresses the rest beside whatever the partial runs still have to do. `BUILD_OVERLAP=off`
 * compresses after the build only (for comparison).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {SIGNAL_VARIABLE} from '../../plugins/build-signals/index.ts';
import {assertUpstream} from '../../plugins/shared/upstream.ts';
import {LOCALE_FOLDERS} from '../../src/data/site.ts';
import {
  assetsFolder,
  assetsRunArgs,
  CLIENT_DONE_LINE,
  defaultLocaleRunArgs,
  DONE_LINE,
  finalRunArgs,
  overlapPlan,
  type Claims,
} from './build-overlap.ts';

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

/** Every process started, so that a failure stops the others (no compression left running on its own). */
const children: ChildProcess[] = [];

function exited(child: ChildProcess, name: string): Promise<void> {
  children.push(child);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      console.error(`build: ${name} failed (exit ${code ?? signal})`);
      for (const other of children) if (other !== child && other.exitCode === null) other.kill();
      process.exit(code ?? 1);
    });
  });
}

function postbuild(outDir: string, args: string[], name: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'build', 'postbuild.ts'), outDir, ...args], {stdio: 'inherit'});
  return exited(child, name);
}

async function main(): Promise<void> {
  const extra = process.argv.slice(2);
  const plan = overlapPlan(extra, LOCALE_FOLDERS, process.env.BUILD_OVERLAP !== 'off');
  // What the overlap relies on in Docusaurus (the order of the locales, the line it waits for).
  if (plan.overlap) assertUpstream('build-overlap');
  const started = process.hrtime.bigint();
  const docusaurus = spawn(process.execPath, [path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', ...extra], {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: plan.overlap ? {...process.env, [SIGNAL_VARIABLE]: '1'} : process.env,
  });
  const claims: Claims = {assets: [], defaultLocale: false};
  const runs: Array<Promise<void>> = [];
  const marks: string[] = [];
  const start = (args: string[], name: string) => {
    marks.push(`${name} compressed from ${seconds(started).toFixed(1)} s`);
    console.log(`build: compressing ${name} beside the build (${seconds(started).toFixed(1)} s)`);
    runs.push(postbuild(plan.outDir, args, `postbuild of ${name}`));
  };
  const locales = Object.keys(LOCALE_FOLDERS).length;
  let localesDone = 0;
  let final: Promise<void> | undefined;
  const startFinal = () => {
    final ??= postbuild(plan.outDir, plan.overlap ? finalRunArgs(plan, claims) : [], 'postbuild');
  };
  let pending = '';
  docusaurus.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (!plan.overlap) return;
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      const client = CLIENT_DONE_LINE.exec(line);
      if (client) {
        const folder = assetsFolder(plan, client[1]!);
        claims.assets.push(folder);
        start(assetsRunArgs(folder), folder);
      } else if (DONE_LINE.test(line)) {
        localesDone += 1;
        marks.push(`locale ${localesDone} of ${locales} done at ${seconds(started).toFixed(1)} s`);
        if (!claims.defaultLocale) {
          // The first locale done is the default one, in the output folder itself.
          start(defaultLocaleRunArgs(plan, claims), 'the default locale');
          claims.defaultLocale = true;
        }
        // The last one: the final run need not wait for Docusaurus to exit (it takes a moment).
        if (localesDone === locales) startFinal();
      }
    }
  });
  await exited(docusaurus, 'docusaurus build');
  const docusaurusSeconds = seconds(started);
  if (plan.overlap && !claims.defaultLocale) {
    console.warn(
      `build: Docusaurus never printed ${DONE_LINE} for the default locale, so its pages were compressed after the build. ` +
        'Review scripts/build/build-overlap.ts against the installed @docusaurus/core (UPGRADING.md).',
    );
  }
  const tail = process.hrtime.bigint();
  startFinal();
  await Promise.all([...runs, final]);
  const postbuildSeconds = seconds(tail);
  const total = seconds(started);
  console.log(
    `build: docusaurus build ${docusaurusSeconds.toFixed(1)} s` +
      (marks.length ? ` (${marks.join(', ')})` : '') +
      ` + postbuild after it ${postbuildSeconds.toFixed(1)} s = ${total.toFixed(1)} s`,
  );
  fs.mkdirSync(path.join('node_modules', '.cache'), {recursive: true});
  fs.writeFileSync(
    path.join('node_modules', '.cache', 'build-timings.json'),
    `${JSON.stringify({docusaurus: docusaurusSeconds, postbuild: postbuildSeconds, total, overlap: plan.overlap, marks})}\n`,
  );
}

void main();
