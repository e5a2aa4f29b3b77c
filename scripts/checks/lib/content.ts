/**
 * Pure helpers for the content-integrity check (scripts/checks/content-check.ts): front matter,
 * headings, words, links. No file system here, so every rule is unit-tested on strings.
 */
import yaml from 'js-yaml';

export type FrontMatter = Record<string, unknown>;

export function splitFrontMatter(source: string): {data: FrontMatter; body: string} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return {data: {}, body: source};
  const data = (yaml.load(match[1]!) ?? {}) as FrontMatter;
  return {data, body: source.slice(match[0].length)};
}

/** The body without fenced code blocks (their text is not prose, and `#` lines are not headings). */
export function stripCode(body: string): string {
  return body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
}

/** The body without code blocks and inline code spans (examples are not links or images). */
export function stripAllCode(body: string): string {
  return stripCode(body).replace(/(`+)[^`]*?\1/g, ' ');
}

export type Heading = {level: number; text: string; id: string | null; line: number};

export function headings(body: string): Heading[] {
  const result: Heading[] = [];
  let inFence = false;
  body.split('\n').forEach((line, index) => {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    const m = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (!m) return;
    const idMatch = /\{#([^}\s]+)\}\s*$/.exec(m[2]!);
    result.push({
      level: m[1]!.length,
      text: m[2]!.replace(/\s*\\?\{#[^}]+\}\s*$/, ''), // `\{#id}`: the same id, escaped for MDX
      id: idMatch ? idMatch[1]! : null,
      line: index + 1,
    });
  });
  return result;
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

/**
 * Words of prose: Latin words plus one per CJK character (the usual way to count Chinese text).
 * Code blocks, front matter, link targets and HTML comments are not counted.
 */
export function countWords(body: string): {latin: number; cjk: number} {
  const prose = stripCode(body)
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[^}]+\}/g, ' ')
    .replace(/`[^`]*`/g, ' x ');
  const cjk = (prose.match(CJK) ?? []).length;
  const latin = (prose.replace(CJK, ' ').match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? []).length;
  return {latin, cjk};
}

export const PLACEHOLDER_PATTERNS: [RegExp, string][] = [
  [/lorem ipsum/i, 'lorem ipsum'],
  [/\bTODO\b/, 'TODO'],
  [/\bTBD\b/, 'TBD'],
  [/\bFIXME\b/, 'FIXME'],
];

export function placeholders(body: string): string[] {
  const prose = stripCode(body);
  return PLACEHOLDER_PATTERNS.filter(([re]) => re.test(prose)).map(([, name]) => name);
}

export type Image = {alt: string; src: string};

export function images(body: string): Image[] {
  const found: Image[] = [];
  for (const m of stripAllCode(body).matchAll(/!\[([^\]]*)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
    found.push({alt: m[1]!.trim(), src: m[2]!});
  }
  for (const m of stripAllCode(body).matchAll(/<img\b[^>]*>/g)) {
    const alt = /\balt=["']([^"']*)["']/.exec(m[0])?.[1] ?? '';
    const src = /\bsrc=["']([^"']*)["']/.exec(m[0])?.[1] ?? '';
    found.push({alt: alt.trim(), src});
  }
  return found;
}

/** Absolute links to docs routes (`/docs/...`), without their `#hash`. */
export function docLinks(body: string): string[] {
  const links: string[] = [];
  for (const m of stripAllCode(body).matchAll(/\]\((\/docs\/[^)\s#]*)(#[^)\s]*)?\)/g)) links.push(m[1]!);
  return links;
}

/** The route of a docs file: `ai/workflow/index.md` -> `/docs/ai/workflow/`, `a/b.md` -> `/docs/a/b`. */
export function docRoute(relativeFile: string): string {
  const noExt = relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  if (noExt === 'index') return '/docs/';
  if (noExt.endsWith('/index')) return `/docs/${noExt.slice(0, -'index'.length)}`;
  return `/docs/${noExt}`;
}

/** Is the same set present on both sides? Returns what only one side has. */
export function difference<T>(a: Iterable<T>, b: Iterable<T>): {onlyA: T[]; onlyB: T[]} {
  const setA = new Set(a);
  const setB = new Set(b);
  return {onlyA: [...setA].filter((x) => !setB.has(x)), onlyB: [...setB].filter((x) => !setA.has(x))};
}

/** Callouts whose title repeats the heading right above them (a reader sees the same words twice). */
export function repeatedCalloutTitles(body: string): {line: number; title: string}[] {
  const out: {line: number; title: string}[] = [];
  let previous: string | null = null;
  let inFence = false;
  body.split('\n').forEach((line, index) => {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || !line.trim()) return;
    const callout = /^:::\w+\[(.+)\]\s*$/.exec(line.trim());
    const heading = previous ? /^#{2,6}\s+(.*?)\s*(?:\\?\{#[^}]+\})?\s*$/.exec(previous) : null;
    if (callout && heading && heading[1]!.trim() === callout[1]!.trim()) out.push({line: index + 1, title: callout[1]!.trim()});
    previous = line;
  });
  return out;
}
