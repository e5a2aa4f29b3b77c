/**
 * First-result and per-keystroke search latency of two builds side by side (4x CPU, the bench's
 * search measurement, scripts/bench/lib/search.ts), alternating run by run so that both see the
 * same machine load. Usage: npx tsx scripts/bench/compare-search-latency.ts <buildA> <buildB> [runs]
 * [travel|jump|shortcut] (a build can be bench/.stock/build; the start defaults to travel). Prints
 * medians per locale.
 */
import {chromium} from 'playwright-core';
import {findChromium} from '../../e2e/support/harness.ts';
import {startSiteServer} from '../serve/server.ts';
import {searchQuery, type Query, type Start} from './lib/search.ts';
import {median} from './lib/stats.ts';

const [a, b, runsArg, startArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 5);
const start = (startArg ?? 'travel') as Start;
if (!['travel', 'jump', 'shortcut'].includes(start)) throw new Error(`Unknown start ${start}: travel, jump or shortcut`);
const QUERIES: Record<'en' | 'zh-Hans', {page: string; queries: Query[]}> = {
  en: {page: '/en/docs/ai/', queries: [['work', 'flow'], ['know', 'ledge'], ['agen', 't'], ['mode', 'l'], ['tool', 's']]},
  'zh-Hans': {page: '/docs/ai/', queries: [['工作', '流'], ['知识', '库'], ['智能', '体'], ['数字', '专家'], ['工具', '集']]},
};

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu']});
  const servers = await Promise.all([a!, b!].map((root) => startSiteServer(root)));
  const figures = new Map<string, {first: number[]; key: number[]}>();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [locale, {page, queries}] of Object.entries(QUERIES)) {
        const query = queries[run % queries.length]!;
        for (const [i, root] of [a!, b!].entries()) {
          const key = `${locale} ${root}`;
          const f = figures.get(key) ?? {first: [], key: []};
          figures.set(key, f);
          // A box that lost a keystroke may search a word without results: counted as a failure.
          const r = await searchQuery(browser, servers[i]!.url, root, page, query, start).catch((error: unknown) => {
            console.log(`${key}: ${query.join('')} failed: ${String(error).split('\n')[0]}`);
            return null;
          });
          if (!r) continue;
          f.first.push(r.firstResultMs);
          f.key.push(r.keystrokeMs);
          figures.set(key, f);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
  for (const [key, f] of figures) {
    if (!f.first.length) continue;
    console.log(
      `${key}: first result ${median(f.first).toFixed(0)} ms [${f.first.map((x) => x.toFixed(0)).join(' ')}], ` +
        `per keystroke ${median(f.key).toFixed(0)} ms [${f.key.map((x) => x.toFixed(0)).join(' ')}] (${start} start)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
