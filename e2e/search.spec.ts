/** The local search: shortcut, hit limit, no-result texts, the search page, Chinese queries. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {settled, useHarness, visit} from './support/harness.ts';
import {axe} from './support/axe.ts';

const h = useHarness();

/**
 * The box the reader sees: the look-alike until the plugin's box is handed over, then the plugin's
 * (both are in the page for a moment during the hand-over, one of them hidden).
 */
const input = (page: Page) => page.locator('input.navbar__search-input:visible');
const pluginBox = (page: Page) => page.locator('input.navbar__search-input:not([data-look-alike])');
const hits = (page: Page) => page.locator('[class*="dropdownMenu_"] [class*="suggestion_"]');

/** From the page's first paint on, sums its layout shifts that no input caused (read with `layoutShift`). */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as {__cls: number};
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{value: number; hadRecentInput: boolean}>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as {__cls: number}).__cls);

async function typeQuery(page: Page, query: string): Promise<void> {
  await input(page).click();
  // The click is the intent that loads the plugin's box; it takes the focus once it is there.
  await pluginBox(page).waitFor({state: 'visible'});
  await pluginBox(page).fill(query);
  // Results render once the lazily loaded index is there.
  await page.waitForSelector('[class*="dropdownMenu_"] :is([class*="suggestion_"], [class*="noResults_"])');
}

