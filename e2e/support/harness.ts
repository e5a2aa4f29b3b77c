/**
 * Shared set-up of the browser tests: serve ./build, drive Debian's Chromium with playwright-core,
 * block every request that leaves the machine, and collect console and page errors.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import {after, before} from 'node:test';
import {chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';
import {startSiteServer} from '../../scripts/serve/server.ts';

export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (c): c is string => Boolean(c),
  );
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) {
    throw new Error(
      'No Chromium found (looked at $CHROME_PATH, /usr/bin/chromium, /usr/bin/chromium-browser). ' +
        'Install it with `sudo apt-get install -y chromium` or set CHROME_PATH to a Chrome/Chromium binary.',
    );
  }
  return found;
}

export type Harness = {
  baseUrl: string;
  browser: Browser;
  /** A fresh context whose external requests are blocked; errors land in `errors`. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Console errors and uncaught page errors seen so far (external-request noise excluded). */
  errors: string[];
  /** Where the local server writes the beacons (page feedback, failed searches) of this run. */
  feedbackLog: string;
  close: () => Promise<void>;
};

const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');

export const BUILD = BUILD_DIR;

/** Serve `root` (default: the build) and launch Chromium. */
export async function startHarness(options: {root?: string} = {}): Promise<Harness> {
  const root = options.root ?? BUILD_DIR;
  // A finished build has a home page, or at least a sitemap (the benchmark's stock site has no home page).
  if (!fs.existsSync(path.join(root, 'index.html')) && !fs.existsSync(path.join(root, 'sitemap.xml'))) {
    throw new Error(`No built site at ${root}: run \`npm run build\` first.`);
  }
  // Beacons the pages send during the tests go to a log of this run, not the working copy's.
  const feedbackLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xpert-beacons-')), 'feedback.jsonl');
  const server = await startSiteServer(root, 0, {feedbackLog});
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // No internet here, and the tests must not depend on it: every host but this machine's fails
      // to resolve, so the help-bot and embed scripts fail. (Blocking with context.route would send
      // every request through this process and turn off the HTTP cache.)
      `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
      // V8 stops at its baseline compiler (Sparkplug): the tests load hundreds of documents and run
      // the same heavy code in each (axe above all), which the optimizing compilers compiled again
      // for every new document on background threads. Only speed differs, never what the code does.
      // Measured on the page walk, 120 pages in 2 lanes: 206 core-seconds and 106 s without, 158
      // and 83 s with; the suite's timings are the benchmark's, which launches its own browsers.
      '--js-flags=--max-opt=1',
    ],
  });
  const errors: string[] = [];

  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({locale: 'en-GB', ...options});
    context.on('page', (page) => watch(page));
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      await dropRoutes(context);
      return close(closeOptions);
    };
    return context;
  };

  /**
   * A route handler still waiting when its test closes the context (a held script, a delayed index)
   * would throw "Request context disposed" after the test, as an unhandled rejection that fails
   * the file on a slow machine. Remove the handlers first, ignoring their errors.
   */
  const dropRoutes = (context: BrowserContext) =>
    Promise.all(
      [context, ...context.pages()].map((target) => target.unrouteAll({behavior: 'ignoreErrors'}).catch(() => undefined)),
    );

  const watch = (page: Page) => {
    // Pages answered with 404 on purpose (the not-found page), by URL: the console reports each.
    const notFound = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().isNavigationRequest()) notFound.add(response.url());
    });
    page.on('pageerror', (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const source = message.location().url;
      // A blocked external request logs "Failed to load resource"; that is the test set-up, not a bug.
      if (source && !source.startsWith(server.url)) return;
      if (/Failed to load resource: net::ERR_(FAILED|NAME_NOT_RESOLVED)/.test(message.text())) return;
      if (/status of 404/.test(message.text()) && [...notFound].some((url) => sameUrl(source, url))) return;
      // Chromium asks for /favicon.ico by itself on a page that names no icon (a plain-text 400).
      if (/status of 404/.test(message.text()) && new URL(source || page.url()).pathname === '/favicon.ico') return;
      errors.push(`console error on ${page.url()}: ${message.text()}`);
    });
  };

  const newPage = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    return context.newPage();
  };

  return {
    baseUrl: server.url,
    browser,
    newContext,
    newPage,
    errors,
    feedbackLog,
    close: async () => {
      await Promise.all(browser.contexts().map(dropRoutes));
      await browser.close();
      await server.close();
    },
  };
}

/** Two spellings of one URL (Chromium escapes some characters in one place and not the other). */
function sameUrl(a: string, b: string): boolean {
  const plain = (url: string) => {
    try {
      return decodeURIComponent(url);
    } catch {
      return url;
    }
  };
  return plain(a) === plain(b);
}

/** Go to a path and wait until React has hydrated the page. */
export async function visit(page: Page, baseUrl: string, urlPath: string): Promise<void> {
  await page.goto(baseUrl + urlPath);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/**
 * Wait until the page has nothing more to fetch and has drawn two more frames: anything that
 * could still move the layout (a late font, an image, a result list) has then arrived and been
 * painted. Used before reading layout shifts, instead of a fixed pause.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Start a harness before the tests of a spec file and close it after them. Unless `errors` says
 * otherwise, the file fails when any tested page logged a console or page error; `errors` may
 * instead filter out the ones the file provokes on purpose, or be `'unchecked'` when the file
 * checks errors itself.
 */
export function useHarness(errors: ((error: string) => boolean) | 'unchecked' = () => true): Harness {
  let current: Harness | undefined;
  before(async () => {
    current = await startHarness();
  });
  after(async () => {
    if (!current) return;
    await current.close();
    if (errors !== 'unchecked') assert.deepEqual(current.errors.filter(errors), [], 'no console or page errors on any tested page');
  });
  // The tests run after `before`, so they reach the started harness through this stand-in.
  return new Proxy({} as Harness, {
    get(_, key) {
      if (!current) throw new Error('The harness is not started yet: use it inside a test.');
      return current[key as keyof Harness];
    },
  });
}

