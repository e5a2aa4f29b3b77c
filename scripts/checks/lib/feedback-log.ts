/**
 * Read the beacon logs of both servers and sum them up (scripts/checks/feedback-report.ts).
 * Two formats, one JSON object a line, same keys: the local server writes decoded values
 * (`"enc":"text"`), nginx the raw values of the query string (`"enc":"url"`, JSON-escaped).
 * Every line is judged again by the rules of scripts/serve/beacons.ts before it counts: a line
 * that is not a record the servers could have written is counted as malformed, never trusted.
 */
import {BEACONS, decodeValue, judge, LOCALES, REASONS, type BeaconKind} from '../../serve/beacons.ts';

export type Feedback = {kind: 'feedback'; t: string; p: string; l: string; a: string; r: string; c: string};
export type SearchMiss = {kind: 'search-miss'; t: string; q: string; l: string; s: string; p: string};
export type BeaconEntry = Feedback | SearchMiss;

/** Lines longer than this are not read (no record the servers write comes near it). */
const MAX_LINE = 16 * 1024;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?(?:Z|[+-]\d{2}:\d{2})$/;

/** One line of a log: a record, a blank line (skipped), or why it is malformed. */
export function parseLine(line: string): {entry: BeaconEntry} | {blank: true} | {malformed: string} {
  if (line.trim() === '') return {blank: true};
  if (line.length > MAX_LINE) return {malformed: 'line too long'};
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return {malformed: 'not JSON'};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {malformed: 'not an object'};
  const record = value as Record<string, unknown>;
  const kind = record.kind;
  if (kind !== 'feedback' && kind !== 'search-miss') return {malformed: 'unknown kind'};
  const spec = BEACONS[kind as BeaconKind];
  const expected = ['t', 'kind', 'enc', ...spec.params];
  const keys = Object.keys(record);
  if (keys.length !== expected.length || !expected.every((k) => keys.includes(k))) return {malformed: 'unexpected fields'};
  if (typeof record.t !== 'string' || !TIME.test(record.t) || Number.isNaN(Date.parse(record.t))) return {malformed: 'bad time'};
  if (record.enc !== 'url' && record.enc !== 'text') return {malformed: 'unknown encoding'};
  const raw: string[] = [];
  for (const name of spec.params) {
    const v = record[name];
    if (typeof v !== 'string') return {malformed: `${name} is not a string`};
    if (v === '') continue;
    // Decoded text goes back to the query-string form, so that one set of rules judges both.
    raw.push(`${name}=${record.enc === 'url' ? v : encodeURIComponent(v)}`);
  }
  const judgement = judge(kind as BeaconKind, raw.join('&'));
  if (!judgement.ok) return {malformed: `invalid ${judgement.failed}`};
  const decoded: Record<string, string> = {};
  for (const name of spec.params) decoded[name] = decodeValue(judgement.values[name] ?? '');
  return {entry: {kind, t: new Date(record.t).toISOString().replace(/\.\d{3}Z$/, 'Z'), ...decoded} as BeaconEntry};
}

export type Malformed = {file: string; line: number; reason: string};

export type Summary = {
  files: number;
  records: number;
  malformed: Malformed[];
  locales: Map<string, LocaleSummary>;
};

export type PageVotes = {page: string; yes: number; no: number; reasons: Map<string, number>};
export type Miss = {query: string; count: number; sources: Map<string, number>};
export type LocaleSummary = {
  feedback: number;
  misses: number;
  first?: string;
  last?: string;
  pages: PageVotes[];
  comments: Feedback[];
  queries: Miss[];
};

/** The key two failed queries share when they differ only by case, width or inner spaces. */
export function queryKey(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const utf8 = new TextDecoder('utf-8', {fatal: true});

/** The lines of a log file, each decoded on its own: one line that is not UTF-8 spoils only itself. */
function lines(bytes: Uint8Array): (string | null)[] {
  const out: (string | null)[] = [];
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    let line: string | null;
    try {
      line = utf8.decode(bytes.subarray(start, end));
    } catch {
      line = null;
    }
    out.push(line !== null && line.endsWith('\r') ? line.slice(0, -1) : line);
    start = end + 1;
  }
  return out;
}

