/**
 * Code blocks without Prism on the first load (src/theme/CodeBlock, plugins/lazy-code-highlighting):
 * the server HTML is highlighted; hydration keeps it as drawn; the Prism chunk loads only when a
 * block is needed (near the viewport once the reader acts, on pointing at it, at once in dark
 * mode); the live block copies its code; a client-side navigation renders highlighted code.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {darkPalette, lightPalette} from '../src/utils/prismThemes.ts';
import {useHarness, visit} from './support/harness.ts';

const h = useHarness();

const PAGE = '/en/docs/plugin/develop';
/** A page with an ```mdx block (an MDX query, coloured by src/utils/prismMdx.ts). */
const MDX_PAGE = '/en/docs/models/mdx-modeling/calculated-member';
/** An API operation page: its samples (curl, JavaScript, Python) are in code tabs. */
const TABS_PAGE = '/en/docs/api/runs/stream-run';

/** `#rrggbb` as the `rgb(r, g, b)` that getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Colours of the first keyword and member token of the page's first mdx block, and how many tokens are coloured. */
const mdxColours = (page: Page) =>
  page
    .locator('.theme-code-block.language-mdx')
    .first()
    .evaluate((block) => {
      // No helper function in here: the test runner's transform would name it with a helper the page lacks.
      const [keyword, member] = ['.token.keyword', '.token.member'].map((selector) => block.querySelector(selector));
      return {
        keyword: keyword ? getComputedStyle(keyword).color : null,
        member: member ? getComputedStyle(member).color : null,
        plain: getComputedStyle(block.querySelector('pre')!).color,
        // Read in the same task as the colours, so a block that goes live meanwhile cannot mix the two.
        island: block.getAttribute('data-code-island'),
        coloured: block.querySelectorAll('.token:not(.plain)').length,
      };
    });

/**
 * Records every script the page loads whose code holds the highlighter (prism-react-renderer's `token-line`).
 * The returned function waits for the bodies still being read: a script can run before its body
 * reaches the test, so reading the list at once could miss one that has already taken effect.
 */
function recordPrism(page: Page): () => Promise<string[]> {
  const found: string[] = [];
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const read = response
      .text()
      .catch(() => '')
      .then((body) => {
        if (body.includes('token-line')) found.push(new URL(response.url()).pathname);
      });
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return async () => {
    while (reading.size > 0) await Promise.all(reading);
    return [...found];
  };
}

const counts = (page: Page) =>
  page.evaluate(() => ({
    blocks: document.querySelectorAll('.theme-code-block').length,
    islands: document.querySelectorAll('.theme-code-block[data-code-island]').length,
    tokens: document.querySelectorAll('.theme-code-block .token').length,
  }));

