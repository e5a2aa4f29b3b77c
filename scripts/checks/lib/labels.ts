/**
 * The labels ledger (docs-facts/labels/*.md): for each UI name a page bolds in a step or a table,
 * in its locale, where the product's text comes from and which screen shows it. Read by the
 * content check (a bold name with no row fails) and the claims report.
 */
import fs from 'node:fs';
import path from 'node:path';
import {folderFiles, tableRows} from './ledger.ts';

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
