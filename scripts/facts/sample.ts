/**
 * Draws the independent sample of claims by the rule in docs-facts/sample/README.md, fixed before
 * the pages are read: the pages of both locales' docs and posts, sorted by id; every k-th page from
 * an offset taken from a commit hash; locales alternating (the first drawn page in Chinese); three
 * claims a page, spread over it (the claims at 1/6, 3/6 and 5/6 of its list).
 *
 *   npx tsx scripts/facts/sample.ts --commit <hash> [--k 5] > docs-facts/sample/<date>.md
 */
import {execFileSync} from 'node:child_process';
import {loadPages, type PageClaims} from '../checks/claims-report.ts';
import type {Locale} from '../checks/lib/claims.ts';

export interface Draw {
  page: string;
  locale: Locale;
  file: string;
  line: number;
  text: string;
}

/** The offset: the commit's first eight hex digits as a number, modulo k. */
export function offsetOf(commit: string, k: number): number {
  return Number.parseInt(commit.slice(0, 8), 16) % k;
}

/** Positions of the claims taken from a list of n: 1/6, 3/6 and 5/6 of the way (fewer when n < 3). */
export function spread(n: number, per = 3): number[] {
  const at = Array.from({length: Math.min(per, n)}, (_, j) => Math.floor((n * (2 * j + 1)) / (2 * Math.min(per, n))));
  return [...new Set(at)];
}

export function draw(pages: PageClaims[], commit: string, k: number): Draw[] {
  const ids = [...new Set(pages.map((p) => p.page))].sort();
  const offset = offsetOf(commit, k);
  const out: Draw[] = [];
  let n = 0;
  for (let i = offset; i < ids.length; i += k) {
    const locale: Locale = n % 2 === 0 ? 'zh' : 'en';
    n += 1;
    const page = pages.find((p) => p.page === ids[i] && p.locale === locale);
    if (!page) continue;
    for (const at of spread(page.claims.length)) {
      const c = page.claims[at]!;
      out.push({page: page.page, locale, file: page.file, line: c.line, text: c.text});
    }
  }
  return out;
}

function main(): void {
  const args = process.argv.slice(2);
  const commit = args.includes('--commit') ? args[args.indexOf('--commit') + 1]! : execFileSync('git', ['rev-parse', 'HEAD'], {encoding: 'utf8'}).trim();
  const k = args.includes('--k') ? Number(args[args.indexOf('--k') + 1]) : 5;
  const rows = draw(loadPages(), commit, k);
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
  console.log(`Drawn at commit \`${commit.slice(0, 12)}\`, k = ${k}, offset ${offsetOf(commit, k)}: ${rows.length} claims.\n`);
  console.log('| page | locale | line | claim | verdict | evidence (where 3.6.0 uses it, or the post\'s release) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.page} | ${r.locale} | ${r.line} | ${cell(r.text)} |  |  |`);
}

if (process.argv[1]?.endsWith('sample.ts')) main();
