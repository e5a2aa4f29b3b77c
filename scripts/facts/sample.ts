/**
 * Draws the independent sample of claims by the rule in docs-facts/sample/README.md, fixed before
 * the pages are read: the pages of both locales' docs and posts, sorted by id; every k-th page from
 * an offset taken from a commit hash; locales alternating (the first drawn page in Chinese); three
 * claims a page, spread over it (the claims at 1/6, 3/6 and 5/6 of its list). Once every offset
 * has been drawn, a second round draws the offsets again with the other claims and the other
 * locale: the claims at 2/6, 4/6 and 6/6 of a page's list, the first drawn page in English. A third
 * round spreads three claims over those no earlier round took, Chinese first again. A claim an
 * earlier sample judged (its page, locale and sentence) is never drawn again: the three claims are
 * spread over the page's claims that no sample judged (rule 8).
 *
 *   npx tsx scripts/facts/sample.ts --commit <hash> [--k 5] > docs-facts/sample/<date>.md
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

/**
 * The offset a new sample takes: the commit's, unless an earlier sample drew it (`drawn`); then the
 * next one up (modulo k) that none drew, so no page set is judged twice while another never was.
 * When every offset has been drawn, the commit's.
 */
export function freshOffset(commit: string, k: number, drawn: readonly number[]): number {
  const start = offsetOf(commit, k);
  for (let step = 0; step < k; step += 1) {
    const offset = (start + step) % k;
    if (!drawn.includes(offset)) return offset;
  }
  return start;
}

export interface Drawn {
  round: number;
  offset: number;
}

/** The round and offset each sample file in `dir` was drawn at (its first "offset N", and "round R" before it; round 1 when absent). */
export function drawnSamples(dir: string): Drawn[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}.*\.md$/.test(f))
    .flatMap((f) => {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      const offset = /\boffset (\d+)\b/.exec(text);
      if (!offset) return [];
      const round = /\bround (\d+)\b/.exec(text.slice(0, offset.index));
      return [{round: round ? Number(round[1]) : 1, offset: Number(offset[1])}];
    });
}

/** The offsets the sample files in `dir` were drawn at, whatever their round. */
export function drawnOffsets(dir: string): number[] {
  return drawnSamples(dir).map((d) => d.offset);
}

/** The round a new sample belongs to: the first in which some offset has not been drawn. */
export function currentRound(drawn: readonly Drawn[], k: number): number {
  let round = 1;
  while (new Set(drawn.filter((d) => d.round === round).map((d) => d.offset)).size >= k) round += 1;
  return round;
}

/**
 * Positions of the claims taken from a list of n (fewer when n < 3, or when two positions meet):
 * round 1 takes 1/6, 3/6 and 5/6 of the way in; round 2 takes 2/6, 4/6 and the last claim; a later
 * round takes 1/6, 3/6 and 5/6 of the way through the claims that no earlier round took (on a list
 * of 12, the claims at 1, 5 and 9), none when every claim was taken (rule 5 of
 * docs-facts/sample/README.md).
 */
export function spread(n: number, per = 3, round = 1): number[] {
  if (round >= 3) {
    const taken = new Set(Array.from({length: round - 1}, (_, r) => spread(n, per, r + 1)).flat());
    const left = Array.from({length: n}, (_, i) => i).filter((i) => !taken.has(i));
    return spread(left.length, per, 1).map((i) => left[i]!);
  }
  const m = Math.min(per, n);
  const shift = round === 1 ? 1 : 2;
  const at = Array.from({length: m}, (_, j) => Math.min(n - 1, Math.floor((n * (2 * j + shift)) / (2 * m))));
  return [...new Set(at)];
}

/** A claim as a sample file's row names it: page, locale and the sentence as its cell holds it. */
export function claimKey(page: string, locale: string, text: string): string {
  return `${page}|${locale}|${cellText(text)}`;
}

