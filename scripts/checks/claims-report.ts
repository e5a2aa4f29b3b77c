/**
 * Claims report: per section and per page, the sentences that look like claims about the product
 * (scripts/checks/lib/claims.ts) and which of them no row of the claims ledger
 * (docs-facts/claims/*.md) covers. Also the labels ledger's coverage of bold names in steps and tables.
 *
 * Usage: npm run claims -- [--page docs/ai/copilot/settings] [--uncovered] [--json] [--strict]
 *   --page P     list every claim of page P in both locales, covered or not
 *   --uncovered  list the uncovered claims of every page
 *   --strict     exit 1 while any claim is uncovered (part of npm test since 2026-12-03)
 */
import fs from 'node:fs';
import path from 'node:path';
import {splitFrontMatter} from './lib/content.ts';
import {anchorFragments, cover, resolvePage, extractClaims, sectionOf, stepAndTableLabels, type AnchorRow, type Claim, type Locale} from './lib/claims.ts';
import {folderFiles, ledgerFiles, tableRows} from './lib/ledger.ts';
import {labelKey, readLabelRows} from './lib/labels.ts';

const ROOT = path.resolve(import.meta.dirname ?? __dirname, '..', '..');
const SOURCES: {kind: 'docs' | 'blog'; locale: Locale; dir: string}[] = [
  {kind: 'docs', locale: 'zh', dir: 'docs'},
  {kind: 'docs', locale: 'en', dir: 'i18n/en/docusaurus-plugin-content-docs/current'},
  {kind: 'blog', locale: 'zh', dir: 'blog'},
  {kind: 'blog', locale: 'en', dir: 'i18n/en/docusaurus-plugin-content-blog'},
];

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

export interface PageClaims {
  page: string;
  locale: Locale;
  file: string;
  body: string;
  claims: Claim[];
}

export function loadPages(root = ROOT): PageClaims[] {
  const pages: PageClaims[] = [];
  for (const src of SOURCES) {
    const base = path.join(root, src.dir);
    for (const file of walk(base)) {
      const rel = path.relative(base, file).split(path.sep).join('/').replace(/\.mdx?$/, '');
      const {body} = splitFrontMatter(fs.readFileSync(file, 'utf8'));
      pages.push({page: `${src.kind}/${rel}`, locale: src.locale, file: path.relative(root, file), body, claims: extractClaims(body, src.locale)});
    }
  }
  return pages;
}

export function loadAnchorRows(root = ROOT, known = new Set(loadPages(root).map((p) => p.page))): AnchorRow[] {
  return folderFiles(path.join(root, 'docs-facts/claims')).flatMap((file) =>
    tableRows(file).map((r) => ({page: resolvePage(r.cells[0]!, known), fragments: anchorFragments(r.cells[1] ?? ''), where: `${path.relative(root, file)}:${r.line}`})),
  );
}

