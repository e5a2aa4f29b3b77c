/**
 * First pass of the labels ledger: matches each bold name in a step or a table (both locales) to the
 * product's own text at a tag, exactly (case and spacing folded), and finds the template that shows
 * it with the `@if` blocks around it. Writes the matches to docs-facts/labels/auto.md (label,
 * locale, key and file or literal and line, template and line, condition marked `(auto)`), skips
 * labels a person already recorded in another file, and prints the names it could not match.
 *
 * It reads a local mirror of xpert-ai/xpert (nothing of it is committed; only the facts are):
 *   npx tsx scripts/facts/labels-match.ts --repo /work/.mirror/xpert-ai+xpert/repo [--tag 3.6.0] [--dry]
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {loadPages} from '../checks/claims-report.ts';
import {stepAndTableLabels} from '../checks/lib/claims.ts';
import {labelKey, readLabelRows} from '../checks/lib/labels.ts';

const ROOT = path.resolve(import.meta.dirname ?? __dirname, '..', '..');
const args = process.argv.slice(2);
const opt = (name: string, dflt?: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const REPO = opt('--repo', '/work/.mirror/xpert-ai+xpert/repo')!;
const TAG = opt('--tag', '3.6.0')!;

type Loc = 'zh' | 'en';
const git = (...a: string[]) => execFileSync('git', ['-C', REPO, ...a], {encoding: 'utf8', maxBuffer: 1 << 30});

/** Every file we read, in one `git cat-file --batch` call. */
function readAll(paths: string[]): Map<string, string> {
  const input = paths.map((p) => `${TAG}:${p}`).join('\n') + '\n';
  const out = execFileSync('git', ['-C', REPO, 'cat-file', '--batch'], {input, maxBuffer: 1 << 30});
  const files = new Map<string, string>();
  let pos = 0;
  for (const p of paths) {
    const nl = out.indexOf(10, pos);
    const header = out.subarray(pos, nl).toString();
    const size = Number(header.split(' ')[2]);
    if (header.endsWith('missing')) {
      pos = nl + 1;
      continue;
    }
    files.set(p, out.subarray(nl + 1, nl + 1 + size).toString('utf8'));
    pos = nl + 1 + size + 1;
  }
  return files;
}

