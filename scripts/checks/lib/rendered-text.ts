/**
 * What a reader sees of a built page, and the Markdown or MDX syntax that must never be part of it.
 * The text outside code (pre, code, kbd, samp, script, style, template, textarea) is collected
 * node by node with htmlparser2; each node is matched against the syntax below. A hit means the
 * source was not parsed as the writer meant: an admonition in the old `:::type Title` form, emphasis
 * that CommonMark left open next to Chinese punctuation, a link or heading id printed as text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';

export type Leak = {kind: LeakKind; text: string};
export type LeakKind = 'directive' | 'emphasis' | 'link' | 'heading-id' | 'escaped-tag';

const SKIPPED = new Set(['pre', 'code', 'kbd', 'samp', 'script', 'style', 'template', 'textarea', 'noscript']);

const PATTERNS: [LeakKind, RegExp][] = [
  // `:::warning`, `:::tip[…]`, a closing `:::` on its own.
  ['directive', /(^|\s):::(?:[a-z]+|\s*$)/],
  // `**bold**` or a stray `**` (an opening the parser could not pair); `~~` strike-through markers.
  ['emphasis', /\*\*|~~\S/],
  // `[label](target)` and `[label][ref]`.
  ['link', /\[[^\]\n]+\]\((?:[^)\s]*)\)|\[[^\]\n]+\]\[[^\]\n]*\]/],
  // `## Heading {#id}`.
  ['heading-id', /\{#[A-Za-z][\w-]*\}/],
  // An element MDX escaped into text: `<Tabs>`, `</details>`.
  ['escaped-tag', /<\/?[A-Za-z][\w.-]*(?:\s[^<>]*)?>/],
];

/** Every leaked piece of syntax in the visible text of one HTML document. */
export function leakedSyntax(html: string): Leak[] {
  const leaks: Leak[] = [];
  let skipDepth = 0;
  let text = '';
  const flush = () => {
    const value = text.replace(/\s+/g, ' ').trim();
    text = '';
    if (!value) return;
    for (const [kind, pattern] of PATTERNS) {
      const match = pattern.exec(value);
      if (match) leaks.push({kind, text: excerpt(value, match.index)});
    }
  };
  const parser = new Parser(
    {
      onopentag(name) {
        flush();
        if (SKIPPED.has(name)) skipDepth += 1;
      },
      onclosetag(name) {
        flush();
        if (SKIPPED.has(name) && skipDepth > 0) skipDepth -= 1;
      },
      ontext(data) {
        if (skipDepth === 0) text += data;
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();
  flush();
  return leaks;
}

function excerpt(value: string, at: number): string {
  const start = Math.max(0, at - 30);
  return (start > 0 ? '…' : '') + value.slice(start, at + 50) + (at + 50 < value.length ? '…' : '');
}

/** Every `index.html` (and `404.html`) under a build folder, as paths relative to it. */
export function builtPages(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html' || entry.name === '404.html') {
        out.push(path.relative(root, full));
      }
    }
  };
  walk(root);
  return out.sort();
}

/** The route a built file answers: `en/docs/ai/index.html` is `/en/docs/ai/`. */
export function routeOf(relativeFile: string): string {
  const route = '/' + relativeFile.replace(/\\/g, '/').replace(/index\.html$/, '');
  return route;
}

const SOURCE_ROOTS = {
  docs: {'zh-Hans': 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'},
  blog: {'zh-Hans': 'blog', en: 'i18n/en/docusaurus-plugin-content-blog'},
} as const;

/**
 * The source file behind a docs route (`/en/docs/ai/xpert/publish` → the English twin), or the
 * folder to look in for a blog or marketing route, whose file names do not follow the URL.
 */
export function sourceOf(route: string, repo: string): string {
  const english = route.startsWith('/en/');
  const locale = english ? 'en' : 'zh-Hans';
  const rest = (english ? route.slice(3) : route).replace(/\/$/, '');
  if (rest.startsWith('/docs/')) {
    const base = path.join(SOURCE_ROOTS.docs[locale], rest.slice('/docs/'.length));
    for (const candidate of [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')]) {
      if (fs.existsSync(path.join(repo, candidate))) return candidate;
    }
    return `${SOURCE_ROOTS.docs[locale]}/ (no file for ${rest})`;
  }
  if (rest.startsWith('/blog')) return `${SOURCE_ROOTS.blog[locale]}/`;
  return 'src/pages/ or i18n/';
}