function main(): void {
  const args = process.argv.slice(2);
  const pages = loadPages();
  // A folder's page is known as `<folder>/index`; `docs/x/` and `docs/x.md` name pages too.
  const given = args.includes('--page') ? args[args.indexOf('--page') + 1] : undefined;
  const pageArg = given === undefined ? undefined : resolvePage(given, new Set(pages.map((p) => p.page)));
  if (pageArg !== undefined && !pages.some((p) => p.page === pageArg)) {
    console.error(`no page ${given} (page ids look like docs/ai/xpert/index or blog/2025-10-30-releases-3-6)`);
    process.exit(2);
  }
  const rows = loadAnchorRows(ROOT, new Set(pages.map((p) => p.page)));
  const byPage = new Map<string, AnchorRow[]>();
  for (const row of rows) byPage.set(row.page, [...(byPage.get(row.page) ?? []), row]);
  const known = new Set(pages.map((p) => p.page));
  const strayRows = rows.filter((r) => !known.has(r.page));
  const matchedRows = new Set<AnchorRow>();
  const broad = new Set<AnchorRow>();

  type Tally = {pages: Set<string>; claims: Record<Locale, number>; covered: Record<Locale, number>; labels: number; labelsKnown: number};
  const sections = new Map<string, Tally>();
  const uncovered: {page: string; locale: Locale; file: string; line: number; text: string}[] = [];
  const labelRows = readLabelRows(path.join(ROOT, 'docs-facts/labels'));
  const labelSet = new Set(labelRows.map((r) => labelKey(r.label, r.locale)));

  for (const p of pages) {
    const sec = sectionOf(p.page);
    const t = sections.get(sec) ?? {pages: new Set(), claims: {zh: 0, en: 0}, covered: {zh: 0, en: 0}, labels: 0, labelsKnown: 0};
    sections.set(sec, t);
    t.pages.add(p.page);
    const c = cover(p.claims, byPage.get(p.page) ?? []);
    c.matched.forEach((r) => matchedRows.add(r));
    c.broad.forEach((r) => broad.add(r));
    t.claims[p.locale] += p.claims.length;
    c.covered.forEach((ok, i) => {
      if (ok) t.covered[p.locale] += 1;
      else uncovered.push({page: p.page, locale: p.locale, file: p.file, line: p.claims[i]!.line, text: p.claims[i]!.text});
    });
    for (const l of stepAndTableLabels(p.body)) {
      t.labels += 1;
      if (labelSet.has(labelKey(l.label, p.locale))) t.labelsKnown += 1;
    }
    if (pageArg === p.page) {
      console.log(`\n${p.file} (${p.locale}): ${p.claims.length} claims`);
      p.claims.forEach((cl, i) => console.log(`  ${c.covered[i] ? 'covered  ' : 'UNCOVERED'} L${cl.line} [${cl.kinds.join(',')}] ${cl.text.slice(0, 160)}`));
    }
  }
  const unmatched = rows.filter((r) => known.has(r.page) && !matchedRows.has(r));

  if (args.includes('--json')) {
    const out = Object.fromEntries([...sections].map(([k, t]) => [k, {pages: t.pages.size, claims: t.claims, covered: t.covered, labels: t.labels, labelsKnown: t.labelsKnown}]));
    console.log(JSON.stringify({sections: out, rows: rows.length, strayRows: strayRows.length, unmatchedRows: unmatched.length, broadRows: broad.size}, null, 2));
    return;
  }
  if (args.includes('--uncovered') || (args.includes('--strict') && uncovered.length > 0)) for (const u of uncovered) console.log(`${u.file}:${u.line} ${u.text.slice(0, 140)}`);

  const factRows = ledgerFiles(path.join(ROOT, 'docs-facts')).reduce((n, f) => n + tableRows(f).length, 0);
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
  console.log('\nsection          pages  claims zh  claims en  covered zh  covered en  step/table labels known');
  const total = {pages: 0, zh: 0, en: 0, czh: 0, cen: 0, l: 0, lk: 0};
  for (const [k, t] of [...sections].sort()) {
    console.log(
      `${k.padEnd(16)} ${String(t.pages.size).padStart(5)}  ${String(t.claims.zh).padStart(9)}  ${String(t.claims.en).padStart(9)}  ${pct(t.covered.zh, t.claims.zh).padStart(10)}  ${pct(t.covered.en, t.claims.en).padStart(10)}  ${`${t.labelsKnown}/${t.labels}`.padStart(12)}`,
    );
    total.pages += t.pages.size;
    total.zh += t.claims.zh;
    total.en += t.claims.en;
    total.czh += t.covered.zh;
    total.cen += t.covered.en;
    total.l += t.labels;
    total.lk += t.labelsKnown;
  }
  console.log(
    `${'all'.padEnd(16)} ${String(total.pages).padStart(5)}  ${String(total.zh).padStart(9)}  ${String(total.en).padStart(9)}  ${pct(total.czh, total.zh).padStart(10)}  ${pct(total.cen, total.en).padStart(10)}  ${`${total.lk}/${total.l}`.padStart(12)}`,
  );
  console.log(`\nclaims ledger rows: ${rows.length} (fact ledger rows, not anchored: ${factRows}); labels rows: ${labelRows.length}`);
  if (strayRows.length) console.log(`rows naming no page: ${strayRows.length}, e.g. ${strayRows.slice(0, 3).map((r) => `${r.where} (${r.page})`).join(', ')}`);
  if (unmatched.length) console.log(`rows whose anchor is in no claim (not a claim by the definition, or the sentence changed): ${unmatched.length}, e.g. ${unmatched.slice(0, 3).map((r) => r.where).join(', ')}`);
  if (broad.size) console.log(`broad anchors (more than 3 sentences of a page): ${broad.size}, e.g. ${[...broad].slice(0, 3).map((r) => r.where).join(', ')}`);
  if (args.includes('--strict') && uncovered.length > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? __filename)) main();
