/**
 * Print the first search hit for a few queries per locale, as a reader gets it in Chromium.
 * Usage: tsx scripts/checks/search-report.ts [en|zh-Hans] "query" ["query" ...]   (needs a build)
 */
import {startHarness, visit} from '../../e2e/support/harness.ts';

async function main(): Promise<void> {
  const [locale = 'en', ...queries] = process.argv.slice(2);
  const h = await startHarness();
  try {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, locale === 'en' ? '/en/' : '/');
    for (const query of queries) {
      await page.locator('input.navbar__search-input').fill(query);
      const first = page.locator('[class*="dropdownMenu_"] [class*="suggestion_"]').first();
      await first.waitFor({timeout: 15_000});
      const title = ((await first.locator('[class*="hitTitle_"]').textContent()) ?? '').trim();
      const where = ((await first.locator('[class*="hitPath_"]').textContent()) ?? '').trim();
      const count = await page.locator('[class*="dropdownMenu_"] [class*="suggestion_"]').count();
      await first.click();
      await page.waitForURL((url) => url.pathname !== (locale === 'en' ? '/en/' : '/'));
      console.log(`${locale} "${query}": ${count} hits; first: ${title}${where ? ` (${where})` : ''} -> ${new URL(page.url()).pathname}`);
      await visit(page, h.baseUrl, locale === 'en' ? '/en/' : '/');
    }
  } finally {
    await h.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