const norm = (s: string) =>
  s
    .replace(/^["“'`]+|["”'`]+$/g, '')
    .replace(/(\.\.\.|…)$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

function dictLocale(p: string): Loc | null {
  if (/zh-Hant|zhHant|zh-CN|zh_Hant/.test(p)) return null;
  if (/zh-Hans|zhHans|zh_Hans|\/zh\//.test(p)) return 'zh';
  if (/(^|[/_-])en(-US)?\.(json|ts)$|\/en\/|locale_en\.ts$/.test(p)) return 'en';
  return null;
}

interface Source {
  kind: 'key' | 'literal';
  key?: string;
  file: string;
  line?: number;
}

const values = new Map<string, Source[]>(); // labelKey -> sources
const add = (loc: Loc, value: string, src: Source) => {
  const k = `${loc}\u0000${norm(value)}`;
  if (!values.has(k)) values.set(k, []);
  values.get(k)!.push(src);
};

function flattenJson(obj: unknown, prefix: string, loc: Loc, file: string): void {
  if (typeof obj === 'string') add(loc, obj, {kind: 'key', key: prefix, file});
  else if (obj && typeof obj === 'object') for (const [k, v] of Object.entries(obj)) flattenJson(v, prefix ? `${prefix}.${k}` : k, loc, file);
}

function flattenTs(text: string, loc: Loc, file: string): void {
  const stack: string[] = [];
  for (const line of text.split('\n')) {
    const open = /^\s*['"]?([\w$-]+)['"]?\s*:\s*\{\s*$/.exec(line);
    if (open) {
      stack.push(open[1]!);
      continue;
    }
    const kv = /^\s*['"]?([\w$-]+)['"]?\s*:\s*(['"`])(.*)\2\s*,?\s*$/.exec(line);
    if (kv) add(loc, kv[3]!, {kind: 'key', key: [...stack, kv[1]!].join('.'), file});
    if (/^\s*\}/.test(line)) stack.pop();
  }
}

function main(): void {
  const all = git('ls-tree', '-r', '--name-only', TAG).split('\n').filter(Boolean).filter((p) => /^(apps|libs|packages)\//.test(p) && !/node_modules|\.spec\.ts$|e2e\//.test(p));
  const dicts = all.filter((p) => /(\/i18n\/|\/locales\/).*\.(json|ts)$/.test(p) && dictLocale(p) && !/ng-package|index\.ts|locale_data_api/.test(p));
  const ui = all.filter((p) => /\.(html|component\.ts|schema\.ts|ts|ya?ml)$/.test(p) && !dicts.includes(p) && /\.(html|ya?ml)$|component\.ts$|schema\.ts$|\/(plugins|xpert-toolset|toolset|menu|routes)\b|strategy\.ts$|provider\.ts$|\.menu\.ts$/.test(p));
  const files = readAll([...dicts, ...ui]);
  for (const p of dicts) {
    const text = files.get(p);
    if (!text) continue;
    const loc = dictLocale(p)!;
    if (p.endsWith('.json')) {
      try {
        flattenJson(JSON.parse(text), '', loc, p);
      } catch {
        /* not a dictionary */
      }
    } else flattenTs(text, loc, p);
  }
  for (const p of ui) {
    const text = files.get(p);
    if (!text) continue;
    text.split('\n').forEach((line, i) => {
      for (const m of line.matchAll(/\b(en_US|zh_Hans)\s*:\s*(['"])([^'"\n]+)\2/g)) add(m[1] === 'en_US' ? 'en' : 'zh', m[3]!, {kind: 'literal', file: p, line: i + 1});
      for (const m of line.matchAll(/\bDefault\s*:\s*(['"])([^'"\n]+)\1/g)) add('en', m[2]!, {kind: 'literal', file: p, line: i + 1});
      if (p.endsWith('.html')) for (const m of line.matchAll(/>\s*([^<>{}\n]*[A-Za-z\u4e00-\u9fff][^<>{}\n]*?)\s*</g)) add(/[\u4e00-\u9fff]/.test(m[1]!) ? 'zh' : 'en', m[1]!, {kind: 'literal', file: p, line: i + 1});
    });
  }
  const uiFiles = ui.filter((p) => files.has(p));

  /** Where each dotted key is first used (a template before a component), found once for all keys. */
  const uses = new Map<string, {file: string; line: number}>();
  for (const p of uiFiles) {
    files.get(p)!.split('\n').forEach((line, i) => {
      for (const m of line.matchAll(/['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g)) {
        const prev = uses.get(m[1]!);
        if (!prev || (!prev.file.endsWith('.html') && p.endsWith('.html'))) uses.set(m[1]!, {file: p, line: i + 1});
      }
    });
  }
  function usage(key: string): {file: string; line: number; cond: string} | null {
    const u = uses.get(key);
    return u ? {...u, cond: conditionAt(files.get(u.file)!.split('\n'), u.line - 1, u.file)} : null;
  }

  const pages = loadPages(ROOT);
  const manual = new Set(readLabelRows(path.join(ROOT, 'docs-facts/labels')).filter((r) => !r.where.startsWith('auto.md')).map((r) => labelKey(r.label, r.locale)));
  const seen = new Map<string, {label: string; loc: Loc; pages: Set<string>}>();
  for (const p of pages) for (const l of stepAndTableLabels(p.body)) {
    const k = labelKey(l.label, p.locale);
    if (!seen.has(k)) seen.set(k, {label: l.label, loc: p.locale, pages: new Set()});
    seen.get(k)!.pages.add(p.page);
  }
  const rows: string[] = [];
  const unmatched: string[] = [];
  let matched = 0;
  for (const [k, s] of [...seen].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (manual.has(k)) continue;
    const parts = s.label.split(/\s*(?:>|→|->|\/)\s*/).filter(Boolean);
    const resolved = parts.map((part) => {
      for (const src of values.get(`${s.loc}\u0000${norm(part)}`) ?? []) {
        if (src.kind === 'literal') return {src, use: {file: src.file, line: src.line!, cond: conditionAt(files.get(src.file)!.split('\n'), src.line! - 1, src.file)}};
        const use = usage(src.key!);
        if (use) return {src, use};
      }
      return null;
    });
    if (resolved.some((r) => r === null)) {
      unmatched.push(`${s.loc}\t${s.label}\t${[...s.pages].slice(0, 3).join(', ')}`);
      continue;
    }
    matched += 1;
    const text = resolved.map((r) => (r!.src.kind === 'key' ? `\`${r!.src.key}\` in \`${r!.src.file}\`` : `literal: \`${r!.src.file}:${r!.src.line}\``)).join('; ');
    const source = resolved.length === 1 && resolved[0]!.src.kind === 'literal' ? `literal: \`${resolved[0]!.src.file}:${resolved[0]!.src.line}\`` : text;
    const shown = resolved.map((r) => `\`${r!.use.file}:${r!.use.line}\``).join('; ');
    const cond = resolved.map((r) => r!.use.cond).join('; ');
    const esc = (c: string) => c.replace(/\|/g, '\\|');
    rows.push(`| ${esc(s.label)} | ${s.loc} | ${esc(source)} | ${esc(shown)} | ${esc(cond)} (auto) |`);
  }
  const header = [
    '# Labels matched by scripts/facts/labels-match.ts',
    '',
    `Exact matches (case and spacing folded) of bold names in steps and tables to the product's text at tag \`${TAG}\`, with the first template that uses the key and the \`@if\` blocks around it. Rows a person has checked move to the part's own file and drop \`(auto)\`.`,
    '',
    '| label | locale | product text (key or literal @ 3.6.0) | shown by | condition |',
    '| --- | --- | --- | --- | --- |',
  ];
  if (!args.includes('--dry')) fs.writeFileSync(path.join(ROOT, 'docs-facts/labels/auto.md'), [...header, ...rows, ''].join('\n'));
  const out = opt('--unmatched', '/tmp/labels-unmatched.tsv')!;
  fs.writeFileSync(out, unmatched.join('\n') + '\n');
  if (!args.includes('--dry')) {
    const list = unmatched.map((u) => u.split('\t').slice(0, 2).join('\t'));
    const note = '# Bold names in steps and tables not yet matched to the product\'s text at 3.6.0 (locale, label).\n# Written by scripts/facts/labels-match.ts; the content check lets these pass and fails on any other\n# name without a labels row. Remove a line once the name has a row or the page no longer bolds it.\n';
    fs.writeFileSync(path.join(ROOT, 'docs-facts/labels/unchecked.tsv'), note + list.join('\n') + '\n');
  }
  console.log(`bold names in steps and tables: ${seen.size} distinct (label, locale); already recorded by hand: ${[...seen.keys()].filter((k) => manual.has(k)).length}; matched now: ${matched}; not matched: ${unmatched.length} (listed in ${out})`);
}

/** The `@if` / `@else` / `*ngIf` conditions enclosing line `idx` of a template. */
function conditionAt(lines: string[], idx: number, file: string): string {
  if (!file.endsWith('.html')) return `set in ${path.basename(file)}`;
  const stack: string[] = [];
  for (let i = 0; i <= idx; i++) {
    const line = lines[i]!.replace(/\{\{[\s\S]*?\}\}/g, '');
    const ngIf = /\*ngIf="([^"]+)"/.exec(line);
    if (i === idx && ngIf) stack.push(`*ngIf ${ngIf[1]}`);
    for (const tok of line.matchAll(/@(if|else if|else|for|switch|case|default|defer)\s*(\(([^)]*(?:\([^)]*\))*[^)]*)\))?\s*\{|\{|\}/g)) {
      if (tok[0] === '}') stack.pop();
      else if (tok[0] === '{') stack.push('');
      else stack.push(tok[1] === 'if' || tok[1] === 'else if' ? `@${tok[1]} (${tok[3]})` : tok[1] === 'else' ? '@else' : '');
    }
  }
  const conds = stack.filter(Boolean);
  return conds.length ? conds.join(' and ') : 'always';
}

main();