export function summarize(files: {name: string; bytes: Uint8Array}[]): Summary {
  const malformed: Malformed[] = [];
  const entries: BeaconEntry[] = [];
  for (const file of files) {
    lines(file.bytes).forEach((line, i) => {
      const result = line === null ? {malformed: 'not UTF-8'} : parseLine(line);
      if ('entry' in result) entries.push(result.entry);
      else if ('malformed' in result) malformed.push({file: file.name, line: i + 1, reason: result.malformed});
    });
  }
  const locales = new Map<string, LocaleSummary>();
  for (const locale of LOCALES) {
    const mine = entries.filter((e) => e.l === locale).sort((a, b) => a.t.localeCompare(b.t));
    const pages = new Map<string, PageVotes>();
    const queries = new Map<string, Miss & {forms: Map<string, number>}>();
    const comments: Feedback[] = [];
    for (const e of mine) {
      if (e.kind === 'feedback') {
        const votes = pages.get(e.p) ?? {page: e.p, yes: 0, no: 0, reasons: new Map()};
        pages.set(e.p, votes);
        if (e.a === 'yes') votes.yes += 1;
        else votes.no += 1;
        if (e.r) votes.reasons.set(e.r, (votes.reasons.get(e.r) ?? 0) + 1);
        if (e.c.trim()) comments.push(e);
      } else {
        const key = queryKey(e.q);
        const miss = queries.get(key) ?? {query: e.q, count: 0, sources: new Map(), forms: new Map()};
        queries.set(key, miss);
        miss.count += 1;
        miss.sources.set(e.s, (miss.sources.get(e.s) ?? 0) + 1);
        miss.forms.set(e.q, (miss.forms.get(e.q) ?? 0) + 1);
        // Show the form readers typed most often.
        miss.query = [...miss.forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
      }
    }
    locales.set(locale, {
      feedback: mine.filter((e) => e.kind === 'feedback').length,
      misses: mine.filter((e) => e.kind === 'search-miss').length,
      first: mine[0]?.t,
      last: mine.at(-1)?.t,
      pages: [...pages.values()].sort((a, b) => b.no - a.no || a.yes - b.yes || a.page.localeCompare(b.page)),
      comments,
      queries: [...queries.values()]
        .map((miss) => ({query: miss.query, count: miss.count, sources: miss.sources}))
        .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query)),
    });
  }
  return {files: files.length, records: entries.length, malformed, locales};
}

/**
 * Text from a log shown in a terminal: control characters, bidirectional overrides and line
 * separators are written as `\u{…}`, so that no comment can move the cursor, recolour the
 * terminal, reorder what follows it or pose as another line of the report.
 */
export function show(text: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`);
}

/** A value in double quotes, with `"` and `\` escaped and the rest as show() writes it. */
export function quote(text: string): string {
  return `"${show(text.replace(/[\\"]/g, (c) => `\\${c}`))}"`;
}

const counts = (map: Map<string, number>, order: readonly string[] = []) =>
  [...map]
    .sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0]) || a[0].localeCompare(b[0]))
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');

export function renderReport(summary: Summary, top = 10): string {
  const out: string[] = [];
  const misses = [...summary.locales.values()].reduce((n, l) => n + l.misses, 0);
  out.push(
    `Feedback report: ${summary.files} file${summary.files === 1 ? '' : 's'}, ${summary.records} records ` +
      `(${summary.records - misses} feedback, ${misses} failed searches), ${summary.malformed.length} malformed line${summary.malformed.length === 1 ? '' : 's'}`,
  );
  for (const [locale, l] of summary.locales) {
    out.push('', `## ${locale}: ${l.feedback} answers, ${l.misses} failed searches${l.first ? ` (${l.first} to ${l.last})` : ''}`);
    const withNo = l.pages.filter((p) => p.no > 0);
    out.push('', `Pages with the most "no" answers (${withNo.length} pages with any):`);
    if (withNo.length === 0) out.push('  (none)');
    for (const p of withNo.slice(0, top)) {
      const reasons = counts(p.reasons, REASONS);
      out.push(`  ${String(p.no).padStart(4)} no ${String(p.yes).padStart(4)} yes  ${show(p.page)}${reasons ? `  (${reasons})` : ''}`);
    }
    out.push('', `Comments (${l.comments.length}):`);
    if (l.comments.length === 0) out.push('  (none)');
    for (const c of l.comments) out.push(`  ${c.t} ${show(c.p)} [${c.a}${c.r ? `, ${c.r}` : ''}] ${quote(c.c)}`);
    out.push('', `Most frequent failed searches (${l.queries.length} different):`);
    if (l.queries.length === 0) out.push('  (none)');
    for (const q of l.queries.slice(0, top)) out.push(`  ${String(q.count).padStart(4)}  ${quote(q.query)}  (${counts(q.sources)})`);
  }
  if (summary.malformed.length > 0) {
    out.push('', `Malformed lines (${summary.malformed.length}, not counted above):`);
    for (const m of summary.malformed.slice(0, 50)) out.push(`  ${show(m.file)}:${m.line} ${m.reason}`);
    if (summary.malformed.length > 50) out.push(`  ... and ${summary.malformed.length - 50} more`);
  }
  return `${out.join('\n')}\n`;
}
