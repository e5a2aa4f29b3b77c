/**
 * `npm run shots`: screenshots of the built site for a human review, not a test. Serves ./build
 * (or the folder given as the first argument) with the site's own server, opens a fixed list of
 * pages in both locales, light and dark mode, at 1280x900 and 390x844, and writes one PNG per view
 * to shots/ (full page, cut at SHOT_MAX_HEIGHT px) plus shots/index.html, a contact sheet that
 * puts each page's views side by side. A few pages are rendered at once; the run prints its time.
 * SHOTS_ONLY (page ids, comma-separated) narrows the list; SHOTS_PATHS (paths, comma-separated) adds
 * pages, so `SHOTS_ONLY=none SHOTS_PATHS=…` shoots only those; SHOTS_CONCURRENCY sets how many at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {startSiteServer} from '../serve/server.ts';

const OUT_DIR = path.resolve('shots');
/** Full-page shots stop here: long docs pages would otherwise make images tens of thousands of px tall. */
const SHOT_MAX_HEIGHT = 2400;
/** Pages rendered at the same time (two cores here: more only makes each one slower). */
const CONCURRENCY = Number(process.env.SHOTS_CONCURRENCY ?? 4);

type ShotPage = {id: string; label: string; zh: string; en: string};

/** One of each kind of page the site has. Paths in the default locale (zh-Hans) and in English. */
const PAGES: ShotPage[] = [
  {id: 'home', label: 'Home', zh: '/', en: '/en/'},
  {id: 'pricing', label: 'Pricing (editions, contact form)', zh: '/pricing/', en: '/en/pricing/'},
  {id: 'enterprise', label: 'Enterprise', zh: '/enterprise/', en: '/en/enterprise/'},
  {id: 'sap', label: 'SAP', zh: '/sap/', en: '/en/sap/'},
  {id: 'docs-category', label: 'Docs category page', zh: '/docs/models/mdx-modeling/', en: '/en/docs/models/mdx-modeling/'},
  {
    id: 'docs-figure-mdx',
    label: 'Docs leaf with a figure and an MDX query',
    zh: '/docs/models/mdx-modeling/calculated-member',
    en: '/en/docs/models/mdx-modeling/calculated-member',
  },
  {id: 'docs-table', label: 'Docs leaf with tables', zh: '/docs/server/tenant/smtp', en: '/en/docs/server/tenant/smtp'},
  {id: 'docs-callouts', label: 'Docs leaf with callouts', zh: '/docs/ai/chatkit/quick-start', en: '/en/docs/ai/chatkit/quick-start'},
  {id: 'api-operation', label: 'API operation', zh: '/docs/api/assistants/get-assistant', en: '/en/docs/api/assistants/get-assistant'},
  {id: 'glossary', label: 'Glossary', zh: '/docs/glossary', en: '/en/docs/glossary'},
  {id: 'chart', label: 'Chart-type page (a chart drawn at build time)', zh: '/docs/widgets/analytical-card/bar', en: '/en/docs/widgets/analytical-card/bar'},
  {id: 'blog-post', label: 'Blog post', zh: '/blog/releases-2-7-xpert', en: '/en/blog/releases-2-7-xpert'},
  {id: 'blog-list', label: 'Blog list', zh: '/blog', en: '/en/blog'},
  {id: 'blog-tag', label: 'Blog tag page', zh: '/blog/tags/release', en: '/en/blog/tags/release'},
  {id: 'providers', label: 'Model providers table', zh: '/docs/ai/models/', en: '/en/docs/ai/models/'},
  {id: 'docker-vars', label: 'Docker install: environment variables table', zh: '/docs/getting-started/community/docker', en: '/en/docs/getting-started/community/docker'},
  {id: 'chart-settings', label: 'Chart settings table', zh: '/docs/widgets/analytical-card/sankey/', en: '/en/docs/widgets/analytical-card/sankey/'},
  {id: 'phone-title', label: 'Docs page title (long words)', zh: '/docs/models/dimension-designer/hierarchy/', en: '/en/docs/models/dimension-designer/hierarchy/'},
  {id: 'search', label: 'Search page with a query', zh: '/search?q=%E5%B7%A5%E4%BD%9C%E6%B5%81', en: '/en/search?q=workflow'},
  {id: 'search-shared-heading', label: 'Search page, a heading many pages share', zh: '/search?q=%E5%B8%B8%E8%A7%81%E9%97%AE%E9%A2%98', en: '/en/search?q=common+problems'},
  {id: 'not-found', label: 'Not-found page', zh: '/no-such-page-here', en: '/en/no-such-page-here'},
];