describe('code blocks', () => {
  it('the server HTML already shows the code highlighted', async () => {
    const html = await (await fetch(h.baseUrl + PAGE)).text();
    const blocks = html.match(/theme-code-block/g) ?? [];
    assert.ok(blocks.length >= 5, `${blocks.length} code blocks on ${PAGE}`);
    assert.match(html, /class="?token-line/);
    assert.match(html, /class="?token (keyword|string|punctuation)/);
    // Rendered in one piece: no boundary streamed later with an inline `$RC` script (the CSP would block it).
    assert.doesNotMatch(html, /<!--\$\?-->|\$RC\(/);
  });

  it('the first load fetches no Prism and keeps every block as the server drew it', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    const prism = recordPrism(page);
    await visit(page, h.baseUrl, PAGE);
    await page.waitForLoadState('networkidle');
    const state = await counts(page);
    assert.ok(state.blocks >= 5);
    assert.equal(state.islands, state.blocks, 'every block is still the server-drawn one');
    assert.ok(state.tokens > 50, `${state.tokens} highlighted tokens from the server HTML`);
    assert.deepEqual(await prism(), [], 'no script with the highlighter was fetched');
    // Control: the recorder does see the highlighter once the reader points at a block.
    const first = page.locator('.theme-code-block').first();
    await first.scrollIntoViewIfNeeded();
    await first.hover();
    await page.waitForFunction(() => !document.querySelector('.theme-code-block')?.hasAttribute('data-code-island'));
    await page.waitForLoadState('networkidle');
    assert.equal((await prism()).length, 1, 'the recorder saw the highlighter chunk once it was needed');
    await page.context().close();
  });

  it('a page with code tabs: its first load fetches no Prism, and the blocks in tabs keep the server\'s drawing', async () => {
    // The theme's Tabs mount their content again once the browser takes over; the blocks mounted
    // again copy the server's drawing (src/theme/CodeBlock/drawings.ts).
    const page = await h.newPage({viewport: {width: 390, height: 844}});
    const prism = recordPrism(page);
    await visit(page, h.baseUrl, TABS_PAGE);
    await page.waitForLoadState('networkidle');
    const inTabs = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.tabs-container .theme-code-block'), (block) => ({
        island: block.hasAttribute('data-code-island'),
        tokens: block.querySelectorAll('.token').length,
        focusable: block.querySelector('pre')?.getAttribute('tabindex') === '0',
      })),
    );
    assert.ok(inTabs.length >= 3, `${inTabs.length} blocks in tabs`);
    assert.deepEqual(
      inTabs.filter((b) => !b.island || b.tokens < 3 || !b.focusable),
      [],
      'every block in tabs is the server-drawn one, highlighted and focusable',
    );
    assert.deepEqual(await prism(), [], 'no script with the highlighter was fetched');
    // The visible tab's block goes live as any other when the reader points at it.
    const shown = page.locator('.tabs-container [role="tabpanel"]:not([hidden]) .theme-code-block').first();
    await shown.hover();
    await page.waitForFunction(() => !document.querySelector('.tabs-container [role="tabpanel"]:not([hidden]) .theme-code-block')?.hasAttribute('data-code-island'));
    assert.equal((await prism()).length, 1, 'the highlighter arrived once it was needed');
    await page.context().close();
  });

  it('while the highlighter loads after a client-side navigation, a block is plain text that a keyboard reader can focus', async () => {
    const page = await h.newPage({viewport: {width: 390, height: 844}});
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('token-line')) await held;
      await route.fulfill({response, body});
    });
    await visit(page, h.baseUrl, '/en/docs/plugin/');
    await page.locator(`main a[href="${PAGE}"]`).first().click();
    await page.waitForURL(`**${PAGE}`);
    const plain = page.locator('.theme-code-block pre:not([class*="codeBlock"])').first();
    await plain.waitFor({state: 'visible'});
    assert.equal(await plain.getAttribute('tabindex'), '0', 'the plain block is in the tab order');
    release();
    await page.waitForFunction(() => document.querySelector('.theme-code-block pre[class*="codeBlock"] .token') !== null);
    await page.context().close();
  });

  it('pointing at a block loads Prism and makes it live; its copy button copies the code', async () => {
    const context = await h.newContext({viewport: {width: 1280, height: 900}});
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: h.baseUrl});
    const page = await context.newPage();
    const prism = recordPrism(page);
    await visit(page, h.baseUrl, PAGE);
    const first = page.locator('.theme-code-block').first();
    // One `.token-line` per line of code; the clipboard gets the lines joined by newlines.
    const code = await first.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent ?? '').join('\n'));
    await first.scrollIntoViewIfNeeded();
    await first.hover();
    await page.waitForFunction(() => !document.querySelector('.theme-code-block')?.hasAttribute('data-code-island'));
    assert.equal((await prism()).length, 1, 'the highlighter chunk was fetched once');
    const live = page.locator('.theme-code-block').first();
    await live.hover();
    await live.getByRole('button', {name: /copy/i}).click();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const normalise = (text: string) => text.split('\n').map((line) => line.trimEnd()).join('\n').trim();
    assert.ok(code.includes('git clone'), 'read the code of the first block');
    assert.equal(normalise(clipboard), normalise(code));
    assert.ok((await counts(page)).tokens > 50, 'still highlighted after going live');
    await context.close();
  });

  it('once the reader scrolls, blocks near the viewport go live and far ones stay as drawn', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, PAGE);
    const last = page.locator('.theme-code-block').last();
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => !document.querySelector('.theme-code-block')?.hasAttribute('data-code-island'));
    const afterWheel = await counts(page);
    assert.ok(afterWheel.islands > 0, 'the blocks far below are still islands');
    assert.ok(afterWheel.islands < afterWheel.blocks, 'the first block is live');
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const blocks = document.querySelectorAll('.theme-code-block');
      return !blocks[blocks.length - 1]?.hasAttribute('data-code-island');
    });
    await page.context().close();
  });

  it('in dark mode, a visible block goes live at once and takes the dark code colours', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 4000}, colorScheme: 'dark'});
    await visit(page, h.baseUrl, PAGE);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.waitForFunction(() => !document.querySelector('.theme-code-block')?.hasAttribute('data-code-island'));
    const background = await page
      .locator('.theme-code-block')
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--prism-background-color').trim());
    assert.equal(background.toLowerCase(), darkPalette.background.toLowerCase());
    await page.context().close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`an MDX query block is coloured in ${mode} mode, from the server HTML and once live`, async () => {
      const palette = mode === 'dark' ? darkPalette : lightPalette;
      const page = await h.newPage({viewport: {width: 1280, height: 900}, colorScheme: mode});
      await visit(page, h.baseUrl, MDX_PAGE);
      const block = page.locator('.theme-code-block.language-mdx').first();
      if (mode === 'light') {
        // As the server drew it, read before any scroll (scrolling near a block makes it live):
        // the light theme's colours are inline in the HTML.
        const drawn = await mdxColours(page);
        assert.equal(drawn.island, '', 'the block is still as the server drew it');
        assert.ok(drawn.coloured >= 5, `${drawn.coloured} coloured tokens in the server HTML`);
        assert.equal(drawn.keyword, rgb(palette.keyword));
        assert.equal(drawn.member, rgb(palette.tag));
      }
      await block.scrollIntoViewIfNeeded();
      if (mode === 'light') await block.hover();
      await page.waitForFunction(() => !document.querySelector('.theme-code-block.language-mdx')?.hasAttribute('data-code-island'));
      const live = await mdxColours(page);
      assert.ok(live.coloured >= 5, `${live.coloured} coloured tokens once live`);
      assert.equal(live.keyword, rgb(palette.keyword), 'keywords take the theme keyword colour');
      assert.equal(live.member, rgb(palette.tag), 'bracketed members take the theme property colour');
      assert.notEqual(live.keyword, live.plain);
      await page.context().close();
    });
  }

  it('a client-side navigation to a page with code renders it highlighted', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, '/en/docs/plugin/');
    await page.evaluate(() => {
      (window as unknown as {__samePage: boolean}).__samePage = true;
    });
    await page.locator(`main a[href="${PAGE}"]`).first().click();
    await page.waitForURL(`**${PAGE}`);
    await page.waitForFunction(() => document.querySelectorAll('.theme-code-block .token').length > 50);
    assert.equal(
      await page.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage),
      true,
      'the page was not reloaded',
    );
    const state = await counts(page);
    assert.equal(state.islands, 0, 'blocks rendered in the browser are live from the start');
    await page.context().close();
  });
});
