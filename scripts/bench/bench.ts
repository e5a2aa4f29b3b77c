/**
 * `npm run bench`: measures the site as readers get it and sets every figure beside the same
 * figure of a stock Docusaurus build of the same content. Prints tables and writes
 * `bench/results/<time>.json` and `bench/results/latest.json`.
 *
 *   --reuse           reuse ./build and bench/.stock/build when they exist (default: build both)
 *   --runs=N          Lighthouse runs per page and preset, median taken (default 3)
 *   --builds=N        cold builds per bundler for the build timings (default 3)
 *   --skip=a,b        leave out parts: lighthouse, bytes, search, phone, build, slower, stock, faults
 *   --phone-runs=N    cold runs per start page of the phone search (default 5)
 *                     (a run that leaves out a part writes its own file only, not latest.json)
 *   --ablation[=a,b]  instead of the above: one cold build per performance plugin left out (all, or
 *                     those named), Lighthouse mobile on three pages and first-load JS, against the
 *                     build with every plugin on (scripts/bench/lib/ablation.ts)
 *   --edit-loop[=N]   instead of the above: the writer's loop under `docusaurus start`, each locale:
 *                     dev server start to first page, and save-to-screen time of N edits (default 5)
 *                     of a docs page, median (scripts/bench/lib/edit-loop.ts)
 *   --lcp-graph=/en/  instead of the above: one Lighthouse mobile run of that page of ./build, and
 *                     the requests and tasks its simulated LCP waits for, each with its simulated
 *                     start and end (scripts/bench/lib/lcp-graph.ts)
 *   --presets=mobile  Lighthouse presets to run (default mobile,desktop)
 *   --pages=/en/,/    Lighthouse pages to run (default: all eight below; other paths are added)
 *
 * How to read it: contributing/performance.md, section "The benchmark".
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {findChromium} from '../../e2e/support/harness.ts';
import {startSiteServer} from '../serve/server.ts';
import {timedBuild, timedNpmBuild, type BuildRun} from './lib/build.ts';
import {measureEditLoop} from './lib/edit-loop.ts';
import {ablationList, ablationTable, measureVariant} from './lib/ablation.ts';
import {hangingAppHost, nginxLoad, type HangFigures, type LoadFigures} from './lib/faults.ts';
import {firstLoad, searchIndexSize, type FirstLoad, type IndexSize} from './lib/bytes.ts';
import {medianLighthouse, type LighthouseFigures, type Preset} from './lib/lighthouse.ts';
import {lcpGraph} from './lib/lcp-graph.ts';
import {searchFigures, type Query, type SearchFigures} from './lib/search.ts';
import {phoneSearchFigures, type PhoneFigures, type PhoneStart} from './lib/phone-search.ts';
import {createStockSite} from './lib/stock.ts';
import {fixed, formatGrid, formatTable, kb, median, ms, parseArgs, ratio, type Row} from './lib/stats.ts';

const repo = process.cwd();
const args = parseArgs(process.argv.slice(2));
const runs = Number(args.get('runs') ?? 3);
const buildRuns = Number(args.get('builds') ?? 3);
const phoneRuns = Number(args.get('phone-runs') ?? 5);
const skip = new Set((args.get('skip') ?? '').split(',').filter(Boolean));
const reuse = args.has('reuse');
const chromePath = findChromium();

const SITES = {
  ours: {siteDir: repo, root: path.join(repo, 'build')},
  stock: {siteDir: path.join(repo, 'bench', '.stock'), root: path.join(repo, 'bench', '.stock', 'build')},
} as const;
type SiteName = keyof typeof SITES;

const EN_QUERIES: Query[] = [
  ['work', 'flow'],
  ['cale', 'ndar'],
  ['recu', 'rsion'],
  ['keyc', 'loak'],
  ['know', 'ledge'],
];
const ZH_QUERIES: Query[] = [
  ['知识', '库'],
  ['工作', '流'],
  ['计算', '成员'],
  ['单点', '登录'],
  ['指标', '市场'],
];

function run(command: string, commandArgs: string[], env: Record<string, string> = {}): void {
  console.log(`$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, {cwd: repo, stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed with exit ${result.status}`);
}

/** The English docs page with the most text (same route on both sites). */
function longestEnglishDocsPage(): string {
  const dir = path.join(repo, 'i18n', 'en', 'docusaurus-plugin-content-docs', 'current');
  let best = {words: 0, route: ''};
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, {withFileTypes: true})) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        if (/^slug:/m.test(text)) continue;
        const words = text.split(/\s+/).length;
        const relative = path.relative(dir, file).replace(/\.mdx?$/, '');
        const route = relative.endsWith('index') ? `/en/docs/${relative.slice(0, -'index'.length)}` : `/en/docs/${relative}`;
        if (words > best.words) best = {words, route};
      }
    }
  };
  walk(dir);
  return best.route;
}

