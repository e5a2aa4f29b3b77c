/**
 * The writer's edit loop, as a writer meets it: `docusaurus start` for one locale, a docs page open
 * in Chromium, then a sentence added to the page's source file; the time from the file's save to
 * the sentence on screen (the dev server's rebuild and hot update), several times, median taken.
 * Also the time from starting the dev server to the first page served. The file is restored after
 * each edit and when anything fails.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {median} from './stats.ts';

export type EditLoopFigures = {
  locale: string;
  page: string;
  file: string;
  /** From spawning the dev server to the page's first answer, in ms. */
  startMs: number;
  /** From saving the file to the new sentence on screen, each edit, in ms. */
  editMs: number[];
  medianEditMs: number;
};

const PAGES = {
  'zh-Hans': {route: '/docs/ai/workflow/http', file: 'docs/ai/workflow/http.md'},
  en: {route: '/docs/ai/workflow/http', file: 'i18n/en/docusaurus-plugin-content-docs/current/ai/workflow/http.md'},
} as const;

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the dev server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

export async function measureEditLoop(repo: string, browser: Browser, locale: keyof typeof PAGES, edits: number, port: number): Promise<EditLoopFigures> {
  const {route, file} = PAGES[locale];
  const source = path.join(repo, file);
  const original = fs.readFileSync(source, 'utf8');
  const started = Date.now();
  const args = ['docusaurus', 'start', '--no-open', '--port', String(port), ...(locale === 'en' ? ['--locale', 'en'] : [])];
  const child = spawn('npx', args, {cwd: repo, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const base = `http://localhost:${port}${locale === 'en' ? '/en' : ''}`;
  try {
    await waitForServer(base + route, child, 10 * 60_000);
    const startMs = Date.now() - started;
    const page = await browser.newPage();
    await page.goto(base + route);
    await page.waitForSelector('article h1');
    const editMs: number[] = [];
    for (let i = 0; i < edits; i++) {
      const marker = `Edit loop marker ${Date.now()} ${i}`;
      const saved = Date.now();
      fs.writeFileSync(source, `${original.trimEnd()}\n\n${marker}\n`);
      await page.waitForFunction((text) => document.querySelector('article')?.textContent?.includes(text) ?? false, marker, {timeout: 120_000, polling: 50});
      editMs.push(Date.now() - saved);
      fs.writeFileSync(source, original);
      await page.waitForFunction((text) => !(document.querySelector('article')?.textContent?.includes(text) ?? true), marker, {timeout: 120_000, polling: 50});
    }
    await page.close();
    return {locale, page: route, file, startMs, editMs, medianEditMs: median(editMs)};
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- dev server output ---\n${output.slice(-3000)}`);
  } finally {
    fs.writeFileSync(source, original);
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}