const LOCALES = ['zh', 'en'] as const;
const MODES = ['light', 'dark'] as const;
const VIEWPORTS = [
  {id: 'desktop', width: 1280, height: 900},
  {id: 'mobile', width: 390, height: 844},
] as const;

type Shot = {
  page: ShotPage;
  locale: (typeof LOCALES)[number];
  mode: (typeof MODES)[number];
  viewport: (typeof VIEWPORTS)[number];
  file: string;
  /** Height of the whole page, before the cut. */
  pageHeight?: number;
  error?: string;
};

/** `SHOTS_ONLY=search,home npm run shots` takes those pages only. */
const ONLY = process.env.SHOTS_ONLY?.split(',').filter(Boolean);
/**
 * `SHOTS_PATHS=/docs/widgets/text,/blog/releases-2-5-chatbi npm run shots` adds the pages a writer
 * changed (default-locale paths; the English twin is the same path under /en).
 */
const EXTRA: ShotPage[] = (process.env.SHOTS_PATHS?.split(',') ?? [])
  .map((p) => p.trim())
  .filter((p) => p.startsWith('/'))
  .map((zh) => ({id: zh.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'root', label: zh, zh, en: `/en${zh}`}));

function plan(): Shot[] {
  const shots: Shot[] = [];
  const pages = [...PAGES.filter((p) => !ONLY || ONLY.includes(p.id)), ...EXTRA];
  for (const page of pages)
    for (const locale of LOCALES)
      for (const viewport of VIEWPORTS)
        for (const mode of MODES)
          shots.push({page, locale, mode, viewport, file: `${page.id}-${locale}-${viewport.id}-${mode}.png`});
  return shots;
}

/** Brings the page to what a reader sees once it has settled: hydrated, images and fonts in, code blocks live. */
async function settle(page: Page, shot: Shot): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 20_000});
  if (shot.page.id.startsWith('search')) {
    // Results, or the paragraph that says there are none (the index is a few MB: give it time).
    await page
      .waitForFunction(() => document.querySelector('main article, [class*="searchResultItem_"]') || /(pages?|documents?) (were )?found|文档/i.test(document.querySelector('main')?.textContent ?? ''), undefined, {
        timeout: 60_000,
      })
      .catch(() => undefined);
  }
  // Images below the fold are lazy; a full-page shot does not scroll, so load them all now.
  await page.evaluate(() => {
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager'));
  });
  // Scroll through the part that is captured: code blocks go live (dark colours) near the viewport.
  // (No named helpers inside evaluate(): tsx's transform would wrap them in a function the page lacks.)
  await page.evaluate(async (maxHeight) => {
    const end = Math.min(document.documentElement.scrollHeight, maxHeight);
    for (let y = 0; y < end; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }, SHOT_MAX_HEIGHT);
  await page.waitForLoadState('networkidle', {timeout: 10_000}).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, {once: true});
              img.addEventListener('error', resolve, {once: true});
              setTimeout(resolve, 5000);
            }),
        ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function take(browser: Browser, baseUrl: string, shot: Shot): Promise<void> {
  const context = await browser.newContext({
    viewport: {width: shot.viewport.width, height: shot.viewport.height},
    colorScheme: shot.mode,
    locale: shot.locale === 'zh' ? 'zh-CN' : 'en-GB',
    deviceScaleFactor: 1,
  });
  const local = new URL(baseUrl).host;
  // No internet here: the help-bot and embed scripts would only time out.
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    return url.host === local || url.protocol === 'data:' ? route.continue() : route.abort();
  });
  const page = await context.newPage();
  try {
    await page.goto(baseUrl + shot.page[shot.locale]);
    await settle(page, shot);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    shot.pageHeight = height;
    await page.screenshot({
      path: path.join(OUT_DIR, shot.file),
      fullPage: true,
      clip: {x: 0, y: 0, width: shot.viewport.width, height: Math.min(height, SHOT_MAX_HEIGHT)},
      animations: 'disabled',
      caret: 'hide',
    });
  } catch (error) {
    shot.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await context.close();
  }
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

