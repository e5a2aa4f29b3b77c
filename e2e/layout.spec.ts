/** Mobile menu, navbar hiding, docs sidebar, table of contents and scroll on navigation. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {useHarness, visit} from './support/harness.ts';

const DOC = '/en/docs/getting-started/community/docker';
const h = useHarness();

describe('mobile navigation (below 996 px)', () => {
  it('opens the sidebar with a back-to-main-menu button and closes it above 996 px', async () => {
    const page = await h.newPage({viewport: {width: 800, height: 900}});
    await visit(page, h.baseUrl, DOC);
    await page.locator('button.navbar__toggle').click();
    await page.waitForSelector('.navbar-sidebar--show');
    const back = page.locator('.navbar-sidebar__back');
    assert.match((await back.textContent()) ?? '', /Back to main menu/);
    await back.click();
    assert.equal(await page.locator('.navbar-sidebar .menu__link', {hasText: 'Pricing'}).isVisible(), true);
    await page.setViewportSize({width: 1200, height: 900});
    await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
    await page.context().close();
  });

  it('renders the sidebar the first time it is opened, slides it in, and keeps it after closing', async () => {
    const page = await h.newPage({viewport: {width: 412, height: 823}});
    await visit(page, h.baseUrl, DOC);
    // The render after hydration has run once two frames have been drawn and the network is quiet.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.equal(await page.locator('.navbar-sidebar').count(), 0, 'no hidden sidebar rendered after start-up');
    // The slide-in is a transform transition of the sidebar: awaited as its `transitionrun` event,
    // not sampled (on a loaded machine the transition can be over before a sample is taken).
    await page.evaluate(() => {
      document.addEventListener('transitionrun', (event) => {
        if (event.propertyName === 'transform' && (event.target as Element).classList.contains('navbar-sidebar')) {
          (window as unknown as {__slid?: boolean}).__slid = true;
        }
      });
    });
    await page.locator('button.navbar__toggle').click();
    await page.waitForSelector('.navbar-sidebar--show .navbar-sidebar');
    await page.waitForFunction(() => (window as unknown as {__slid?: boolean}).__slid === true, undefined, {timeout: 5000});
    // The docs page's own sidebar is its secondary menu, with the current page marked.
    await page.waitForSelector('.navbar-sidebar .menu__link--active');
    await page.locator('.navbar-sidebar__close').click();
    await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
    assert.equal(await page.locator('.navbar-sidebar').count(), 1, 'kept after closing, so it can slide out');
    await page.context().close();
  });
});

describe('navbar on scroll', () => {
  it('hides when scrolling down and returns when scrolling up', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 600}});
    await visit(page, h.baseUrl, DOC);
    const navbarBottom = () => page.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0);
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom > 0);
    assert.ok((await navbarBottom()) > 0);
    await page.context().close();
  });
});

describe('docs sidebar', () => {
  it('can be hidden and shown again', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, DOC);
    const menu = page.locator('aside.theme-doc-sidebar-container nav.menu');
    assert.equal(await menu.isVisible(), true);
    await page.locator('button[title="Collapse sidebar"]').click();
    await menu.waitFor({state: 'hidden'});
    await page.locator('[title="Expand sidebar"]').click();
    await menu.waitFor({state: 'visible'});
    await page.context().close();
  });
});

describe('table of contents', () => {
  it('lists exactly the h2 and h3 headings of the article', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    await visit(page, h.baseUrl, DOC);
    const tocTargets = await page.$$eval('.table-of-contents a', (links) => links.map((a) => a.getAttribute('href')));
    const headings = await page.$$eval('article h2[id], article h3[id]', (els) => els.map((e) => `#${e.id}`));
    assert.ok(headings.some((id) => id !== null), 'the page has headings');
    assert.deepEqual(tocTargets, headings);
    const levels = await page.$$eval('article :is(h2,h3,h4,h5,h6)[id]', (els) => [...new Set(els.map((e) => e.tagName))]);
    assert.ok(levels.includes('H3'), 'the test page has h3 headings');
    await page.context().close();
  });
});

describe('scroll on navigation', () => {
  it('scrolls to the top on a new page and to the anchor when the link has a hash', async () => {
    const page = await h.newPage({viewport: {width: 1280, height: 700}});
    await visit(page, h.baseUrl, DOC);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer a', {hasText: 'Blog'}).click();
    await page.waitForURL('**/en/blog/');
    await page.waitForFunction(() => window.scrollY === 0);

    await visit(page, h.baseUrl, `${DOC}#troubleshooting`);
    await page.waitForFunction(() => {
      const top = document.getElementById('troubleshooting')!.getBoundingClientRect().top;
      return window.scrollY > 0 && top >= 0 && top < 200;
    });
    // An in-page TOC link moves to its heading.
    await page.locator('.table-of-contents a[href="#settings"]').click();
    await page.waitForFunction(() => {
      const top = document.getElementById('settings')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    await page.context().close();
  });
});
