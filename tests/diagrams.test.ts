/** The build-time diagram renderer (plugins/diagrams) and the figures in the docs. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {renderDiagram, splitSource, DiagramError, MAX_FIGURE_WIDTH} from '../plugins/diagrams/render.ts';
import {libraryEstimate, padLabel, textWidth, FIGURE_FONT, NBSP} from '../plugins/diagrams/measure.ts';
import {figureMarkup} from '../plugins/diagrams/remark.ts';
import remarkDiagrams from '../plugins/diagrams/remark.ts';
import {isAsciiDiagram, scanPage} from '../scripts/checks/diagram-report.ts';

const FLOW = `flowchart LR
  accTitle: Query path
  accDescr: A story asks the model, which asks the database.
  S["Story"] --> M["Semantic model"] --> D[("Database")]`;

describe('renderDiagram', () => {
  it('returns an inline SVG with role, title, description, size and viewBox', () => {
    const r = renderDiagram(FLOW, {idPrefix: 'f1'});
    assert.equal(r.title, 'Query path');
    assert.equal(r.description, 'A story asks the model, which asks the database.');
    assert.ok(r.width > 100 && r.height > 50);
    assert.match(r.svg, new RegExp(`^<svg [^>]*role="img"[^>]*width="${r.width}" height="${r.height}" viewBox="0 0 ${r.width} ${r.height}"`));
    assert.match(r.svg, /aria-labelledby="f1-title" aria-describedby="f1-desc"><title id="f1-title">Query path<\/title><desc id="f1-desc">A story/);
    for (const label of ['Story', 'Semantic model', 'Database']) assert.ok(r.svg.includes(`>${label}</text>`), label);
  });

  it('leaves no style element, web font, inline style or fixed colour behind', () => {
    const {svg} = renderDiagram(FLOW);
    assert.doesNotMatch(svg, /<style|@import|googleapis|style="/);
    assert.doesNotMatch(svg, /(fill|stroke)="#[0-9a-f]{3,6}"/i);
    assert.match(svg, /fill="var\(--_node-fill\)"/);
  });

  it('gives every id of a figure its prefix, so two figures on a page never collide', () => {
    const a = renderDiagram(FLOW, {idPrefix: 'diagram-1'}).svg;
    const b = renderDiagram(FLOW, {idPrefix: 'diagram-2'}).svg;
    const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(ids(a).every((id) => id.startsWith('diagram-1-')));
    assert.deepEqual(ids(a).filter((id) => ids(b).includes(id)), []);
    assert.doesNotMatch(a, /url\(#(?!diagram-1-)/);
  });

  it('escapes markup in the title and description', () => {
    const {svg} = renderDiagram(FLOW.replace('Query path', 'A < B & "C"'));
    assert.match(svg, /<title id="[^"]+">A &lt; B &amp; &quot;C&quot;<\/title>/);
  });

  it('keeps CJK labels and sizes boxes for them', () => {
    const r = renderDiagram('flowchart TD\naccTitle: 标题\naccDescr: 说明。\nA["语义模型"] --> B["立方体"]');
    assert.ok(r.svg.includes('>语义模型</text>'));
  });

  it('draws sequence and state diagrams too', () => {
    assert.match(renderDiagram('sequenceDiagram\naccTitle: t\naccDescr: d\nA->>B: hello').svg, /hello/);
    assert.match(renderDiagram('stateDiagram-v2\naccTitle: t\naccDescr: d\n[*] --> Draft\nDraft --> Review: submit').svg, /submit/);
  });

  const bad: Array<[string, string, RegExp]> = [
    ['no title', 'flowchart LR\naccDescr: d\nA --> B', /accTitle/],
    ['no description', 'flowchart LR\naccTitle: t\nA --> B', /accDescr/],
    ['an unknown type', 'pie\naccTitle: t\naccDescr: d\n"a": 1', /diagram type/],
    ['an arrow without a target', 'flowchart LR\naccTitle: t\naccDescr: d\nA -->', /cannot read|does not parse/],
    ['an arrow without spaces', 'flowchart LR\naccTitle: t\naccDescr: d\nA-->B-->C', /cannot read/],
    ['a broken arrow', 'flowchart LR\naccTitle: t\naccDescr: d\nA["x"] -- > B', /does not parse/],
    ['an invisible link', 'flowchart LR\naccTitle: t\naccDescr: d\nA ~~~ B', /invisible/],
    ['a node used before its label', 'flowchart LR\naccTitle: t\naccDescr: d\nA --> C\nC["Chunker"] --> D', /before its label/],
    ['square brackets inside a quoted label', 'flowchart LR\naccTitle: t\naccDescr: d\nA["x"] --> F["sum<br/>[Measures].[Sales] / 2"]', /cut short/],
  ];
  for (const [what, source, message] of bad) {
    it(`fails on ${what}`, () => {
      assert.throws(() => renderDiagram(source), (e: unknown) => e instanceof DiagramError && message.test(e.message));
    });
  }

  it('reads accTitle and accDescr wherever they stand', () => {
    const {title, description, body} = splitSource('flowchart LR\n  A --> B\n  accTitle: T\n  accDescr: D');
    assert.deepEqual([title, description, body.includes('acc')], ['T', 'D', false]);
  });
});

describe('fitting figures to the column', () => {
  const chain = (dir: string, n: number) =>
    `flowchart ${dir}\naccTitle: t\naccDescr: d\n` + Array.from({length: n}, (_, i) => `  N${i}["Processing step ${i}"] --> N${i + 1}["Processing step ${i + 1}"]`).join('\n');

  it('lays a left-to-right flow wider than the column out top-down', () => {
    const r = renderDiagram(chain('LR', 6));
    assert.ok(r.width <= MAX_FIGURE_WIDTH, `${r.width} px`);
    assert.ok(r.height > r.width, 'drawn top-down');
  });

  it('keeps a left-to-right flow that fits as written', () => {
    const r = renderDiagram(chain('LR', 2));
    assert.ok(r.width > r.height, 'still left to right');
  });

  it('measures text with Arial metrics and CJK at one em', () => {
    // Arial's advance widths in thousandths of an em: a 556, W 944, i 222, space 278; bold a 556, W 944, i 278.
    assert.equal(Math.round(textWidth('aWi ', 10, 400) * 100), (556 + 944 + 222 + 278) / 10 * 1 * 10);
    assert.equal(Math.round(textWidth('i', 100, 600)), 28);
    assert.equal(textWidth('语义模型', 13, 500), 52);
  });

  it("pads a label until the renderer's box holds the measured text, and leaves short ones alone", () => {
    const label = 'WWW mmm Identity provider';
    assert.ok(libraryEstimate(label, 13, 500) < textWidth(label, 13, 500), 'the library alone under-sizes this label');
    const padded = padLabel(label, 'node');
    assert.ok(padded.startsWith(NBSP) && padded.endsWith(NBSP));
    assert.ok(libraryEstimate(padded, 13, 500) >= textWidth(label, 13, 500) * 1.06);
    assert.equal(padLabel('语义模型', 'node'), '语义模型');
  });

  it('draws the labels without the padding, in the measured font', () => {
    const {svg} = renderDiagram('flowchart LR\naccTitle: t\naccDescr: d\nA["WWW mmm Identity provider"] -->|MMM www| B["x"]');
    assert.ok(svg.includes('>WWW mmm Identity provider</text>'));
    assert.ok(svg.includes('>MMM www</text>'));
    assert.doesNotMatch(svg, /\u00a0|&#160;|&nbsp;/);
    assert.ok(svg.includes(`font-family="${FIGURE_FONT}"`));
    const box = /<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)"[^>]*\/><text[^>]*>WWW mmm/.exec(svg);
    assert.ok(box && Number(box[1]) >= textWidth('WWW mmm Identity provider', 13, 500), 'the box holds the label');
  });

  it("wraps the figure in a named scroll box with a button in the page's language", () => {
    const en = figureMarkup('<svg></svg>', 'A "b"', 'en');
    assert.match(en, /^<div class="diagram__scroll" tabindex="0" role="region" aria-label="A &quot;b&quot;"><svg><\/svg><\/div><button type="button" class="diagram__open" aria-label="Enlarge figure: A &quot;b&quot;">/);
    assert.match(figureMarkup('<svg></svg>', '图', 'zh'), /aria-label="放大查看: 图"/);
  });
});

describe('remark plugin', () => {
  // @mdx-js/mdx is an ES module only; this file runs as CommonJS under tsx.
  const compile: typeof import('@mdx-js/mdx').compile = async (...args) => (await import('@mdx-js/mdx')).compile(...args);
  it('turns a mermaid block into a figure with the SVG, in .md and .mdx', async () => {
    for (const format of ['md', 'mdx'] as const) {
      const out = String(await compile(`Intro\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n`, {format, remarkPlugins: [remarkDiagrams]}));
      assert.match(out, /className: "diagram"/, format);
      assert.match(out, /dangerouslySetInnerHTML: \{\s*__html: "<div class=\\"diagram__scroll\\"[\s\S]*?<svg /, format);
      assert.match(out, /diagram-1-title/);
      assert.match(out, /diagram-2-title/);
      assert.doesNotMatch(out, /language-mermaid/);
    }
  });

  it('fails the build with the file and line of a bad figure', async () => {
    await assert.rejects(
      compile({path: 'docs/x.md', value: 'Text\n\n```mermaid\nflowchart LR\nA --> B\n```\n'}, {format: 'md', remarkPlugins: [remarkDiagrams]}),
      /docs\/x\.md:3: .*accTitle/,
    );
  });

  it('leaves other code blocks alone', async () => {
    const out = String(await compile('```text\nA --> B\n```\n', {format: 'md', remarkPlugins: [remarkDiagrams]}));
    assert.match(out, /language-text/);
  });
});

describe('figures in the docs', () => {
  const ROOT = path.resolve(__dirname, '..');
  const LOCALES = {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'};
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

  it('render, appear in both locales alike, and leave no ASCII diagram', () => {
    const counts: Record<string, Record<string, number>> = {};
    const problems: string[] = [];
    for (const [locale, dir] of Object.entries(LOCALES)) {
      for (const file of walk(path.join(ROOT, dir))) {
        const rel = path.relative(path.join(ROOT, dir), file);
        const page = scanPage(fs.readFileSync(file, 'utf8'));
        (counts[rel] ??= {})[locale] = page.figures;
        for (const e of page.errors) problems.push(`${locale} ${rel}: ${e}`);
        if (page.ascii) problems.push(`${locale} ${rel}: ASCII diagram in a text block`);
      }
    }
    for (const [rel, n] of Object.entries(counts)) if (n.zh !== n.en) problems.push(`${rel}: zh ${n.zh} figures, en ${n.en}`);
    assert.deepEqual(problems, []);
    const pages = Object.values(counts).filter((n) => (n.zh ?? 0) > 0).length;
    assert.ok(pages >= 60, `at least 60 docs pages per locale have a figure (${pages})`);
  });

  it('recognise ASCII art and leave ordinary text blocks alone', () => {
    assert.ok(isAsciiDiagram('+------+\n| box  |\n+------+'));
    assert.ok(isAsciiDiagram('[a] --> [b]'));
    assert.ok(isAsciiDiagram('a  ->  b\nc  ->  d'));
    assert.ok(isAsciiDiagram('root\n├─ child'));
    assert.ok(!isAsciiDiagram('GraphRecursionError: Recursion limit of 25 reached'));
    assert.ok(!isAsciiDiagram('x = a - b'));
  });
});
