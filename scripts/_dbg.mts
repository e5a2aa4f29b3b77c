import {startHarness, visit} from '../e2e/support/harness.ts';
const h = await startHarness();
const page = await h.newPage({viewport: {width: 1280, height: 900}});
page.on('console', (m) => console.log('console', m.text()));
await visit(page, h.baseUrl, '/en/docs/ai/');
await page.waitForLoadState('networkidle');
await page.route('**/assets/js/*.js', async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
page.on('request', (r) => console.log('req', new URL(r.url()).pathname, Date.now() % 100000));
await page.locator('input.navbar__search-input').click();
await page.keyboard.type('workflow', {delay: 20});
for (let i = 0; i < 8; i++) {
  await page.waitForTimeout(1000);
  console.log(Date.now() % 100000, await page.evaluate(() => { const i = document.querySelector('input.navbar__search-input') as HTMLInputElement; return {v: i?.value, parent: i?.parentElement?.className, active: document.activeElement?.className, sugg: document.querySelectorAll('[class*="suggestion_"]').length}; }));
}
await h.close();
