/**
 * The ablation of `npm run bench -- --ablation[=a,b]`: one cold build per performance plugin left
 * out (PERF_PLUGINS_OFF, plugins/shared/switches.ts), each measured like the full site (first-load
 * JavaScript bytes of the long docs page; Lighthouse mobile TBT and performance score on the home
 * page, the long docs page and the search page, median of --runs), and the difference to the build
 * with every plugin on. A plugin whose row shows no difference beyond the run-to-run spread does
 * not pay for itself.
 */
import path from 'node:path';
import {chromium} from 'playwright-core';
import {startSiteServer} from '../../serve/server.ts';
import {PERFORMANCE_PLUGINS} from '../../../plugins/shared/switches.ts';
import {timedBuild, timedPostbuild} from './build.ts';
import {firstLoad} from './bytes.ts';
import {medianLighthouse} from './lighthouse.ts';

export type VariantFigures = {
  off: string;
  buildSeconds: number;
  jsBr: number;
  pages: Record<string, {tbtMs: number; performance: number; tbtRange: [number, number]}>;
};

export async function measureVariant(options: {
  repo: string;
  off: string;
  pages: string[];
  longDocsPage: string;
  runs: number;
  chromePath: string;
}): Promise<VariantFigures> {
  const {repo, off} = options;
  const outDir = path.join(repo, 'bench', '.ablation', off || 'all-on');
  console.log(`ablation: building with ${off ? `${off} off` : 'every plugin on'}`);
  // The pages measured are English ones: an English-only build halves each variant's build time
  // and changes nothing the plugins do. Built alone, the English site has the base URL `/`, so
  // `/en/docs/x` is requested as `/docs/x` (englishAlone).
  const build = await timedBuild({repo, siteDir: repo, outDir, env: {PERF_PLUGINS_OFF: off, MACHINE_READABLE_CARDS: 'false'}, args: ['--locale', 'en']});
  timedPostbuild(repo, outDir);
  const server = await startSiteServer(outDir);
  try {
    const browser = await chromium.launch({executablePath: options.chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic']});
    let jsBr = 0;
    try {
      jsBr = (await firstLoad(browser, server.url, outDir, englishAlone(options.longDocsPage))).jsBr;
    } finally {
      await browser.close();
    }
    const pages: VariantFigures['pages'] = {};
    for (const page of options.pages) {
      console.log(`ablation: ${off || 'all on'} lighthouse mobile ${page}`);
      const f = await medianLighthouse(server.url + englishAlone(page), 'mobile', options.chromePath, options.runs);
      pages[page] = {tbtMs: f.tbtMs, performance: f.performance, tbtRange: f.tbtRange ?? [f.tbtMs, f.tbtMs]};
    }
    return {off, buildSeconds: build.seconds, jsBr, pages};
  } finally {
    await server.close();
  }
}

/** The path of an English page in an English-only build, whose base URL is `/`. */
export function englishAlone(page: string): string {
  return page.replace(/^\/en(?=\/|$)/, '') || '/';
}

/** The plugins `--ablation=a,b` names (all of them for a bare `--ablation`). */
export function ablationList(value: string | undefined): string[] {
  if (!value || value === 'true') return [...PERFORMANCE_PLUGINS];
  const names = value.split(',').filter(Boolean);
  const known = new Set<string>(PERFORMANCE_PLUGINS);
  for (const name of names) if (!known.has(name)) throw new Error(`--ablation: unknown plugin ${name}`);
  return names;
}

/** A Markdown table: one row per plugin left out, differences to the all-on build. */
export function ablationTable(base: VariantFigures, variants: VariantFigures[], pages: string[], runs: number): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const sign = (n: number, digits = 0) => `${n > 0 ? '+' : ''}${n.toFixed(digits)}`;
  const header = ['left out', 'first-load JS KB (Δ)', ...pages.map((p) => `${p} TBT ms (Δ) / perf (Δ)`)];
  const rows = [
    ['nothing (all on)', kb(base.jsBr), ...pages.map((p) => `${base.pages[p]!.tbtMs.toFixed(0)} [${base.pages[p]!.tbtRange.map((n) => n.toFixed(0)).join('-')}] / ${base.pages[p]!.performance}`)],
    ...variants.map((v) => [
      v.off,
      `${kb(v.jsBr)} (${sign((v.jsBr - base.jsBr) / 1024, 1)})`,
      ...pages.map((p) => {
        const f = v.pages[p]!;
        const b = base.pages[p]!;
        return `${f.tbtMs.toFixed(0)} (${sign(f.tbtMs - b.tbtMs)}) [${f.tbtRange.map((n) => n.toFixed(0)).join('-')}] / ${f.performance} (${sign(f.performance - b.performance)})`;
      }),
    ]),
  ];
  return [
    `Ablation: Lighthouse mobile, median of ${runs} (range in brackets), first-load JS Brotli of the long docs page`,
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}
