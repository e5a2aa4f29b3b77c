/**
 * What a claim is, and when the claims ledger (docs-facts/claims/*.md) covers one. Pure functions
 * over strings: the report (scripts/checks/claims-report.ts), the content check and the sampler
 * read files and call these. The definition is in docs-facts/claims/README.md.
 */

export type Locale = 'zh' | 'en';

export type ClaimKind = 'step' | 'table' | 'bold' | 'code' | 'number' | 'keyword';

export interface Claim {
  /** 1-based line in the body (after front matter). */
  line: number;
  /** The sentence, list item or table row as written. */
  text: string;
  /** Why it counts, in order of strength (a step or a table row first). */
  kinds: ClaimKind[];
}

const KEYWORDS: Record<Locale, RegExp> = {
  en: /\b(default|defaults|must|only|cannot|can't|never|always|requires?|limit|limits|maximum|minimum|at most|at least|since)\b/i,
  zh: /(默认|必须|只有|只能|仅|不能|无法|需要|最多|最少|上限|始终|不会)/,
};

/** Lines that hold no prose a reader takes as a statement about the product. */
function isStructural(line: string): boolean {
  return (
    /^(import|export)\s/.test(line) ||
    /^#{1,6}\s/.test(line) ||
    /^<\/?[A-Za-z]/.test(line) ||
    /^:::/.test(line) ||
    /^<!--/.test(line) ||
    /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line) ||
    /^[-*_]{3,}$/.test(line) ||
    /^\{\/\*.*\*\/\}$/.test(line)
  );
}

/** Text a reader reads: no link targets, heading ids, HTML comments or emphasis marks. */
export function readable(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\{#[^}]+\}/g, ' ')
    .replace(/\\\|/g, '|');
}

/** One line of prose cut into sentences (a Chinese sentence ends at 。！？, an English one at . ! ? before a capital). */
export function sentences(line: string, locale: Locale): string[] {
  const parts = locale === 'zh' ? line.split(/(?<=[。！？])/) : line.split(/(?<=[.!?])\s+(?=[A-Z*`"“([])/);
  return parts.map((s) => s.trim()).filter((s) => s.replace(/[^\p{L}\p{N}]/gu, '').length >= 4);
}

function kindsOf(sentence: string, locale: Locale, step: boolean, table: boolean): ClaimKind[] {
  const kinds: ClaimKind[] = [];
  if (step) kinds.push('step');
  if (table) kinds.push('table');
  if (/\*\*[^*]+\*\*/.test(sentence)) kinds.push('bold');
  if (/`[^`]+`/.test(sentence)) kinds.push('code');
  if (/\d/.test(readable(sentence))) kinds.push('number');
  if (KEYWORDS[locale].test(readable(sentence))) kinds.push('keyword');
  return kinds;
}

/** Every claim of a page body, in order. */
export function extractClaims(body: string, locale: Locale): Claim[] {
  const claims: Claim[] = [];
  const lines = body.split('\n');
  let fence: string | null = null;
  let comment = false;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const fenceMark = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length && line === fenceMark) fence = null;
      return;
    }
    if (fenceMark) {
      fence = fenceMark;
      return;
    }
    if (comment) {
      if (line.includes('-->')) comment = false;
      return;
    }
    if (line.startsWith('<!--') && !line.includes('-->')) {
      comment = true;
      return;
    }
    if (!line || isStructural(line)) return;
    const table = line.startsWith('|');
    if (table) {
      const next = (lines[index + 1] ?? '').trim();
      if (/^\|?\s*:?-{3,}/.test(next)) return; // a header row
      if (readable(line).replace(/[^\p{L}\p{N}]/gu, '').length < 2) return;
      claims.push({line: index + 1, text: line, kinds: kindsOf(line, locale, false, true)});
      return;
    }
    const step = /^\d+[.)]\s/.test(line);
    const prose = line.replace(/^(?:[-*+]|\d+[.)])\s+/, '').replace(/^>\s?/, '');
    for (const sentence of sentences(prose, locale)) {
      const kinds = kindsOf(sentence, locale, step, false);
      if (kinds.length > 0) claims.push({line: index + 1, text: sentence, kinds});
    }
  });
  return claims;
}

/** The form anchors and sentences are compared in: no emphasis, code marks or link targets; case and spaces folded. */
export function normalize(text: string): string {
  return readable(text)
    .replace(/\*\*|__|`|\[|\]/g, '')
    .replace(/[“”"]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The fragments of an anchor cell (`a ‖ b`), normalised; fragments under 3 characters are dropped. */
export function anchorFragments(cell: string): string[] {
  return cell
    .split('‖')
    .map((f) => normalize(f.replace(/^`|`$/g, '')))
    .filter((f) => [...f].length >= 3);
}

export interface AnchorRow {
  page: string;
  fragments: string[];
  where: string;
}

export interface Coverage {
  covered: boolean[];
  /** Rows whose fragments match more than `BROAD` sentences of their page. */
  broad: AnchorRow[];
  /** Rows that match no sentence of their page in either locale (checked by the caller across locales). */
  matched: Set<AnchorRow>;
}

export const BROAD = 3;

/** Which claims of one page (one locale) the page's ledger rows cover. */
export function cover(claims: Claim[], rows: AnchorRow[]): Coverage {
  const texts = claims.map((c) => normalize(c.text));
  const covered = texts.map(() => false);
  const broad: AnchorRow[] = [];
  const matched = new Set<AnchorRow>();
  for (const row of rows) {
    let hits = 0;
    texts.forEach((t, i) => {
      if (row.fragments.some((f) => t.includes(f))) {
        covered[i] = true;
        hits += 1;
      }
    });
    if (hits > 0) matched.add(row);
    if (hits > BROAD) broad.push(row);
  }
  return {covered, broad, matched};
}

/** A ledger row's page id as the pages know it: `docs/x` also names `docs/x/index`, and an extension is ignored. */
export function resolvePage(id: string, known: Set<string>): string {
  const bare = id.replace(/`/g, '').trim().replace(/\.mdx?$/, '').replace(/\/$/, '');
  return known.has(bare) || !known.has(`${bare}/index`) ? bare : `${bare}/index`;
}

/** The section a page belongs to in the reports: a post is `blog`, a docs page its first folder. */
export function sectionOf(page: string): string {
  if (page.startsWith('blog/')) return 'blog';
  const parts = page.replace(/^docs\//, '').split('/');
  return parts.length === 1 ? 'docs home' : parts[0]!;
}

/** Bold names in numbered steps and table body rows: the UI names the labels ledger must know. */
export function stepAndTableLabels(body: string): {line: number; label: string}[] {
  const out: {line: number; label: string}[] = [];
  for (const claim of extractClaims(body, 'en')) {
    if (!claim.kinds.includes('step') && !claim.kinds.includes('table')) continue;
    for (const m of claim.text.matchAll(/\*\*([^*]+)\*\*/g)) {
      const label = m[1]!.trim();
      if (isSentenceLike(label)) continue;
      out.push({line: claim.line, label});
    }
  }
  return out;
}

/** A bold run that is a sentence (a symptom, a warning), not a name on a screen. */
export function isSentenceLike(label: string): boolean {
  return /[.。!！?？:：]$/.test(label) || label.split(/\s+/).length > 8 || [...label].length > 40;
}
