import {chromium} from 'playwright-core';
import fs from 'node:fs';
import {findChromium} from '../e2e/support/harness.ts';
import {startSiteServer} from './lib/server.ts';
const root = process.argv[2]!; const pagePath = process.argv[3]!; const q = process.argv[4]!;
const server = await startSiteServer(root);
const browser = await chromium.launch({executablePath: findChromium(), args: ['--no-sandbox','--disable-gpu']});
const context = await browser.newContext({viewport: {width: 1280, height: 900}});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
await page.goto(server.url + pagePath, {waitUntil: 'load'});
await page.waitForSelector('html[data-has-hydrated="true"]');
await page.waitForTimeout(1500);
await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing']});
await page.evaluate(() => performance.mark('probe-start'));
await page.locator('input.navbar__search-input').click();
await page.keyboard.type(q);
await page.waitForSelector('[class*="dropdownMenu_"] [class*="suggestion_"]', {timeout: 60000});
await page.evaluate(() => performance.mark('probe-hit'));
const buf = await browser.stopTracing();
fs.writeFileSync('/tmp/probe/trace.json', buf);
const {traceEvents} = JSON.parse(buf.toString());
const start = traceEvents.find((e: any) => e.name === 'probe-start');
const hit = traceEvents.find((e: any) => e.name === 'probe-hit');
const mainTid = start.tid, pid = start.pid;
// top-level tasks on main thread
const tasks = traceEvents.filter((e: any) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && e.ts >= start.ts && e.ts <= hit.ts);
const top = tasks.filter((e: any) => e.name === 'RunTask');
console.log('window ms', ((hit.ts - start.ts)/1000).toFixed(0), 'busy ms', (top.reduce((s: number, e: any) => s + e.dur, 0)/1000).toFixed(0));
const sums = new Map<string, number>();
for (const e of tasks) if (e.name !== 'RunTask') sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur);
console.log([...sums].sort((a,b)=>b[1]-a[1]).slice(0,20).map(([n,d])=>`${(d/1000).toFixed(1)} ${n}`).join('\n'));
console.log('-- long tasks');
for (const e of top.filter((e: any) => e.dur > 15000)) {
  const inner = tasks.filter((x: any) => x.ts >= e.ts && x.ts < e.ts + e.dur && x !== e && ['EvaluateScript','v8.compile','FunctionCall','EventDispatch','Layout','UpdateLayoutTree','Paint','TimerFire','FireAnimationFrame','v8.evaluateModule','ParseHTML'].includes(x.name)).slice(0,6);
  console.log(((e.ts-start.ts)/1000).toFixed(0), (e.dur/1000).toFixed(0), inner.map((x: any) => `${x.name}${x.args?.data?.url ? ':' + x.args.data.url.split('/').pop() : ''}${x.args?.data?.type ? ':' + x.args.data.type : ''} ${(x.dur/1000).toFixed(0)}`).join(' | '));
}
// worker threads
const workerTasks = traceEvents.filter((e: any) => e.pid === pid && e.tid !== mainTid && e.ph === 'X' && e.ts >= start.ts && e.ts <= hit.ts && (e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name==='v8.compile' || e.name==='RunTask'));
const wt = new Map<number, number>(); for (const e of workerTasks) if (e.name==='RunTask') wt.set(e.tid, (wt.get(e.tid) ?? 0) + e.dur);
console.log('other threads busy (RunTask ms):', [...wt].map(([t,d]) => `${t}:${(d/1000).toFixed(0)}`).join(' '));
await browser.close(); await server.close();
