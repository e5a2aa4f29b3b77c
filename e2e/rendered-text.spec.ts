/**
 * What a reader sees contains no Markdown or MDX syntax: every built page (both locales, docs,
 * blog, marketing, tag and list pages, the not-found page) is read as text outside code, and a
 * directive fence, an emphasis marker, link syntax, a heading id or an escaped tag fails the suite,
 * naming the page and the source file to fix. Also: every admonition written in the sources
 * renders as the theme's callout.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {BUILD} from './support/harness.ts';
import {builtPages, leakedSyntax, routeOf, sourceOf} from '../scripts/checks/lib/rendered-text.ts';

const REPO = path.resolve(BUILD, '..');

describe('rendered text', () => {
  const pages = builtPages(BUILD);

  it('covers the whole build (both locales)', () => {
    assert.ok(pages.length > 800, `${pages.length} pages found in ${BUILD}`);
    assert.ok(pages.some((p) => p.startsWith('en/docs/')) && pages.some((p) => p.startsWith('docs/')));
  });

  it('shows no Markdown or MDX syntax as text on any page', () => {
    const failures: string[] = [];
    for (const file of pages) {
      const leaks = leakedSyntax(fs.readFileSync(path.join(BUILD, file), 'utf8'));
      if (leaks.length === 0) continue;
      const route = routeOf(file);
      failures.push(`${route} (${sourceOf(route, REPO)}): ${leaks.map((l) => `${l.kind} «${l.text}»`).join('; ')}`);
    }
    assert.deepEqual(failures, [], `${failures.length} pages show source syntax:\n${failures.slice(0, 20).join('\n')}`);
  });

  it('renders every admonition of a docs page as a callout', () => {
    // Count the fences in the sources of a few admonition-heavy sections against the callouts built.
    const missing: string[] = [];
    for (const [root, prefix] of [['docs', 'docs'], ['i18n/en/docusaurus-plugin-content-docs/current', 'en/docs']] as const) {
      for (const section of ['getting-started', 'ai', 'models']) {
        const dir = path.join(REPO, root, section);
        for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
          if (!/\.mdx?$/.test(file)) continue;
          const fences = (fs.readFileSync(path.join(dir, file), 'utf8').match(/^:::(?:note|tip|info|warning|danger|caution|important|success|secondary)\b/gm) ?? []).length;
          if (fences === 0) continue;
          const route = file.replace(/(^|\/)index\.mdx?$/, '$1').replace(/\.mdx?$/, '');
          const built = path.join(BUILD, prefix, section, route, 'index.html');
          const callouts = (fs.readFileSync(built, 'utf8').match(/class="theme-admonition /g) ?? []).length;
          if (callouts !== fences) missing.push(`${prefix}/${section}/${route}: ${fences} written, ${callouts} rendered`);
        }
      }
    }
    assert.deepEqual(missing, []);
  });
});
