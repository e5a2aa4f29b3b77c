/**
 * `npm run build`: `docusaurus build` (both locales, with its own progress), then
 * scripts/postbuild.ts (precompression, CSP hashes), and the time of each. Arguments go to
 * `docusaurus build` (`npm run build -- --locale en`). Writes the two timings to
 * `node_modules/.cache/build-timings.json` for `npm run bench`.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function step(name: string, command: string, args: string[]): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {stdio: 'inherit'});
  if (result.status !== 0) {
    console.error(`build: ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const extra = process.argv.slice(2);
const outIndex = extra.indexOf('--out-dir');
const outDir = outIndex >= 0 ? extra[outIndex + 1]! : 'build';
const docusaurus = step('docusaurus build', process.execPath, [path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', ...extra]);
const postbuild = step('postbuild', process.execPath, ['--import', 'tsx', path.join('scripts', 'postbuild.ts'), outDir]);
const total = docusaurus + postbuild;
console.log(
  `build: docusaurus build ${docusaurus.toFixed(1)} s + postbuild ${postbuild.toFixed(1)} s = ${total.toFixed(1)} s ` +
    `(${(total / docusaurus).toFixed(2)}x the docusaurus build step)`,
);
fs.mkdirSync(path.join('node_modules', '.cache'), {recursive: true});
fs.writeFileSync(path.join('node_modules', '.cache', 'build-timings.json'), `${JSON.stringify({docusaurus, postbuild, total})}\n`);