/** The contact sheet: a section per page; in each, zh then en, desktop (wide) then mobile, light beside dark. */
function contactSheet(shots: Shot[], seconds: number): string {
  const sections = PAGES.filter((page) => shots.some((shot) => shot.page === page)).map((page) => {
    const figures = shots
      .filter((shot) => shot.page === page)
      .map((shot) => {
        const caption = `${shot.locale} · ${shot.mode} · ${shot.viewport.width}×${shot.viewport.height}`;
        const cut = shot.pageHeight && shot.pageHeight > SHOT_MAX_HEIGHT ? ` · cut at ${SHOT_MAX_HEIGHT} of ${shot.pageHeight} px` : '';
        const body = shot.error
          ? `<div class="failed">Not captured: ${escape(shot.error)}</div>`
          : `<a href="${shot.file}"><img src="${shot.file}" alt="${escape(`${page.label}, ${caption}`)}" loading="lazy"></a>`;
        return `<figure class="${shot.viewport.id} ${shot.mode}">${body}<figcaption>${escape(caption + cut)}</figcaption></figure>`;
      })
      .join('\n');
    return `<section><h2>${escape(page.label)} <code>${escape(page.zh)}</code> <code>${escape(page.en)}</code></h2><div class="grid">${figures}</div></section>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Site screenshots</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem 2rem; background: #f3f4f6; color: #111827; }
  h2 { font-size: 1.1rem; margin: 2rem 0 0.5rem; }
  code { font-size: 0.8rem; color: #4b5563; margin-left: 0.5rem; }
  /* One row per locale: desktop light, desktop dark, mobile light, mobile dark (mobile at its own scale). */
  .grid { display: grid; grid-template-columns: 1280fr 1280fr 390fr 390fr; gap: 0.75rem; align-items: start; }
  figure { margin: 0; }
  figure img { display: block; width: 100%; max-height: 40rem; object-fit: cover; object-position: top; border: 1px solid #d1d5db; }
  figure.dark img { border-color: #374151; }
  figcaption { font-size: 0.75rem; color: #374151; margin-top: 0.25rem; }
  .failed { padding: 1rem; background: #fee2e2; color: #7f1d1d; }
</style>
<h1>Site screenshots</h1>
<p>${shots.length} views of ${new Set(shots.map((shot) => shot.page)).size} pages, taken ${escape(new Date().toISOString())} in ${seconds.toFixed(1)} s. Each row: one locale; light and dark at 1280×900, then at 390×844. Click a picture for the full-size PNG (pages cut at ${SHOT_MAX_HEIGHT} px).</p>
${sections}
</html>
`;
}

async function main(): Promise<void> {
  const started = process.hrtime.bigint();
  const root = path.resolve(process.argv[2] ?? 'build');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`No built site in ${root}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  fs.rmSync(OUT_DIR, {recursive: true, force: true});
  fs.mkdirSync(OUT_DIR, {recursive: true});
  const server = await startSiteServer(root);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const shots = plan();
  const queue = [...shots];
  let done = 0;
  try {
    await Promise.all(
      Array.from({length: CONCURRENCY}, async () => {
        for (let shot = queue.shift(); shot; shot = queue.shift()) {
          await take(browser, server.url, shot);
          done += 1;
          if (done % 20 === 0) console.log(`shots: ${done}/${shots.length}`);
        }
      }),
    );
  } finally {
    await browser.close();
    await server.close();
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  fs.writeFileSync(path.join(OUT_DIR, 'index.html'), contactSheet(shots, seconds));
  const failed = shots.filter((shot) => shot.error);
  for (const shot of failed) console.error(`shots: ${shot.file} not captured: ${shot.error}`);
  console.log(`shots: ${shots.length - failed.length} of ${shots.length} screenshots in ${seconds.toFixed(1)} s (${CONCURRENCY} at a time): ${path.relative(process.cwd(), path.join(OUT_DIR, 'index.html'))}`);
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
