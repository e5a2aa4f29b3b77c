/**
 * Logic over the termbase (src/data/glossary.ts), shared by the glossary page, the remark plugin
 * that marks first mentions (plugins/glossary-tooltips) and the content check: the order of the
 * glossary in each language, and a matcher that finds term words in running text.
 */
import {GLOSSARY_STOP_PHRASES, type GlossaryLang, type GlossaryTerm} from '../data/glossary';

/** The docs locale of a Docusaurus locale (`zh-Hans` -> zh). */
export function glossaryLang(locale: string): GlossaryLang {
  return /^zh\b/i.test(locale) ? 'zh' : 'en';
}

export function otherLang(lang: GlossaryLang): GlossaryLang {
  return lang === 'zh' ? 'en' : 'zh';
}

/** The collation of a language: pinyin for Chinese (names in Latin letters, such as MDX, come after the Han ones), alphabetical for English. */
export function glossaryCollator(lang: GlossaryLang): Intl.Collator {
  return new Intl.Collator(lang === 'zh' ? 'zh-Hans-u-co-pinyin' : 'en', {sensitivity: 'base', numeric: true});
}

/** Terms sorted by their name in the language (Chinese: by `zhSortAs` where given), ties broken by id so the order is total. */
export function sortGlossary<T extends Pick<GlossaryTerm, 'id' | 'zh' | 'en' | 'zhSortAs'>>(terms: readonly T[], lang: GlossaryLang): T[] {
  const collator = glossaryCollator(lang);
  const key = (term: T) => (lang === 'zh' ? (term.zhSortAs ?? term.zh) : term.en);
  return [...terms].sort((a, b) => collator.compare(key(a), key(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Related terms both ways: a term lists the ones it names and the ones that name it. */
export function relatedBothWays(terms: readonly GlossaryTerm[]): Map<string, string[]> {
  const related = new Map<string, Set<string>>(terms.map((term) => [term.id, new Set(term.related)]));
  for (const term of terms) for (const id of term.related) related.get(id)?.add(term.id);
  return new Map([...related].map(([id, set]) => [id, [...set]]));
}

/** A word of a Chinese page that the glossary advises against. */
export type AvoidedWord = {line: number; word: string; preferred: string; termId: string};

/**
 * The words to avoid (`avoid` of a term) in a Chinese page's prose, with their line and the
 * term's name. Fenced code, inline code, link targets and HTML comments are not prose. Words are
 * matched like the tooltips' (longest first), so a word to avoid inside a longer term is not one.
 */
export function findAvoidedWords(body: string, terms: readonly GlossaryTerm[]): AvoidedWord[] {
  const match = createMatcher(glossarySurfaces(terms, 'zh', {avoid: true}), 'zh');
  const byId = new Map(terms.map((term) => [term.id, term]));
  const found: AvoidedWord[] = [];
  let fence: string | null = null;
  body.split('\n').forEach((raw, index) => {
    const opener = /^\s*(```|~~~)/.exec(raw);
    if (fence) {
      if (opener && opener[1] === fence) fence = null;
      return;
    }
    if (opener) {
      fence = opener[1]!;
      return;
    }
    const prose = raw.replace(/<!--.*?-->/g, ' ').replace(/(`+)[^`]*?\1/g, ' ').replace(/\]\([^)]*\)/g, ']');
    for (const m of match(prose)) {
      if (m.surface.kind !== 'avoid') continue;
      const term = byId.get(m.surface.termId)!;
      found.push({line: index + 1, word: m.text, preferred: term.zh, termId: term.id});
    }
  });
  return found;
}

/** `stop`: a name that contains a term's word but is not the term (GLOSSARY_STOP_PHRASES). */
export type SurfaceKind = 'name' | 'alias' | 'avoid' | 'stop';

/** One word that stands for a term in running text. */
export type Surface = {text: string; termId: string; kind: SurfaceKind};

/**
 * The words of each term in a language: its name, its aliases and, if asked, the words to avoid;
 * then the stop phrases (termId ''), which a caller skips.
 */
export function glossarySurfaces(
  terms: readonly GlossaryTerm[],
  lang: GlossaryLang,
  options: {avoid?: boolean; stop?: readonly string[]} = {},
): Surface[] {
  return [
    ...terms.flatMap((term) => [
      {text: term[lang], termId: term.id, kind: 'name' as const},
      ...term.aliases[lang].map((text) => ({text, termId: term.id, kind: 'alias' as const})),
      ...(options.avoid && lang === 'zh' ? (term.avoid ?? []).map((text) => ({text, termId: term.id, kind: 'avoid' as const})) : []),
    ]),
    ...(options.stop ?? GLOSSARY_STOP_PHRASES).map((text) => ({text, termId: '', kind: 'stop' as const})),
  ];
}

export type Match = {index: number; text: string; surface: Surface};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LATIN_EDGE = /[A-Za-z0-9]/;

/**
 * Finds term words in text, left to right, the longest word at each place (`计算成员` before
 * `成员`). Chinese has no spaces between words, so a Chinese word matches wherever it occurs; a
 * word that begins or ends with a Latin letter or digit must not touch another one there (`MDX`
 * is not found in `MDXs2`, `agent` not in `reagent`). In English the matcher ignores case and
 * accepts a plural `s`/`es`.
 */
export function createMatcher(surfaces: readonly Surface[], lang: GlossaryLang): (text: string) => Match[] {
  const sorted = [...surfaces].filter((s) => s.text.length > 0).sort((a, b) => b.text.length - a.text.length || (a.text < b.text ? -1 : 1));
  if (sorted.length === 0) return () => [];
  const parts = sorted.map((s) => {
    const first = s.text[0]!;
    const last = s.text[s.text.length - 1]!;
    const before = LATIN_EDGE.test(first) ? '(?<![A-Za-z0-9])' : '';
    const plural = lang === 'en' && /[a-z]/i.test(last) ? '(?:e?s)?' : '';
    const after = LATIN_EDGE.test(last) ? '(?![A-Za-z0-9])' : '';
    return `${before}(${escape(s.text)}${plural})${after}`;
  });
  const re = new RegExp(parts.join('|'), lang === 'en' ? 'giu' : 'gu');
  return (text) => {
    const found: Match[] = [];
    for (const m of text.matchAll(re)) {
      const group = m.findIndex((value, i) => i > 0 && value !== undefined);
      found.push({index: m.index, text: m[0], surface: sorted[group - 1]!});
    }
    return found;
  };
}
