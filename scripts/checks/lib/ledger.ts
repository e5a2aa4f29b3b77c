/** Reads the fact ledger (docs-facts/*.md, docs-facts/claims/*.md, docs-facts/labels/*.md) and the meaning-parity records (docs-facts/parity/*.md). */
import fs from 'node:fs';
import path from 'node:path';

export interface TableRow {
  file: string;
  line: number;
  cells: string[];
}

/** Body rows of every Markdown table in a file whose header starts with `first` (`page` by default). */
export function tableRows(file: string, first = 'page'): TableRow[] {
  const rows: TableRow[] = [];
  let inTable = false;
  fs.readFileSync(file, 'utf8').split('\n').forEach((text, i) => {
    if (!text.startsWith('|')) {
      inTable = false;
      return;
    }
    const cells = text.replace(/^\|/, '').replace(/\|\s*$/, '').split(/(?<!\\)\|/).map((c) => c.trim());
    if (cells[0]!.toLowerCase() === first) {
      inTable = true;
      return;
    }
    if (!inTable || cells.every((c) => /^-+$/.test(c))) return;
    rows.push({file, line: i + 1, cells});
  });
  return rows;
}

export function ledgerFiles(root = 'docs-facts'): string[] {
  return fs.readdirSync(root).filter((f) => f.endsWith('.md') && f !== 'README.md').map((f) => path.join(root, f));
}

/** The markdown files of a ledger folder, its README aside. */
export function folderFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root).filter((f) => f.endsWith('.md') && f !== 'README.md').sort().map((f) => path.join(root, f));
}

export function parityFiles(root = 'docs-facts/parity'): string[] {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root).filter((f) => f.endsWith('.md') && f !== 'README.md').map((f) => path.join(root, f));
}

/** Files that only declare a shape (types, DTOs, enums, the contracts package): they show what exists, not what is used. */
export function isDeclarationOnly(p: string): boolean {
  return /(^|\/)contracts\/|\.(model|dto|interface|enum|d)\.ts$|(^|\/)types\.ts$/.test(p);
}

export type UsedAt = {kind: 'paths'; paths: string[]} | {kind: 'none'; reason: string} | {kind: 'invalid'; why: string};

/**
 * The "used at" cell: backticked paths of the files where the product uses the fact (a template,
 * a form schema, a service, a handler, a compose file), or `n/a: <reason>` for a fact no code
 * uses (a release date, a tag, a licence).
 */
export function parseUsedAt(cell: string): UsedAt {
  const none = /^n\/a:\s*(.+)$/i.exec(cell);
  if (none) {
    return none[1].trim().length >= 8 ? {kind: 'none', reason: none[1].trim()} : {kind: 'invalid', why: 'n/a needs a reason'};
  }
  const paths = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim()).filter((p) => /[/.]/.test(p) && !/\s/.test(p));
  if (paths.length === 0) return {kind: 'invalid', why: `no file named in "${cell}"`};
  const decl = paths.filter(isDeclarationOnly);
  if (decl.length === paths.length) return {kind: 'invalid', why: `only declarations named: ${decl.join(', ')}`};
  return {kind: 'paths', paths};
}
