import {chromium} from 'playwright-core';
import {findChromium} from '../e2e/support/harness.ts';
import {startSiteServer} from './lib/server.ts';
const root = process.argv[2]!; const pagePath = process.argv[3]!; const q = process.argv[4]!;
const server = await startSiteServer(root);
const browser = await chromium.launch({executablePath: findChromium(), args: ['--no-sandbox','--disable-gpu']});
for (let i = 0; i < Number(process.env.N ?? 3); i++) {
const context = await browser.newContext({viewport: {width: 1280, height: 900}});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
await page.goto(server.url + pagePath, {waitUntil: 'load'});
await page.waitForSelector('html[data-has-hydrated="true"]');
await page.waitForTimeout(1000);
await page.evaluate(() => {
  const w = window as any; w.__t = {};
  new MutationObserver(() => { if (!w.__t.hit && document.querySelector('[class*="dropdownMenu_"] [class*="suggestion_"]')) w.__t.hit = performance.now(); }).observe(document.body, {subtree: true, childList: true});
  document.addEventListener('focusin', (e) => { if (!w.__t.focus) w.__t.focus = performance.now(); });
});
await page.locator('input.navbar__search-input').click();
await page.keyboard.type(q);
await page.waitForSelector('[class*="dropdownMenu_"] [class*="suggestion_"]', {timeout: 60000});
const r = await page.evaluate(() => {
  const w = window as any; const f = w.__t.focus;
  const res = performance.getEntriesByType('resource').filter((e: any) => e.startTime > f - 50).map((e: any) => `${e.name.split('/').pop().slice(0,40)} start ${(e.startTime - f).toFixed(0)} end ${(e.responseEnd - f).toFixed(0)}`);
  return {hit: (w.__t.hit - f).toFixed(0), res};
});
console.log(JSON.stringify(r, null, 1));
await context.close();
}
await browser.close(); await server.close();
