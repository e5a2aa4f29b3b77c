/**
 * Content integrity of docs and blog, in both locales. Prints counts, then fails with a list of
 * every problem: missing front matter, tags outside the allowed lists, zh/en pages or heading ids
 * that differ, headings without explicit ids, placeholder text, broken images or docs links,
 * pages that are too short, `edition`/`since` front matter that is not valid or differs between
 * the locales, or a docs page without `edition` (only the docs home, which describes no one
 * feature, goes without).
 *
 * Warnings, which do not fail the check: a Chinese docs page that uses a word the glossary advises
 * against (`avoid` in src/data/glossary.ts), with the word, the glossary's name, the file and line.
 *
 * Usage: tsx scripts/checks/content-check.ts [--json]
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {DOC_EDITIONS, DOC_TAGS, type DocEdition} from '../../src/data/site.ts';
import {badgeProblems, isDocEdition} from '../../src/utils/docBadges.ts';
import {GLOSSARY, GLOSSARY_PAGE} from '../../src/data/glossary.ts';
import {findAvoidedWords} from '../../src/utils/glossary.ts';
import {labelProblems, readLabelRows, readUnchecked} from './lib/labels.ts';
import {
  countWords,
  difference,
  docLinks,
  docRoute,
  headings,
  images,
  placeholders,
  repeatedCalloutTitles,
  splitFrontMatter,
} from './lib/content.ts';

const ROOT = path.resolve(import.meta.dirname ?? __dirname, '..', '..');
const DIRS = {
  docs: {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'},
  blog: {zh: 'blog', en: 'i18n/en/docusaurus-plugin-content-blog'},
} as const;
export const MIN_WORDS = {docLeaf: 250, docCategory: 40, post: 400};
/** The Chinese page must be at least this share of the English one (CJK characters + words vs words). */
export const MIN_ZH_RATIO = 0.8;

type Locale = 'zh' | 'en';
type Page = {file: string; rel: string; data: Record<string, unknown>; body: string};

const problems: string[] = [];
const problem = (where: string, what: string) => problems.push(`${where}: ${what}`);
/** Reported, but the check still passes: wording a writer should look at, not a broken page. */
const warnings: string[] = [];

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