describe('search box', () => {
  it('is focused by Ctrl+K and shows its shortcut hint', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/en/');
    assert.equal(await page.locator('[class*="searchHint_"]').first().isVisible(), true);
    await page.keyboard.press('Control+k');
    // The plugin's box is loaded on the shortcut, then takes the focus.
    await page.waitForFunction(() => document.activeElement?.classList.contains('navbar__search-input'));
    await page.keyboard.type('docker');
    await page.waitForSelector('[class*="dropdownMenu_"] [class*="suggestion_"]');
    await page.context().close();
  });

  it('returns at most 8 hits for a common word, and See all results opens the search page', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/en/');
    await typeQuery(page, 'docker');
    const count = await hits(page).count();
    assert.ok(count >= 1 && count <= 8, `1 to 8 hits, got ${count}`);
    await page.locator('a', {hasText: 'See all results'}).click();
    await page.waitForURL((url) => /^\/en\/search\/?$/.test(url.pathname) && url.searchParams.get('q') === 'docker');
    await page.waitForSelector('text=/\\d+\\+? pages? found/');
    await page.context().close();
  });

  it('says No results for a nonsense word, and the search page says No documents were found', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/en/');
    await typeQuery(page, 'qwzxvbnmtrk');
    assert.equal(await hits(page).count(), 0);
    assert.match((await page.locator('[class*="noResults_"]').textContent()) ?? '', /No results/);
    await visit(page, h.baseUrl, '/en/search?q=qwzxvbnmtrk');
    await page.waitForSelector('text=No documents were found');
    await page.context().close();
  });

  it('on a docs page searches that section only, and offers everything when the section has no hits', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    const indexes: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (/search-index/.test(pathname)) indexes.push(pathname);
    });
    await visit(page, h.baseUrl, '/en/docs/ai/');
    await typeQuery(page, 'workflow');
    // The box fetches it on the reader's first intent and the worker reads the same URL (from the
    // HTTP cache: the hashed index is served immutable), so one file, maybe two requests. Where the
    // page judges the connection slow from how its own main.js arrived (a busy machine can make a
    // local one look slow: searchQuickIndex.ts, slowConnection), the section's quick twin comes
    // first; either way nothing outside the section is fetched.
    const fetched = [...new Set(indexes.map((p) => p.replace(/-[0-9a-f]{8}\.json$/, '')))];
    assert.ok(fetched.includes('/en/search-index-docs-ai'), `the Xpert AI section index is downloaded: ${fetched.join(', ')}`);
    assert.deepEqual(
      fetched.filter((p) => p !== '/en/search-index-quick-docs-ai'),
      ['/en/search-index-docs-ai'],
      'only the Xpert AI section index (and its quick twin on a slow connection) is downloaded',
    );
    // Keycloak is documented under Server and administration, not under Xpert AI. The list still
    // shows the hits for "workflow" until the new search has answered: wait for an answer to this
    // query (no results, or a hit that names it) before counting.
    await typeQuery(page, 'keycloak');
    await page.waitForSelector('[class*="dropdownMenu_"] :is([class*="noResults_"], [class*="suggestion_"]:has-text("keycloak"))');
    assert.equal(await hits(page).count(), 0);
    await page.locator('a', {hasText: 'See all results outside "Xpert AI"'}).click();
    await page.waitForURL((url) => /^\/en\/search\/?$/.test(url.pathname) && url.searchParams.get('q') === 'keycloak' && !url.searchParams.has('ctx'));
    await page.locator('article a[href^="/en/docs/server/sso/keycloak"]').first().waitFor();
    await page.context().close();
  });

  it('keeps a section search on the search page, where the reader can widen it', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/en/search?q=keycloak&ctx=docs%2Fserver');
    await page.locator('article a[href^="/en/docs/server/sso/keycloak"]').first().waitFor();
    await page.locator('select#context-selector').selectOption('');
    await page.waitForURL((url) => (url.searchParams.get('ctx') ?? '') === '');
    await page.locator('article a[href^="/en/docs/server/sso/keycloak"]').first().waitFor();
    await page.context().close();
  });

  it('puts what the reader types on the search page into its URL', async () => {
    const page = await h.newPage({viewport: {width: 412, height: 823}});
    await visit(page, h.baseUrl, '/en/search?q=workflow');
    await page.locator('article a').first().waitFor();
    assert.equal(new URL(page.url()).searchParams.get('q'), 'workflow');
    await page.locator('input[type="search"][name="q"]').fill('docker');
    await page.waitForURL((url) => url.searchParams.get('q') === 'docker');
    await page.waitForSelector('text=/\\d+\\+? pages? found/');
    await page.context().close();
  });

  it('has no accessibility violations on the search page, section picker included (axe)', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    const found: string[] = [];
    for (const path of ['/en/search?q=workflow', '/search?q=%E5%B7%A5%E4%BD%9C%E6%B5%81']) {
      await visit(page, h.baseUrl, path);
      await page.locator('article a').first().waitFor();
      assert.equal(await page.locator('label[for="context-selector"]').count(), 1, 'the picker has a label');
      // WCAG A/AA rules. The plugin's page also trips two best-practice rules (no <main> landmark,
      // content outside landmarks) that only an ejected page could fix: left alone, noted.
      const {violations} = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of violations) found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    }
    assert.deepEqual(found, []);
    await page.context().close();
  });

  it('loads the search code only when the reader reaches for the box', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, h.baseUrl, '/en/docs/ai/');
    await page.waitForLoadState('networkidle');
    const onLoad = scripts.length;
    const next = page.waitForRequest((request) => request.resourceType() === 'script', {timeout: 10_000});
    await input(page).hover();
    await next;
    await page.waitForLoadState('networkidle');
    assert.ok(scripts.length > onLoad, `pointing at the box loads its code (${scripts.slice(onLoad).join(', ')})`);
    await page.context().close();
  });

  it('loads the index while the pointer travels to the box, and not for a pointer that stays away', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await visit(page, h.baseUrl, '/en/docs/ai/');
    await page.waitForLoadState('networkidle');
    const box = await input(page).boundingBox();
    assert.ok(box, 'the search box is on the page');
    // A reader reading: the pointer wanders over the article, well below the navbar.
    for (const [x, y] of [[300, 500], [500, 700], [300, 850], [700, 800], [400, 600]] as const) await page.mouse.move(x, y, {steps: 8});
    await page.waitForLoadState('networkidle');
    assert.deepEqual(requests.filter((p) => /search-index/.test(p)), [], 'no index for a pointer that never comes near the box');
    // Now towards the box, stopping 300 px short of it: the course is enough.
    const index = page.waitForRequest((request) => /search-index-docs-ai-/.test(request.url()), {timeout: 10_000});
    const centre = {x: box.x + box.width / 2, y: box.y + box.height / 2};
    const from = {x: centre.x - 600 * 0.8, y: centre.y + 600 * 0.6};
    const stop = {x: centre.x - 300 * 0.8, y: centre.y + 300 * 0.6};
    await page.mouse.move(from.x, from.y);
    for (let i = 1; i <= 10; i += 1) {
      await page.mouse.move(from.x + ((stop.x - from.x) * i) / 10, from.y + ((stop.y - from.y) * i) / 10);
      await page.waitForTimeout(16);
    }
    await index;
    await page.context().close();
  });

  it('keeps what the reader typed while the search code was still loading', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/en/docs/ai/');
    await page.waitForLoadState('networkidle');
    // From now on every script arrives 1.5 s late: the reader types into the look-alike box.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await input(page).click();
    await page.keyboard.type('workflow', {delay: 20});
    await page.waitForSelector('[class*="dropdownMenu_"] [class*="suggestion_"]', {timeout: 30_000});
    assert.equal(await input(page).inputValue(), 'workflow');
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input')), true, 'the box keeps the focus');
    await page.context().close();
  });

  it('searches what the reader typed into the box before the page hydrated', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    // main.js waits for the test: the reader focuses the box and types while the page is static HTML.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/js/main.*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${h.baseUrl}/en/docs/ai/`, {waitUntil: 'domcontentloaded'});
    await input(page).click();
    await page.keyboard.type('work');
    assert.notEqual(await page.getAttribute('html', 'data-has-hydrated'), 'true', 'typed before hydration');
    release();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.keyboard.type('flow');
    await page.waitForSelector('[class*="dropdownMenu_"] [class*="suggestion_"]', {timeout: 30_000});
    assert.equal(await input(page).inputValue(), 'workflow');
    await page.context().close();
  });

  it('marks the searched terms on a page opened from a result', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/en/docs/ai/?_highlight=workflow');
    // A mark the reader sees: the hidden text of a glossary tooltip holds the word too, marked as well.
    const mark = page.locator('article mark:visible').first();
    await mark.waitFor();
    assert.match((await mark.textContent()) ?? '', /workflow/i);
    await page.context().close();
  });

  it('finds Chinese pages for a Chinese query', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/');
    await typeQuery(page, '知识流水线');
    assert.ok((await hits(page).count()) >= 1);
    assert.match((await hits(page).first().textContent()) ?? '', /知识/);
    await hits(page).first().click();
    await page.waitForURL((url) => url.pathname !== '/');
    assert.ok(!new URL(page.url()).pathname.startsWith('/en/'), `a Chinese page, got ${page.url()}`);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hans');
    await page.context().close();
  });

  it('finds the page a Chinese question asks about, leaving the question in the box as typed', async () => {
    // 能接吗 holds question words the plugin would require in a page (src/utils/searchQuestionWords.ts).
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/');
    await typeQuery(page, '达梦 DM8 能接吗');
    assert.equal(await pluginBox(page).inputValue(), '达梦 DM8 能接吗');
    const texts = await hits(page).allTextContents();
    const at = texts.findIndex((text) => /达梦/.test(text));
    assert.ok(at >= 0, `a hit about Dameng among: ${texts.join(' | ')}`);
    await hits(page).nth(at).click();
    await page.waitForURL((url) => /^\/docs\/server\/datasources\/dameng\/?$/.test(url.pathname));
    await page.context().close();
  });

  it('answers on the search page from the quick index while the full index arrives, then shows the full results in place', async () => {
    const page = await h.newPage({viewport: {width: 390, height: 844}});
    await recordLayoutShifts(page);
    // The full index (search-index-<hash>.json, not -quick-) waits until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search-index-[0-9a-f]{8}\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, h.baseUrl, '/en/search?q=workflow');
    await page.waitForSelector('article[class*="searchResultItem"]');
    const quick = await page.evaluate(() => ({
      count: document.querySelector('.container p')?.textContent ?? '',
      items: document.querySelectorAll('article[class*="searchResultItem"]').length,
      ring: document.querySelector('[class*="loadingRing_"]') !== null,
    }));
    assert.ok(quick.items >= 5 && quick.items < 100, `the quick index's results first: ${quick.items}`);
    assert.match(quick.count, new RegExp(`^${quick.items}\\+? pages found$`));
    assert.ok(quick.ring, 'the loading ring says more is coming');
    release();
    // The full answer replaces the quick one in a React transition, after the loading ring has gone:
    // wait for the longer list itself ('workflow' is in the text of many pages with no such heading).
    await page.waitForFunction((n) => document.querySelectorAll('article[class*="searchResultItem"]').length > n, quick.items, {timeout: 60_000});
    await page.waitForSelector('[class*="loadingRing_"]', {state: 'detached'});
    await settled(page);
    const items = await page.locator('article[class*="searchResultItem"]').count();
    assert.match((await page.locator('.container p').first().textContent()) ?? '', new RegExp(`^${items}\\+? pages found$`));
    // One row per page, each with its best match.
    const pages = await page.$$eval('article[class*="searchResultItem"] h2 a', (links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    assert.deepEqual(pages.filter((p, i) => pages.indexOf(p) !== i), [], 'no page listed twice');
    const cls = await layoutShift(page);
    assert.ok(cls < 0.01, `cumulative layout shift ${cls.toFixed(3)} over both answers`);
    await page.context().close();
  });

  it('says "100+ pages found" where the list stops at 100 pages with more matching', async () => {
    const page = await h.newPage();
    await visit(page, h.baseUrl, '/en/search?q=agent');
    await page.waitForSelector('article[class*="searchResultItem"]');
    await page.waitForSelector('[class*="loadingRing_"]', {state: 'detached'});
    await page.waitForFunction(() => document.querySelectorAll('article[class*="searchResultItem"]').length === 100, null, {timeout: 60_000});
    assert.equal(await page.locator('.container p').first().textContent(), '100+ pages found');
    await page.context().close();
  });

  for (const [pagePath, heading] of [['/en/search?q=common+problems', 'Common problems'], ['/search?q=常见问题', '常见问题']] as const) {
    it(`${pagePath}: each result is titled with its page, a heading found on it on the line under the title`, async () => {
      const page = await h.newPage({viewport: {width: 1280, height: 900}});
      await visit(page, h.baseUrl, pagePath);
      await page.waitForSelector('article[class*="searchResultItem"] .search-result-section');
      await page.waitForSelector('[class*="loadingRing_"]', {state: 'detached'});
      const rows = await page.$$eval('article[class*="searchResultItem"]', (articles) =>
        articles.map((a) => ({
          title: a.querySelector('h2')?.textContent?.trim() ?? '',
          href: new URL(a.querySelector('h2 a')!.getAttribute('href')!, location.href),
          section: a.querySelector('.search-result-section')?.textContent?.trim() ?? null,
        })).map((r) => ({title: r.title, page: r.href.pathname, hash: r.href.hash, section: r.section})),
      );
      assert.ok(rows.length >= 10, `${rows.length} results`);
      assert.deepEqual(rows.filter((r) => r.title === heading), [], 'no result is titled with the generic heading');
      // A heading many pages share is no answer, but the docs pages found through it come before the
      // posts found through it (src/data/searchGenericHeadings.ts, plugins/search-ranking).
      const through = rows.filter((r) => r.section === heading);
      const firstPost = through.findIndex((r) => /^(\/en)?\/blog\//.test(r.page));
      const lastDocs = through.map((r) => /^(\/en)?\/docs\//.test(r.page)).lastIndexOf(true);
      assert.ok(lastDocs >= 0 && (firstPost === -1 || lastDocs < firstPost), `docs pages first: ${through.map((r) => r.page).join(' ')}`);
      const withHeading = rows.filter((r) => r.section === heading);
      assert.ok(withHeading.length >= 5, `${withHeading.length} results show the heading under their page's title`);
      // The title is the page's own: its document title names it, and the link goes to the heading.
      const first = withHeading[0]!;
      assert.ok(first.hash.length > 1, `the link goes to the heading: ${first.page}${first.hash}`);
      const target = await h.newPage();
      await visit(target, h.baseUrl, first.page);
      assert.equal((await target.locator('article h1, header h1').first().textContent())?.trim(), first.title);
      await target.context().close();
      await page.context().close();
    });
  }

  it('on the search page, waits for the full index when the quick first result would move, so the first result shown stays', async () => {
    const page = await h.newPage({viewport: {width: 390, height: 844}});
    // The first result the page ever shows, recorded as it appears.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const w = window as unknown as {firstShown?: string};
        const link = document.querySelector('article[class*="searchResultItem"] a');
        if (link && w.firstShown === undefined) w.firstShown = link.getAttribute('href') ?? '';
      }).observe(document, {childList: true, subtree: true});
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search-index-[0-9a-f]{8}\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    // The quick index's first result for this query is a page whose description matches; the full
    // index puts the Kubernetes install page first (it held the quick answer before this rule).
    const quickIn = page.waitForResponse(/search-index-quick-[0-9a-f]{8}\.json$/);
    await visit(page, h.baseUrl, '/en/search?q=kubernetes%20backup');
    await (await quickIn).finished();
    // Time for a quick answer to be drawn if the page were to show one (a slower machine only makes
    // this test more lenient, never fail wrongly).
    await page.waitForTimeout(1500);
    assert.equal(await page.locator('article[class*="searchResultItem"]').count(), 0, 'no quick answer while the full index is held');
    release();
    await page.waitForSelector('article[class*="searchResultItem"]');
    const first = await page.locator('article[class*="searchResultItem"] a').first().getAttribute('href');
    assert.equal(await page.evaluate(() => (window as unknown as {firstShown?: string}).firstShown), first);
    await page.context().close();
  });

  it('on the search page, waits for the full index for a word the quick index lacks, never saying "No documents"', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    // "deterministic" is in pages' text, in no title or heading (not in the quick index).
    await visit(page, h.baseUrl, '/en/search?q=deterministic');
    await page.waitForSelector('article[class*="searchResultItem"]');
    assert.equal(await page.getByText('No documents were found').count(), 0);
    await page.context().close();
  });

  for (const viewport of [{width: 412, height: 823}, {width: 1350, height: 940}]) {
    it(`keeps the search page still while its results arrive (${viewport.width}px)`, async () => {
      const page = await h.newPage({viewport});
      await recordLayoutShifts(page);
      await visit(page, h.baseUrl, '/en/search?q=workflow');
      await page.waitForSelector('text=/\\d+\\+? pages? found/');
      await settled(page);
      const cls = await layoutShift(page);
      assert.ok(cls < 0.01, `cumulative layout shift ${cls.toFixed(3)}`);
      await page.context().close();
    });
  }
});
