/**
 * How a page loads (src/ssr/htmlTemplate.ts): the HTML carries no parser-run script, the entry
 * scripts are preloaded at low priority, and the page hydrates only after its first contentful
 * paint, in a visible tab, in a background tab, and where the Paint Timing API is missing; main.js
 * then starts in steps, a task each (plugins/staged-boot).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {BUILD, useHarness, visit} from './support/harness.ts';

const h = useHarness();

const PAGES = ['/en/docs/ai/', '/', '/en/pricing/', '/blog/'];

/** Records, in the page, when the entry script `main.*.js` is added to the document. */
const RECORD_ENTRY = `
  new MutationObserver((records, observer) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (node.nodeName === 'SCRIPT' && /\\/main\\.[0-9a-f]+\\.js$/.test(node.src || '')) {
        window.__mainAddedAt = performance.now();
        observer.disconnect();
      }
    }
  }).observe(document, {childList: true, subtree: true});
`;

describe('entry scripts after the first paint', () => {
  for (const pagePath of PAGES) {
    it(`${pagePath}: the HTML has no parser-run script and preloads the entry scripts at low priority`, async () => {
      const html = await (await fetch(h.baseUrl + pagePath)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      assert.doesNotMatch(html, /<script\b[^>]*\bsrc=/i, 'no <script src> in the HTML');
      const preloads = [...head.matchAll(/<link\b[^>]*\bdata-entry-script\b[^>]*>/g)].map((m) => m[0]);
      assert.equal(preloads.length, 2, 'runtime and main are preloaded');
      for (const link of preloads) {
        assert.match(link, /rel="?preload/);
        assert.match(link, /as="?script/);
        assert.match(link, /fetchpriority="?low/);
      }
      assert.match(preloads[0]!, /runtime~main\.[0-9a-f]+\.js/);
      assert.match(preloads[1]!, /\/main\.[0-9a-f]+\.js/);
    });

    it(`${pagePath}: paints first, then adds the entry scripts, then hydrates`, async () => {
      const page = await h.newPage();
      await page.addInitScript(RECORD_ENTRY);
      await visit(page, h.baseUrl, pagePath);
      const timings = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        mainAddedAt: (window as unknown as {__mainAddedAt?: number}).__mainAddedAt ?? null,
      }));
      assert.notEqual(timings.fcp, null, 'the page reported a first contentful paint');
      assert.notEqual(timings.mainAddedAt, null, 'the loader added main.js');
      assert.ok(
        timings.mainAddedAt! >= timings.fcp!,
        `main.js added at ${timings.mainAddedAt!.toFixed(0)} ms, after the first contentful paint at ${timings.fcp!.toFixed(0)} ms`,
      );
      await page.context().close();
    });
  }

  it('hydrates a page opened in a background tab (nothing is painted there)', async () => {
    const page = await h.newPage();
    // A string, not a function: the TypeScript loader would add helpers the page does not have.
    await page.addInitScript(`Object.defineProperty(Document.prototype, 'visibilityState', {get: () => 'hidden', configurable: true});`);
    await visit(page, h.baseUrl, '/en/docs/ai/');
    assert.equal(await page.locator('html').getAttribute('data-has-hydrated'), 'true');
    await page.context().close();
  });

  it('hydrates in a browser without the Paint Timing API', async () => {
    const page = await h.newPage();
    await page.addInitScript(`Object.defineProperty(window, 'PerformanceObserver', {value: undefined, configurable: true});`);
    await visit(page, h.baseUrl, '/en/docs/ai/');
    // React handles the navbar: two clicks on the colour mode toggle go system -> light -> dark.
    const toggle = page.locator('button[aria-label^="Switch between dark and light mode"]');
    await toggle.click();
    await toggle.click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await page.context().close();
  });

  it('starts main.js in steps, each in its own task, before it hydrates (plugins/staged-boot)', async () => {
    const page = await h.newPage();
    await visit(page, h.baseUrl, '/en/docs/ai/');
    const steps = await page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((entry) => entry.name.startsWith('boot: '))
        .map((entry) => ({name: entry.name.slice('boot: '.length), start: entry.startTime, end: entry.startTime + entry.duration})),
    );
    assert.deepEqual(
      steps.map((step) => step.name),
      ['react-dom', 'router', 'routes', 'prefetch', 'client modules', 'app', 'route match', 'route chunks'],
    );
    for (const [i, step] of steps.entries()) {
      if (i > 0) assert.ok(step.start >= steps[i - 1]!.end, `"${step.name}" starts after "${steps[i - 1]!.name}" ends`);
    }
    await page.context().close();
  });
});

describe('the first paint waits for the whole navbar (a half-parsed navbar is never painted)', () => {
  const htmlFiles = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return htmlFiles(full);
      return e.name.endsWith('.html') ? [full] : [];
    });

  it('every page of the build holds its first paint until the element after its navbar is parsed', () => {
    const pages = htmlFiles(BUILD).filter((f) => fs.readFileSync(f, 'utf8').includes('id=__docusaurus>') || fs.readFileSync(f, 'utf8').includes('id="__docusaurus"'));
    assert.ok(pages.length > 800, `${pages.length} pages`);
    const wrong: string[] = [];
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const link = /<link\b[^>]*\brel="?expect"?[^>]*>/.exec(head)?.[0] ?? '';
      const target = /\bhref="?#([^"\s>]+)/.exec(link)?.[1];
      if (!/\bblocking="?render"?/.test(link) || !target) wrong.push(`${path.relative(BUILD, file)}: no render-blocking expect link`);
      else if (!new RegExp(`\\bid="?${target}[\\s">]`).test(html.slice(head.length))) wrong.push(`${path.relative(BUILD, file)}: no element #${target}`);
    }
    assert.deepEqual(wrong, []);
  });

  for (const [pagePath, width] of [['/docs/ai/workflow/', 1280], ['/en/', 390]] as const) {
    it(`${pagePath} at ${width} px, a 6x slower CPU: the first frame has the whole navbar`, async () => {
      const page = await h.newPage({viewport: {width, height: 800}});
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
      // The first animation frame runs at the first rendering opportunity, before the first paint.
      await page.addInitScript(`requestAnimationFrame(() => {
        const nav = document.querySelector('nav.navbar');
        const right = document.querySelector('.navbar__items--right');
        window.__firstFrame = {
          navbarElements: nav ? nav.getElementsByTagName('*').length : 0,
          navbarRightItems: right ? right.children.length : 0,
        };
      });`);
      await visit(page, h.baseUrl, pagePath);
      // The same counts in the HTML as served, parsed whole.
      const served = await page.evaluate(async () => {
        const doc = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
        return {
          navbarElements: doc.querySelector('nav.navbar')?.getElementsByTagName('*').length ?? -1,
          navbarRightItems: doc.querySelector('.navbar__items--right')?.children.length ?? -1,
        };
      });
      const first = await page.evaluate(() => (window as unknown as {__firstFrame?: unknown}).__firstFrame ?? null);
      assert.ok(served.navbarElements > 20 && served.navbarRightItems >= 4, JSON.stringify(served));
      assert.deepEqual(first, served);
      await page.context().close();
    });
  }
});