function load(base: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const abs = path.join(ROOT, base);
  for (const file of walk(abs)) {
    const rel = path.relative(abs, file).split(path.sep).join('/');
    try {
      const {data, body} = splitFrontMatter(fs.readFileSync(file, 'utf8'));
      pages.set(rel, {file: path.join(base, rel), rel, data, body});
    } catch (error) {
      problem(path.join(base, rel), `front matter does not parse (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return pages;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v == null ? [] : [String(v)]);
const readYamlKeys = (file: string) =>
  Object.keys((yaml.load(fs.readFileSync(path.join(ROOT, file), 'utf8')) ?? {}) as object);

function checkCommon(page: Page, locale: Locale): void {
  for (const key of ['title', 'description']) {
    if (!isString(page.data[key])) problem(page.file, `front matter needs a "${key}"`);
  }
  const seen = new Set<string>();
  for (const h of headings(page.body)) {
    if (h.level === 1) problem(page.file, `line ${h.line}: no "# " heading in the body (the title comes from front matter)`);
    if (h.level >= 2 && !h.id) problem(page.file, `line ${h.line}: heading "${h.text}" needs an explicit id {#ascii-id}`);
    if (h.id && !/^[a-z0-9][a-z0-9-_]*$/.test(h.id)) problem(page.file, `line ${h.line}: heading id "${h.id}" is not lower-case ASCII`);
    if (h.id && seen.has(h.id)) problem(page.file, `line ${h.line}: heading id "${h.id}" is used twice`);
    if (h.id) seen.add(h.id);
  }
  for (const name of placeholders(page.body)) problem(page.file, `placeholder text "${name}"`);
  for (const c of repeatedCalloutTitles(page.body)) problem(page.file, `body line ${c.line}: the callout title "${c.title}" repeats the heading above it`);
  for (const image of images(page.body)) {
    if (!image.alt) problem(page.file, `image ${image.src} has no alt text`);
    if (/^https?:/.test(image.src)) continue;
    const target = image.src.startsWith('/')
      ? path.join(ROOT, 'static', image.src)
      : path.join(ROOT, path.dirname(page.file), image.src);
    if (!fs.existsSync(target)) problem(page.file, `image ${image.src} does not exist`);
  }
  void locale;
}

function sizeOf(page: Page): {en: number; zh: number} {
  const w = countWords(page.body);
  return {en: w.latin, zh: w.cjk + w.latin};
}

function checkDocs(): {zh: Map<string, Page>; en: Map<string, Page>} {
  const zh = load(DIRS.docs.zh);
  const en = load(DIRS.docs.en);
  const allowed = new Set<string>(DOC_TAGS);
  for (const file of [`${DIRS.docs.zh}/tags.yml`, `${DIRS.docs.en}/tags.yml`]) {
    const {onlyA, onlyB} = difference(readYamlKeys(file), DOC_TAGS);
    if (onlyA.length || onlyB.length) problem(file, `must define exactly the 23 spec tags (extra: ${onlyA}; missing: ${onlyB})`);
  }
  const routes = new Set([...zh.keys()].map(docRoute));
  const folders = new Set([...zh.keys()].map((rel) => path.posix.dirname(rel)));
  const isCategory = (rel: string) =>
    rel.endsWith('index.md') &&
    [...zh.keys(), ...folders].some((other) => other !== rel && other.startsWith(path.posix.dirname(rel) === '.' ? '' : `${path.posix.dirname(rel)}/`) && other !== path.posix.dirname(rel));

  const {onlyA, onlyB} = difference(zh.keys(), en.keys());
  for (const rel of onlyA) problem(`${DIRS.docs.zh}/${rel}`, 'has no English twin');
  for (const rel of onlyB) problem(`${DIRS.docs.en}/${rel}`, 'has no zh-Hans source');

  for (const [locale, pages] of [['zh', zh], ['en', en]] as const) {
    for (const page of pages.values()) {
      checkCommon(page, locale);
      if (typeof page.data.sidebar_position !== 'number') problem(page.file, 'front matter needs a numeric "sidebar_position"');
      for (const tag of asList(page.data.tags)) {
        if (!allowed.has(tag)) problem(page.file, `tag "${tag}" is not one of the 23 docs tags`);
      }
      for (const what of badgeProblems(page.data)) problem(page.file, what);
      for (const link of docLinks(page.body)) {
        if (!routes.has(link)) problem(page.file, `link to ${link}, which is not a docs page`);
      }
    }
  }
  for (const page of zh.values()) {
    // The glossary page names the words to avoid on purpose.
    if (docRoute(page.rel) === GLOSSARY_PAGE) continue;
    // Line numbers in the file: the body starts after the front matter.
    const offset = fs.readFileSync(path.join(ROOT, page.file), 'utf8').split('\n').length - page.body.split('\n').length;
    for (const w of findAvoidedWords(page.body, GLOSSARY)) {
      warnings.push(`${page.file}:${w.line + offset}: "${w.word}" -> "${w.preferred}" (glossary: ${w.termId})`);
    }
  }
  for (const [rel, zhPage] of zh) {
    const enPage = en.get(rel);
    if (!enPage) continue;
    const zhIds = headings(zhPage.body).map((h) => h.id ?? '?');
    const enIds = headings(enPage.body).map((h) => h.id ?? '?');
    if (zhIds.join() !== enIds.join()) {
      problem(enPage.file, `heading ids differ from the zh-Hans page (zh: ${zhIds.join(', ')} / en: ${enIds.join(', ')})`);
    }
    if (asList(zhPage.data.tags).sort().join() !== asList(enPage.data.tags).sort().join()) {
      problem(enPage.file, 'tags differ from the zh-Hans page');
    }
    if (rel !== 'index.md' && zhPage.data.edition === undefined) {
      problem(zhPage.file, 'front matter needs an "edition" (community, enterprise or enterprise-pro): the lowest edition that has the feature');
    }
    for (const key of ['edition', 'since'] as const) {
      if (zhPage.data[key] !== enPage.data[key]) {
        problem(enPage.file, `${key} differs from the zh-Hans page (zh: ${String(zhPage.data[key] ?? 'none')} / en: ${String(enPage.data[key] ?? 'none')})`);
      }
    }
    const min = isCategory(rel) ? MIN_WORDS.docCategory : MIN_WORDS.docLeaf;
    const enSize = sizeOf(enPage).en;
    if (enSize < min) problem(enPage.file, `${enSize} words; a ${isCategory(rel) ? 'category' : 'leaf'} page needs at least ${min}`);
    const zhSize = sizeOf(zhPage).zh;
    if (zhSize < enSize * MIN_ZH_RATIO) {
      problem(zhPage.file, `much shorter than its English twin (${zhSize} characters vs ${enSize} words): does it say the same things?`);
    }
  }
  return {zh, en};
}

function checkBlog(): {zh: Map<string, Page>; en: Map<string, Page>} {
  const zh = load(DIRS.blog.zh);
  const en = load(DIRS.blog.en);
  const authors = {zh: new Set(readYamlKeys(`${DIRS.blog.zh}/authors.yml`)), en: new Set(readYamlKeys(`${DIRS.blog.en}/authors.yml`))};
  const tags = {zh: new Set(readYamlKeys(`${DIRS.blog.zh}/tags.yml`)), en: new Set(readYamlKeys(`${DIRS.blog.en}/tags.yml`))};
  const tagDiff = difference(tags.zh, tags.en);
  if (tagDiff.onlyA.length || tagDiff.onlyB.length) problem(`${DIRS.blog.en}/tags.yml`, 'must hold the same tag keys as blog/tags.yml');
  const {onlyA, onlyB} = difference(zh.keys(), en.keys());
  for (const rel of onlyA) problem(`${DIRS.blog.zh}/${rel}`, 'has no English twin');
  for (const rel of onlyB) problem(`${DIRS.blog.en}/${rel}`, 'has no zh-Hans source');
  for (const [locale, pages] of [['zh', zh], ['en', en]] as const) {
    for (const page of pages.values()) {
      checkCommon(page, locale);
      const dated = /^\d{4}-\d{2}-\d{2}/.test(path.posix.basename(page.rel)) || page.data.date != null;
      if (!dated) problem(page.file, 'needs a date (front matter or a YYYY-MM-DD file name)');
      const postAuthors = asList(page.data.authors);
      if (postAuthors.length === 0) problem(page.file, 'needs authors from authors.yml');
      for (const a of postAuthors) if (!authors[locale].has(a)) problem(page.file, `author "${a}" is not in authors.yml`);
      for (const t of asList(page.data.tags)) if (!tags[locale].has(t)) problem(page.file, `tag "${t}" is not in tags.yml`);
      if (!/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/.test(page.body)) problem(page.file, 'needs a truncate marker after the opening paragraph');
    }
  }
  for (const [rel, zhPage] of zh) {
    const enPage = en.get(rel);
    if (!enPage) continue;
    if (String(zhPage.data.slug ?? '') !== String(enPage.data.slug ?? '')) problem(enPage.file, 'slug differs from the zh-Hans post');
    const zhIds = headings(zhPage.body).map((h) => h.id ?? '?').join();
    if (zhIds !== headings(enPage.body).map((h) => h.id ?? '?').join()) problem(enPage.file, 'heading ids differ from the zh-Hans post');
    const enSize = sizeOf(enPage).en;
    if (enSize < MIN_WORDS.post) problem(enPage.file, `${enSize} words; a post needs at least ${MIN_WORDS.post}`);
    if (sizeOf(zhPage).zh < enSize * MIN_ZH_RATIO) problem(zhPage.file, 'much shorter than its English twin');
  }
  return {zh, en};
}

const docs = checkDocs();
const blog = checkBlog();

/**
 * UI names: every bold name in a numbered step or a table cell is the product's own text, with a
 * row in docs-facts/labels/ (its locale). Names not matched yet are listed in
 * docs-facts/labels/unchecked.tsv, a list that may only shrink: an entry that is now recorded or
 * on no page any more must go.
 */
function checkLabels(): {names: number; recorded: number; unchecked: number} {
  const rows = readLabelRows(path.join(ROOT, 'docs-facts/labels'));
  const unchecked = readUnchecked(path.join(ROOT, 'docs-facts/labels/unchecked.tsv'));
  const pages = ([['zh', docs.zh], ['en', docs.en], ['zh', blog.zh], ['en', blog.en]] as const).flatMap(([locale, map]) =>
    [...map.values()].map((p) => ({file: p.file, locale, body: p.body})),
  );
  const result = labelProblems(pages, rows, unchecked);
  for (const [where, what] of result.problems) problem(where, what);
  return {names: result.names, recorded: result.recorded, unchecked: unchecked.length};
}
const labels = checkLabels();

const total = (pages: Map<string, Page>, locale: Locale) =>
  [...pages.values()].reduce((sum, p) => sum + (locale === 'en' ? sizeOf(p).en : sizeOf(p).zh), 0);
const sections = new Map<string, {zh: number; en: number; zhWords: number; enWords: number}>();
for (const [locale, pages] of [['zh', docs.zh], ['en', docs.en]] as const) {
  for (const page of pages.values()) {
    const parts = page.rel.split('/');
    const section = parts.length === 1 ? '(root)' : parts[0] === 'ai' && parts.length > 2 ? `ai/${parts[1]}` : parts[0]!;
    const row = sections.get(section) ?? {zh: 0, en: 0, zhWords: 0, enWords: 0};
    row[locale] += 1;
    if (locale === 'en') row.enWords += sizeOf(page).en;
    else row.zhWords += sizeOf(page).zh;
    sections.set(section, row);
  }
}

console.log('Content integrity');
console.log(`  docs pages: zh-Hans ${docs.zh.size}, en ${docs.en.size}`);
console.log(`  docs words: zh-Hans ${total(docs.zh, 'zh')} (CJK characters + Latin words), en ${total(docs.en, 'en')}`);
console.log(`  blog posts: zh-Hans ${blog.zh.size}, en ${blog.en.size}`);
console.log(`  blog words: zh-Hans ${total(blog.zh, 'zh')}, en ${total(blog.en, 'en')}`);
console.log(`  UI names bold in steps and tables: ${labels.names} (label, locale) pairs, ${labels.recorded} with a labels row, ${labels.unchecked} not yet matched (docs-facts/labels/unchecked.tsv)`);
const byEdition = new Map<DocEdition | 'none', number>([...DOC_EDITIONS, 'none' as const].map((e) => [e, 0]));
const sinceCounts = new Map<string, number>();
for (const page of docs.zh.values()) {
  const edition = isDocEdition(page.data.edition) ? page.data.edition : 'none';
  byEdition.set(edition, (byEdition.get(edition) ?? 0) + 1);
  if (typeof page.data.since === 'string') sinceCounts.set(page.data.since, (sinceCounts.get(page.data.since) ?? 0) + 1);
}
const withSince = [...sinceCounts.values()].reduce((a, b) => a + b, 0);
console.log(`  docs editions (per locale): ${[...byEdition].map(([e, n]) => `${e} ${n}`).join(', ')}`);
console.log(`  docs with since: ${withSince}${withSince ? ` (${[...sinceCounts].sort(([a], [b]) => a.localeCompare(b, 'en', {numeric: true})).map(([v, n]) => `${v}: ${n}`).join(', ')})` : ''}`);
console.log('  section                  zh  en   zh words   en words');
for (const [name, row] of [...sections].sort()) {
  console.log(`  ${name.padEnd(22)} ${String(row.zh).padStart(4)} ${String(row.en).padStart(3)} ${String(row.zhWords).padStart(10)} ${String(row.enWords).padStart(10)}`);
}
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(Object.fromEntries(sections)));
  console.log(JSON.stringify({editions: Object.fromEntries(byEdition), since: Object.fromEntries(sinceCounts)}));
}
if (warnings.length > 0) {
  console.warn(`\n${warnings.length} glossary warning(s) (words to avoid in Chinese pages; they do not fail the check):`);
  for (const w of warnings) console.warn(`  - ${w}`);
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log('  no problems found');