const PAGES = [
  {path: '/en/', marketing: true},
  {path: '/', marketing: true},
  {path: '/en/pricing/', marketing: true},
  {path: '/en/docs/ai/', marketing: false},
  {path: longestEnglishDocsPage(), marketing: false},
  {path: '/en/blog/releases-3-6-knowledge-pipeline', marketing: false},
  {path: '/en/search?q=workflow', marketing: false},
  // An API reference page (generated from api/openapi.yaml), beside the regular docs pages above.
  {path: '/en/docs/api/runs/stream-run', marketing: false},
];
/**
 * Where a phone reader starts a search (scripts/bench/lib/phone-search.ts): the home page, the
 * blog, pricing, and the index page and a deep page of each large docs section, in each locale. A stock site has no home or pricing page: any
 * page outside its docs loads the same index as its blog.
 */
const DOCS_STARTS = [
  {section: 'ai', deep: 'ai/workflow/agent', en: 'workflow', zh: '工作流'},
  {section: 'models', deep: 'models/cube-designer/', en: 'dimension', zh: '维度'},
  {section: 'stories', deep: 'stories/slicer/', en: 'slicer', zh: '切片器'},
  {section: 'widgets', deep: 'widgets/analytical-card/bar/', en: 'chart', zh: '图表'},
  {section: 'server', deep: 'server/datasources/doris', en: 'database', zh: '数据库'},
];
const PHONE_STARTS: (PhoneStart & {marketing: boolean})[] = [
  {name: 'en home', path: '/en/', query: 'workflow', marketing: true},
  {name: 'en blog', path: '/en/blog/', query: 'workflow', marketing: false},
  {name: 'en pricing', path: '/en/pricing', query: 'workflow', marketing: true},
  {name: 'zh home', path: '/', query: '工作流', marketing: true},
  {name: 'zh blog', path: '/blog/', query: '工作流', marketing: false},
  {name: 'zh pricing', path: '/pricing', query: '工作流', marketing: true},
  // The large docs sections, each from its index page and from a deep page, a word of the section.
  ...DOCS_STARTS.flatMap(({section, deep, en, zh}) => [
    {name: `en ${section}`, path: `/en/docs/${section}/`, query: en, marketing: false},
    {name: `en ${section} deep`, path: `/en/docs/${deep}`, query: en, marketing: false},
    {name: `zh ${section}`, path: `/docs/${section}/`, query: zh, marketing: false},
    {name: `zh ${section} deep`, path: `/docs/${deep}`, query: zh, marketing: false},
  ]),
];
const PRESETS = (args.get('presets') ?? 'mobile,desktop').split(',').filter(Boolean) as Preset[];
const LIGHTHOUSE_PAGES = new Set((args.get('pages') ?? PAGES.map((p) => p.path).join(',')).split(',').filter(Boolean));
// Any other page named in --pages (a catalog page, say) is measured too, as a docs page.
for (const extra of LIGHTHOUSE_PAGES) if (!PAGES.some((p) => p.path === extra)) PAGES.push({path: extra, marketing: false});
for (const preset of PRESETS) if (preset !== 'mobile' && preset !== 'desktop') throw new Error(`Unknown preset ${preset}`);

type SiteFigures = {
  lighthouse: Record<string, Partial<Record<Preset, LighthouseFigures>>>;
  firstLoad?: FirstLoad;
  searchIndex?: Record<'zh-Hans' | 'en', IndexSize>;
  search?: Record<'zh-Hans' | 'en', SearchFigures>;
  phone?: PhoneFigures[];
  faults?: {appHost: {base: HangFigures; hanging: HangFigures}; nginx: LoadFigures[]};
};

