/**
 * The labels ledger (docs-facts/labels/*.md): for each UI name a page bolds in a step or a table,
 * in its locale, where the product's text comes from and which screen shows it. Read by the
 * content check (a bold name with no row fails) and the claims report.
 */
import fs from 'node:fs';
import path from 'node:path';
import {folderFiles, tableRows} from './ledger.ts';
import {stepAndTableLabels} from './claims.ts';

export interface LabelRow {
  label: string;
  locale: 'zh' | 'en';
  source: string;
  shownBy: string;
  condition: string;
  where: string;
  cells: number;
}

/** Labels compare without case, outer quotes or spacing differences. */
export function labelKey(label: string, locale: string): string {
  return `${locale}\u0000${label.replace(/^["“'`]+|["”'`]+$/g, '').replace(/\s+/g, ' ').trim().toLowerCase()}`;
}

export function readLabelRows(dir: string): LabelRow[] {
  return folderFiles(dir).flatMap((file) =>
    tableRows(file, 'label').map((r) => ({
      label: r.cells[0] ?? '',
      locale: (r.cells[1] ?? '') as 'zh' | 'en',
      source: r.cells[2] ?? '',
      shownBy: r.cells[3] ?? '',
      condition: r.cells[4] ?? '',
      where: `${path.basename(file)}:${r.line}`,
      cells: r.cells.length,
    })),
  );
}

/** What is wrong with a row, or nothing. */
export function labelRowProblems(row: LabelRow): string[] {
  const out: string[] = [];
  if (row.cells !== 5) out.push(`${row.cells} cells, not 5`);
  if (!row.label) out.push('no label');
  if (row.locale !== 'zh' && row.locale !== 'en') out.push(`locale "${row.locale}" is not zh or en`);
  const notUi = /^not a UI label:\s*\S.{6,}/i.test(row.source);
  // A key and the file that defines it, or a literal and the file (and line) that writes it: either way a product file.
  const file = /`?[\w@.-]+\/[\w@./-]+\.(json|ts|tsx|html|ya?ml)(:\d+)?`?/.test(row.source);
  if (!notUi && !file) out.push(`product text "${row.source}" names no product file (a key and its i18n file, or a literal at file:line), nor "not a UI label: <reason>"`);
  if (!notUi) {
    if (!/[\w-]+\.(html|ts|tsx|ya?ml)(:\d+)?/.test(row.shownBy)) out.push(`shown by "${row.shownBy}" names no template or component`);
    if (!row.condition) out.push('no condition');
  }
  return out;
}

/** The bold names not yet matched to the product (`locale<TAB>label` lines): a list that may only shrink. */
export function readUnchecked(file: string): {locale: string; label: string; line: number}[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((text, i) => ({text, line: i + 1}))
    .filter(({text}) => text.trim() && !text.startsWith('#'))
    .map(({text, line}) => {
      const [locale = '', label = ''] = text.split('\t');
      return {locale, label, line};
    });
}

export interface LabelPage {
  file: string;
  locale: 'zh' | 'en';
  body: string;
}

/**
 * The labels rule over a set of pages: a bold name in a step or a table needs a row in its locale,
 * unless it is listed as not matched yet; a listed name that now has a row, or is bold nowhere, must
 * leave the list. Returns [where, what] pairs and the counts the content check prints.
 */
export function labelProblems(
  pages: LabelPage[],
  rows: LabelRow[],
  unchecked: {locale: string; label: string; line: number}[],
  uncheckedFile = 'docs-facts/labels/unchecked.tsv',
): {problems: [string, string][]; names: number; recorded: number} {
  const problems: [string, string][] = [];
  for (const row of rows) for (const what of labelRowProblems(row)) problems.push([`docs-facts/labels/${row.where}`, what]);
  const known = new Set(rows.map((r) => labelKey(r.label, r.locale)));
  const waiting = new Set(unchecked.map((u) => labelKey(u.label, u.locale)));
  const onPages = new Set<string>();
  for (const page of pages) {
    for (const l of stepAndTableLabels(page.body)) {
      const key = labelKey(l.label, page.locale);
      onPages.add(key);
      if (!known.has(key) && !waiting.has(key)) {
        problems.push([page.file, `bold name "${l.label}" in a step or table: no row in docs-facts/labels/ says which product text (${page.locale}, 3.6.0) it is`]);
      }
    }
  }
  for (const u of unchecked) {
    const key = labelKey(u.label, u.locale);
    if (known.has(key)) problems.push([`${uncheckedFile}:${u.line}`, `"${u.label}" (${u.locale}) now has a labels row: remove it from the list`]);
    else if (!onPages.has(key)) problems.push([`${uncheckedFile}:${u.line}`, `"${u.label}" (${u.locale}) is bold in no step or table any more: remove it from the list`]);
  }
  return {problems, names: onPages.size, recorded: [...onPages].filter((k) => known.has(k)).length};
}
