import {chromium} from 'playwright-core';
import {findChromium} from '../e2e/support/harness.ts';
import {startSiteServer} from './lib/server.ts';
import {searchQuery} from './lib/bench/search.ts';
const root = process.argv[2]!;
const server = await startSiteServer(root);
const browser = await chromium.launch({executablePath: findChromium(), args: ['--no-sandbox','--disable-gpu','--disable-quic']});
for (const how of ['travel', 'jump', 'shortcut'] as const) {
  const r = [];
  for (const q of [['work','flow'],['know','ledge'],['keyc','loak']] as [string,string][]) r.push(Math.round((await searchQuery(browser, server.url, root, '/en/docs/ai/', q, how)).firstResultMs));
  console.log(how, r.join(' '));
}
await browser.close(); await server.close();