async function ensureBuilt(): Promise<void> {
  if (!(reuse && fs.existsSync(path.join(SITES.ours.root, 'index.html')))) run('npm', ['run', 'build']);
  if (skip.has('stock')) return;
  // The stock site has no home page: its sitemap marks a finished build.
  if (!(reuse && fs.existsSync(path.join(SITES.stock.root, 'sitemap.xml')))) {
    createStockSite(repo, SITES.stock.siteDir);
    run(process.execPath, [path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', SITES.stock.siteDir]);
    // The same post-build step as ours: precompressed files and CSP hashes for the same server.
    run(process.execPath, ['--import', 'tsx', 'scripts/build/postbuild.ts', SITES.stock.root]);
  }
}

async function measureSite(name: SiteName): Promise<SiteFigures> {
  const {root} = SITES[name];
  const server = await startSiteServer(root);
  const figures: SiteFigures = {lighthouse: {}};
  try {
    if (!skip.has('lighthouse')) {
      for (const page of PAGES) {
        // A stock site has no home or pricing page of ours to compare with.
        if ((name === 'stock' && page.marketing) || !LIGHTHOUSE_PAGES.has(page.path)) continue;
        figures.lighthouse[page.path] = {};
        for (const preset of PRESETS) {
          console.log(`lighthouse ${name} ${preset} ${page.path}`);
          figures.lighthouse[page.path]![preset] = await medianLighthouse(server.url + page.path, preset, chromePath, runs);
        }
      }
    }
    const browser = await chromium.launch({executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic']});
    try {
      if (!skip.has('bytes')) {
        console.log(`bytes ${name}`);
        figures.firstLoad = await firstLoad(browser, server.url, root, PAGES[4]!.path);
        figures.searchIndex = {'zh-Hans': searchIndexSize(root), en: searchIndexSize(path.join(root, 'en'))};
      }
      if (name === 'ours' && !skip.has('faults')) {
        console.log('faults: app host hanging, nginx load');
        figures.faults = {appHost: await hangingAppHost(browser, server.url, runs), nginx: await nginxLoad(root)};
      }
      if (!skip.has('search')) {
        console.log(`search ${name}`);
        figures.search = {
          en: await searchFigures(browser, server.url, root, '/en/docs/ai/', EN_QUERIES),
          'zh-Hans': await searchFigures(browser, server.url, root, '/docs/ai/', ZH_QUERIES),
        };
      }
      if (!skip.has('phone')) {
        console.log(`phone search ${name} (${phoneRuns} runs per start)`);
        const starts = PHONE_STARTS.filter((start) => name === 'ours' || !start.marketing);
        figures.phone = await phoneSearchFigures(browser, root, starts, phoneRuns, console.log);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
  return figures;
}

type BuildFigures = Record<
  'faster' | 'slower' | 'stock',
  {seconds: number; peakMb: number; npmBuildSeconds?: number; npmBuildTailSeconds?: number; runs: BuildRun[]}
>;

async function measureBuilds(): Promise<Partial<BuildFigures>> {
  const out: Partial<BuildFigures> = {};
  const variants: Array<[keyof BuildFigures, string, Record<string, string>]> = [
    ['faster', repo, {}],
  ];
  if (!skip.has('slower')) variants.push(['slower', repo, {DOCUSAURUS_SLOWER: 'true'}]);
  if (!skip.has('stock')) variants.push(['stock', SITES.stock.siteDir, {}]);
  for (const [name, siteDir, env] of variants) {
    const list: BuildRun[] = [];
    for (let i = 0; i < buildRuns; i += 1) {
      console.log(`cold build ${name} ${i + 1}/${buildRuns}`);
      const outDir = path.join(repo, 'bench', '.builds', name);
      const build = await timedBuild({repo, siteDir, outDir, env});
      // `npm run build` on a fresh clone: the same cold start, with the compression overlapping
      // the build and the rest after it; compared with the plain build just before it.
      if (name === 'faster') {
        const npmBuild = timedNpmBuild(repo, outDir);
        build.npmBuildSeconds = npmBuild.seconds;
        build.npmBuildTailSeconds = npmBuild.tailSeconds;
      }
      list.push(build);
    }
    const npmBuilds = list.map((r) => r.npmBuildSeconds).filter((n): n is number => n !== undefined);
    const tails = list.map((r) => r.npmBuildTailSeconds).filter((n): n is number => n !== undefined);
    out[name] = {
      seconds: median(list.map((r) => r.seconds)),
      peakMb: Math.max(...list.map((r) => r.peakMb)),
      ...(npmBuilds.length ? {npmBuildSeconds: median(npmBuilds), npmBuildTailSeconds: median(tails)} : {}),
      runs: list,
    };
  }
  fs.rmSync(path.join(repo, 'bench', '.builds'), {recursive: true, force: true});
  return out;
}

function row(metric: string, ours: number | undefined, stock: number | undefined, format: (n: number) => string): Row {
  return {
    metric,
    ours: ours === undefined ? 'n/a' : format(ours),
    stock: stock === undefined ? 'n/a' : format(stock),
    ratio: fixed(ratio(ours, stock)),
  };
}

function report(sites: Partial<Record<SiteName, SiteFigures>>, builds: Partial<BuildFigures>): string {
  const ours = sites.ours;
  const stock = sites.stock;
  const parts: string[] = [];
  if (ours && Object.keys(ours.lighthouse).length) {
    const rows: string[][] = [];
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        for (const [siteName, site] of [['ours', ours], ['stock', stock]] as const) {
          const f = site?.lighthouse[page.path]?.[preset];
          if (!f) continue;
          rows.push([
            page.path,
            preset,
            siteName,
            `${f.performance}/${f.accessibility}/${f.bestPractices}/${f.seo}`,
            ms(f.lcpMs),
            ms(f.tbtMs),
            fixed(f.cls, 3),
            kb(f.transferBytes),
            kb(f.scriptBytes),
          ]);
        }
      }
    }
    parts.push(
      formatGrid(
        `Lighthouse 12, median of ${runs} (scores: performance/accessibility/best practices/SEO)`,
        ['page', 'preset', 'site', 'scores', 'LCP', 'TBT', 'CLS', 'transfer', 'JS'],
        rows,
      ),
    );
  }
  const rows: Row[] = [];
  if (ours?.firstLoad) {
    rows.push(row(`first load JS, Brotli (${PAGES[4]!.path})`, ours.firstLoad.jsBr, stock?.firstLoad?.jsBr, kb));
    rows.push(row('first load CSS, Brotli', ours.firstLoad.cssBr, stock?.firstLoad?.cssBr, kb));
    rows.push(row('first load JS files', ours.firstLoad.jsFiles, stock?.firstLoad?.jsFiles, String));
    rows.push({
      metric: 'search index fetched on page load',
      ours: String(ours.firstLoad.searchIndexOnLoad),
      stock: String(stock?.firstLoad?.searchIndexOnLoad ?? 'n/a'),
      ratio: '',
    });
  }
  for (const locale of ['zh-Hans', 'en'] as const) {
    const o = ours?.searchIndex?.[locale];
    const s = stock?.searchIndex?.[locale];
    if (o) {
      rows.push(row(`search index ${locale}, raw (${o.files} files)`, o.raw, s?.raw, kb));
      rows.push(row(`search index ${locale}, gzip`, o.gzip, s?.gzip, kb));
      rows.push(row(`search index ${locale}, Brotli, all files`, o.brotli, s?.brotli, kb));
      if (o.largestSectionBrotli) {
        rows.push(row(`search index ${locale}: everything (home, blog), Brotli`, o.everythingBrotli, s?.brotli, kb));
        rows.push(row(`search index ${locale}: largest docs section, Brotli`, o.largestSectionBrotli, s?.brotli, kb));
      }
    }
  }
  for (const locale of ['en', 'zh-Hans'] as const) {
    const o = ours?.search?.[locale];
    const s = stock?.search?.[locale];
    if (o) {
      rows.push(row(`search ${locale}: index a query downloads, Brotli`, o.indexBrotli, s?.indexBrotli, kb));
      rows.push(row(`search ${locale}: first result, pointer travels to the box (4x CPU)`, o.firstResultMs, s?.firstResultMs, ms));
      rows.push(row(`search ${locale}: first result, pointer jumps onto the box`, o.firstResultJumpMs, s?.firstResultJumpMs, ms));
      rows.push(row(`search ${locale}: first result, Ctrl+K`, o.firstResultShortcutMs, s?.firstResultShortcutMs, ms));
      rows.push(row(`search ${locale}: per further keystroke (4x CPU, all starts)`, o.keystrokeMs, s?.keystrokeMs, ms));
      for (const start of ['travel', 'jump', 'shortcut'] as const) {
        rows.push(row(`search ${locale}: per further keystroke after ${start}`, o.keystrokeByStartMs?.[start], s?.keystrokeByStartMs?.[start], ms));
      }
    }
  }
  if (ours?.faults) {
    const {base, hanging} = ours.faults.appHost;
    rows.push({metric: `app host hanging 30 s: LCP (median of ${runs})`, ours: `${ms(hanging.lcpMs)} vs ${ms(base.lcpMs)}`, stock: '', ratio: fixed(hanging.lcpMs / base.lcpMs)});
    rows.push({metric: 'app host hanging 30 s: hydrated', ours: `${ms(hanging.hydratedMs)} vs ${ms(base.hydratedMs)}`, stock: '', ratio: fixed(hanging.hydratedMs / base.hydratedMs)});
    for (const load of ours.faults.nginx) {
      rows.push({
        metric: `nginx, 20 connections 4 s: ${load.target.length > 40 ? `${load.target.slice(0, 40)}…` : load.target}`,
        ours: `${load.requestsPerSecond.toFixed(0)} req/s, p99 ${load.p99Ms} ms, ${load.errors + load.timeouts} errors, ${load.non2xx} non-2xx`,
        stock: '',
        ratio: '',
      });
    }
  }
  if (builds.faster) {
    rows.push(row(`cold build, faster bundler: \`docusaurus build\` alone (median of ${buildRuns})`, builds.faster.seconds * 1000, builds.stock?.seconds && builds.stock.seconds * 1000, ms));
    if (builds.faster.npmBuildSeconds !== undefined) {
      const total = builds.faster.npmBuildSeconds;
      rows.push({metric: `cold \`npm run build\` (median of ${buildRuns})`, ours: ms(total * 1000), stock: '', ratio: ''});
      rows.push({metric: '  of which postbuild after `docusaurus build` exited', ours: ms(builds.faster.npmBuildTailSeconds! * 1000), stock: '', ratio: ''});
      rows.push({metric: '`npm run build` / `docusaurus build` alone (target <= 1.30)', ours: '', stock: '', ratio: fixed(total / builds.faster.seconds)});
    }
    if (builds.slower) {
      rows.push(row('cold build, slower bundler', builds.slower.seconds * 1000, builds.stock?.seconds && builds.stock.seconds * 1000, ms));
      rows.push({metric: 'faster / slower build time', ours: fixed(builds.faster.seconds / builds.slower.seconds), stock: '', ratio: ''});
      rows.push(row('peak memory, slower bundler (MB)', builds.slower.peakMb, builds.stock?.peakMb, (n) => n.toFixed(0)));
    }
    rows.push(row('peak memory, faster bundler (MB)', builds.faster.peakMb, builds.stock?.peakMb, (n) => n.toFixed(0)));
  }
  for (const o of ours?.phone ?? []) {
    // Stock's figure for a page outside its docs is its blog's (no home or pricing page there).
    const stockName = o.start.name.replace(/ (home|pricing)$/, ' blog');
    const s = stock?.phone?.find((f) => f.start.name === stockName);
    const label = `phone search ${o.start.name} (${o.start.path}, "${o.start.query}"${stockName !== o.start.name ? '; stock: its blog' : ''})`;
    rows.push(row(`${label}: first result, median of ${o.runs}`, o.firstResultMs, s?.firstResultMs, ms));
    rows.push(row(`${label}: index bytes sent`, o.bytes, s?.bytes, kb));
    rows.push({
      metric: `${label}: index files x transfers`,
      ours: Object.entries(o.files).map(([f, n]) => `${f} x${n}`).join(', '),
      stock: s ? Object.entries(s.files).map(([f, n]) => `${f} x${n}`).join(', ') : 'n/a',
      ratio: '',
    });
  }
  if (ours) {
    for (const page of PAGES) {
      const o = ours.lighthouse[page.path]?.mobile;
      const s = stock?.lighthouse[page.path]?.mobile;
      if (o) rows.push(row(`Lighthouse mobile LCP ${page.path}`, o.lcpMs, s?.lcpMs, ms));
    }
  }
  if (rows.length) parts.push(formatTable('Ours beside a stock Docusaurus 3.10 build of the same content', rows));
  return parts.join('\n\n');
}

async function ablation(): Promise<void> {
  const names = ablationList(args.get('ablation'));
  const pages = ['/en/', PAGES[4]!.path, '/en/search?q=workflow'];
  const common = {repo, pages, longDocsPage: PAGES[4]!.path, runs, chromePath};
  const base = await measureVariant({...common, off: ''});
  const variants = [];
  for (const name of names) variants.push(await measureVariant({...common, off: name}));
  const table = ablationTable(base, variants, pages, runs);
  console.log(`\n${table}\n`);
  const dir = path.join(repo, 'bench', 'results');
  fs.mkdirSync(dir, {recursive: true});
  const date = new Date().toISOString();
  const file = path.join(dir, `ablation-${date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({date, runs, pages, base, variants, table}, null, 2)}\n`);
  fs.rmSync(path.join(repo, 'bench', '.ablation'), {recursive: true, force: true});
  console.log(`Wrote ${path.relative(repo, file)}`);
}

async function editLoop(): Promise<void> {
  const raw = args.get('edit-loop');
  const edits = raw && raw !== 'true' ? Number(raw) : 5;
  const browser = await chromium.launch({executablePath: chromePath});
  const figures = [];
  try {
    for (const [i, locale] of (['zh-Hans', 'en'] as const).entries()) {
      const f = await measureEditLoop(repo, browser, locale, edits, 3100 + i);
      figures.push(f);
      console.log(`edit loop ${locale} ${f.page}: dev server to first page ${ms(f.startMs)}; save to screen, median of ${f.editMs.length}: ${ms(f.medianEditMs)} (${f.editMs.map(ms).join(', ')})`);
    }
  } finally {
    await browser.close();
  }
  const dir = path.join(repo, 'bench', 'results');
  fs.mkdirSync(dir, {recursive: true});
  const date = new Date().toISOString();
  const file = path.join(dir, `edit-loop-${date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({date, edits, figures}, null, 2)}\n`);
  console.log(`Wrote ${path.relative(repo, file)}`);
}

async function printLcpGraph(page: string): Promise<void> {
  await ensureBuilt();
  const server = await startSiteServer(SITES.ours.root);
  try {
    const graph = await lcpGraph(server.url + page, chromePath);
    const title = `${page}: Lighthouse mobile LCP ${ms(graph.lcpMs)} simulated (observed at full speed: ${ms(graph.observedLcpMs)}); what the estimate waits for`;
    console.log(formatGrid(title, ['node', 'simulated start', 'simulated end'], graph.rows.map((r) => [`${r.kind}: ${r.label}`, ms(r.startMs), ms(r.endMs)])));
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  if (args.has('ablation')) return ablation();
  if (args.has('edit-loop')) return editLoop();
  const graphPage = args.get('lcp-graph');
  if (graphPage) return printLcpGraph(graphPage);
  await ensureBuilt();
  const sites: Partial<Record<SiteName, SiteFigures>> = {};
  sites.ours = await measureSite('ours');
  if (!skip.has('stock')) sites.stock = await measureSite('stock');
  const builds = skip.has('build') ? {} : await measureBuilds();
  const table = report(sites, builds);
  console.log(`\n${table}\n`);
  const dir = path.join(repo, 'bench', 'results');
  fs.mkdirSync(dir, {recursive: true});
  const result = {date: new Date().toISOString(), runs, buildRuns, pages: PAGES.map((p) => p.path), sites, builds, table};
  const stamp = result.date.replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(dir, `${stamp}.json`), `${JSON.stringify(result, null, 2)}\n`);
  // latest.json holds a complete run only, so a partial one never hides the other figures.
  if (skip.size === 0) fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Wrote bench/results/${stamp}.json${skip.size === 0 ? ' and bench/results/latest.json' : ''}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
