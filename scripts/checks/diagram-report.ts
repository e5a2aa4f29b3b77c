/**
 * Figures in the docs, per locale: renders every ```mermaid block (as the build does), counts
 * figures and pages with at least one, and lists the ASCII-art diagrams still drawn in `text`
 * code blocks. Exits non-zero when a figure does not render, when the two locales have a
 * different number of figures on a page, or (with --strict) when ASCII diagrams are left.
 *
 * Usage: tsx scripts/checks/diagram-report.ts [--strict] [--json]
 */
import fs from 'node:fs';
import path from 'node:path';
import {renderDiagram} from '../../plugins/diagrams/render.ts';

const ROOT = path.resolve(import.meta.dirname ?? __dirname, '..', '..');
const LOCALES = {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'} as const;

/** Box corners, box edges, arrows: what a flow drawn in a `text` block is made of. */
export const ASCII_ART = /(\+-{2,}|-{2,}>|─{2,}|[┌└├│]|──[>►▶]|<-{2,}|^\s*\|\s*$\n^\s*v\s*$|^\s+[\\/]\s*$|\]\s*->|^\s*->\s|^\s+\\\s+\/\s*$)/m;

/** Also a drawing: two or more lines that chain steps with `->`. */
export function isAsciiDiagram(body: string): boolean {
  return ASCII_ART.test(body) || body.split('\n').filter((l) => /\S\s+->\s+\S/.test(l)).length >= 2;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

export type PageFigures = {rel: string; figures: number; ascii: number; errors: string[]};

export function scanPage(text: string): Omit<PageFigures, 'rel'> {
  let figures = 0;
  let ascii = 0;
  const errors: string[] = [];
  for (const m of text.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)) {
    const [, lang, body] = m;
    if (lang === 'mermaid') {
      figures += 1;
      try {
        renderDiagram(body!);
      } catch (error) {
        errors.push((error as Error).message);
      }
    } else if ((lang === 'text' || lang === '') && isAsciiDiagram(body!)) {
      ascii += 1;
    }
  }
  return {figures, ascii, errors};
}

function main(): void {
  const strict = process.argv.includes('--strict');
  const report: Record<string, {pages: number; figures: number; pagesWithFigure: number; ascii: string[]; errors: string[]}> = {};
  const perPage: Record<string, Record<string, number>> = {};
  for (const [locale, dir] of Object.entries(LOCALES)) {
    const base = path.join(ROOT, dir);
    const r = {pages: 0, figures: 0, pagesWithFigure: 0, ascii: [] as string[], errors: [] as string[]};
    for (const file of walk(base)) {
      const rel = path.relative(base, file);
      const page = scanPage(fs.readFileSync(file, 'utf8'));
      r.pages += 1;
      r.figures += page.figures;
      if (page.figures > 0) r.pagesWithFigure += 1;
      if (page.ascii > 0) r.ascii.push(rel);
      for (const e of page.errors) r.errors.push(`${dir}/${rel}: ${e}`);
      (perPage[rel] ??= {})[locale] = page.figures;
    }
    report[locale] = r;
  }
  const mismatched = Object.entries(perPage)
    .filter(([, n]) => (n.zh ?? 0) !== (n.en ?? 0))
    .map(([rel, n]) => `${rel}: zh ${n.zh ?? 0} figures, en ${n.en ?? 0}`);

  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({...report, mismatched}, null, 2));
  } else {
    for (const [locale, r] of Object.entries(report)) {
      console.log(
        `${locale}: ${r.figures} figures on ${r.pagesWithFigure} of ${r.pages} docs pages; ${r.ascii.length} pages with ASCII diagrams${r.ascii.length ? ` (${r.ascii.join(', ')})` : ''}`,
      );
    }
  }
  const errors = [...Object.values(report).flatMap((r) => r.errors), ...mismatched];
  if (strict) errors.push(...Object.values(report).flatMap((r) => r.ascii.map((a) => `ASCII diagram left: ${a}`)));
  if (errors.length) {
    console.error(errors.join('\n'));
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