/** The sentence as a sample file's cell holds it: `|` escaped, runs of space as one. */
export function cellText(s: string): string {
  return s.replace(/\\?\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

/** Every claim the sample files in `dir` hold, as `claimKey`s. */
export function judgedClaims(dir: string): Set<string> {
  const out = new Set<string>();
  for (const f of fs.readdirSync(dir).filter((name) => /^\d{4}-\d{2}-\d{2}.*\.md$/.test(name))) {
    for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
      const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
      if (cells.length < 6 || !/^(docs|blog)\//.test(cells[1] ?? '')) continue;
      out.add(claimKey(cells[1]!, cells[2]!, cells[4]!));
    }
  }
  return out;
}

/**
 * Rule 9: `per` of n positions chosen at random, the randomness taken from the SHA-256 of `seed`
 * (the commit, the page and the locale), so the same draw gives the same claims. Sorted; all of
 * them when n <= per.
 */
export function siteChoice(n: number, seed: string, per = 3): number[] {
  const left = Array.from({length: n}, (_, i) => i);
  const picked: number[] = [];
  let digest = createHash('sha256').update(seed).digest();
  for (let j = 0; j < Math.min(per, n); j++) {
    if ((j + 1) * 4 > digest.length) digest = createHash('sha256').update(digest).digest();
    const at = digest.readUInt32BE((j * 4) % digest.length) % left.length;
    picked.push(left.splice(at, 1)[0]!);
  }
  return picked.sort((a, b) => a - b);
}

/** The sample that rule 9 starts at: from the 104th draw on, a draw measures the whole site. */
export const SITE_FROM = 104;

/**
 * Where a page's claims are taken: by `spread`; when `judged` is given (rule 8), spread like a
 * first round over the claims of the page that no sample judged; when `site` is given (rule 9, a
 * commit), three of all its claims chosen at random, judged before or not.
 */
function positions(page: PageClaims, round: number, judged?: ReadonlySet<string>, site?: string): number[] {
  if (site) return siteChoice(page.claims.length, `${site}|${page.page}|${page.locale}`);
  if (!judged) return spread(page.claims.length, 3, round);
  const left = page.claims.map((c, i) => (judged.has(claimKey(page.page, page.locale, c.text)) ? -1 : i)).filter((i) => i >= 0);
  return spread(left.length, 3, 1).map((i) => left[i]!);
}

export function draw(pages: PageClaims[], commit: string, k: number, offset = offsetOf(commit, k), round = 1, judged?: ReadonlySet<string>, site?: string): Draw[] {
  const ids = [...new Set(pages.map((p) => p.page))].sort();
  const out: Draw[] = [];
  let n = 0;
  for (let i = offset; i < ids.length; i += k) {
    // Odd rounds start in Chinese, even rounds in English: a page drawn again is read in its other locale.
    const locale: Locale = (n + round + 1) % 2 === 0 ? 'zh' : 'en';
    n += 1;
    const page = pages.find((p) => p.page === ids[i] && p.locale === locale);
    if (!page) continue;
    for (const at of positions(page, round, judged, site)) {
      const c = page.claims[at]!;
      out.push({page: page.page, locale, file: page.file, line: c.line, text: c.text});
    }
  }
  return out;
}

/**
 * A draw of fewer than `min` claims (possible from round 3 on, where a page whose claims earlier
 * rounds took all gives none) is completed from the pages of the next offset up, drawn the same way,
 * in their order, until it holds `min` (rule 7 of docs-facts/sample/README.md).
 */
export function complete(
  rows: Draw[],
  pages: PageClaims[],
  commit: string,
  k: number,
  offset: number,
  round: number,
  min = 200,
  judged?: ReadonlySet<string>,
  site?: string,
): {rows: Draw[]; added: number; from: number; parts: Array<{from: number; added: number}>} {
  const from = (offset + 1) % k;
  const out = [...rows];
  const parts: Array<{from: number; added: number}> = [];
  // Offset after offset (modulo k, never the draw's own), until the draw holds `min`: in a late
  // round one offset's unjudged claims may not be enough (the 98th draw got 83 from the next one).
  for (let step = 1; step < k && out.length < min; step++) {
    const at = (offset + step) % k;
    const more = draw(pages, commit, k, at, round, judged, site).slice(0, min - out.length);
    if (more.length) parts.push({from: at, added: more.length});
    out.push(...more);
  }
  return {rows: out, added: out.length - rows.length, from, parts};
}

function main(): void {
  const args = process.argv.slice(2);
  const commit = args.includes('--commit') ? args[args.indexOf('--commit') + 1]! : execFileSync('git', ['rev-parse', 'HEAD'], {encoding: 'utf8'}).trim();
  const k = args.includes('--k') ? Number(args[args.indexOf('--k') + 1]) : 5;
  // The draw reads the pages in the working tree, and the reviewers read them at the commit: the
  // two must be the same text (the 50th draw held one sentence a helper had not yet committed).
  const changed = execFileSync('git', ['status', '--porcelain', '--', 'docs', 'blog', 'i18n'], {encoding: 'utf8'}).trim();
  const head = execFileSync('git', ['rev-parse', 'HEAD'], {encoding: 'utf8'}).trim();
  if (changed || !head.startsWith(commit)) {
    console.error(`sample.ts: draw at a clean checkout of the commit (HEAD ${head.slice(0, 12)}, --commit ${commit.slice(0, 12)}${changed ? ', pages changed in the working tree' : ''}).`);
    process.exit(2);
  }
  const dir = path.join(import.meta.dirname, '../../docs-facts/sample');
  const samples = drawnSamples(dir);
  const round = currentRound(samples, k);
  const drawn = samples.filter((d) => d.round === round).map((d) => d.offset);
  const offset = freshOffset(commit, k, drawn);
  const pages = loadPages();
  // Rule 9 (from the 104th draw on): three of each drawn page's claims at random, judged before or
  // not, so a draw measures the site as a reader meets it. Before it, rule 8 (from round 8 on): no
  // claim a sample judged is drawn again.
  const site = samples.length + 1 >= SITE_FROM ? commit : undefined;
  const judged = !site && round >= 8 ? judgedClaims(dir) : undefined;
  const drawnRows = draw(pages, commit, k, offset, round, judged, site);
  const {rows, parts} = complete(drawnRows, pages, commit, k, offset, round, 200, judged, site);
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
  const note = offset === offsetOf(commit, k) ? '' : ` (the commit's offset ${offsetOf(commit, k)} was drawn before: ${drawn.join(', ')})`;
  const completed = parts.length
    ? ` (${drawnRows.length} drawn, completed with ${parts.map((p) => `the first ${p.added} of offset ${p.from}`).join(' and ')} by rule 7)`
    : '';
  console.log(`Drawn at commit \`${commit.slice(0, 12)}\`, k = ${k}, round ${round}, offset ${offset}${note}: ${rows.length} claims${completed}${site ? ', three of each page\'s claims at random by rule 9 (the whole site)' : ''}.\n`);
  console.log('| page | locale | line | claim | verdict | evidence (where 3.6.0 uses it, or the post\'s release) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.page} | ${r.locale} | ${r.line} | ${cell(r.text)} |  |  |`);
}

if (process.argv[1]?.endsWith('sample.ts')) main();
