import type {PrismGrammar, PrismLib} from 'prism-react-renderer';

/**
 * A Prism grammar for MDX, the multidimensional query language (not Markdown with JSX): the
 * ```mdx blocks of the docs hold `SELECT ... ON COLUMNS FROM [Cube] WHERE (...)` queries.
 *
 * Token names are Prism's usual ones, so the site's code themes (src/utils/prismThemes.ts) colour
 * them; the MDX-specific ones carry an alias that the themes know:
 * - `member`: a bracketed name, `[Time]`, `[Sales Amount]` (a `]` inside is written `]]`): property.
 * - `key`: a member key, `&[2024]`: constant.
 * - `member-function`: `.CurrentMember`, `.Children` and the like, written without brackets: function.
 *
 * Comments, strings, keys and members are greedy: a `--` inside a string or a bracketed name is
 * not a comment, and a quote inside a comment does not start a string.
 */

const KEYWORDS = [
  'SELECT', 'FROM', 'WHERE', 'ON', 'COLUMNS', 'ROWS', 'PAGES', 'CHAPTERS', 'SECTIONS', 'AXIS',
  'NON', 'EMPTY', 'WITH', 'MEMBER', 'SET', 'AS', 'CELL', 'CALCULATION', 'PROPERTIES', 'DIMENSION',
  'SOLVE_ORDER', 'FORMAT_STRING', 'VISIBLE', 'CREATE', 'DROP', 'SCOPE', 'THIS', 'CURRENTCUBE',
  'EXISTING', 'HAVING', 'IN', 'NOT', 'AND', 'OR', 'XOR', 'IS', 'NULL', 'CASE', 'WHEN', 'THEN',
  'ELSE', 'END', 'DRILLTHROUGH', 'MAXROWS', 'RETURN', 'ASC', 'DESC', 'BASC', 'BDESC', 'SELF',
  'AFTER', 'BEFORE', 'BEFORE_AND_AFTER', 'SELF_AND_AFTER', 'SELF_AND_BEFORE', 'SELF_BEFORE_AFTER',
  'LEAVES', 'ALL', 'RECURSIVE', 'INCLUDE_CALC_MEMBERS', 'TRUE', 'FALSE',
];

/** Member and set properties written after a dot without parentheses. */
const MEMBER_FUNCTIONS = [
  'AllMembers', 'Children', 'CurrentMember', 'DataMember', 'DefaultMember', 'Dimension',
  'FirstChild', 'FirstSibling', 'Hierarchy', 'LastChild', 'LastSibling', 'Level', 'Levels',
  'Members', 'Name', 'NextMember', 'Ordinal', 'Parent', 'PrevMember', 'Siblings', 'UniqueName',
  'Caption', 'Value', 'Count', 'Current', 'CurrentOrdinal', 'MemberValue', 'Key',
];

export const mdxGrammar: PrismGrammar = {
  comment: [
    {pattern: /\/\*[\s\S]*?(?:\*\/|$)/, greedy: true},
    {pattern: /(?:\/\/|--).*/, greedy: true},
  ],
  // Both quote styles; a quote inside is doubled.
  string: {pattern: /"(?:[^"]|"")*"|'(?:[^']|'')*'/, greedy: true},
  key: {pattern: /&\[(?:[^\]]|\]\])*\]/, greedy: true, alias: 'constant'},
  member: {pattern: /\[(?:[^\]]|\]\])*\]/, greedy: true, alias: 'property'},
  keyword: new RegExp(`\\b(?:${KEYWORDS.join('|')})\\b`, 'i'),
  'member-function': {
    pattern: new RegExp(`(\\.\\s*)(?:${MEMBER_FUNCTIONS.join('|')})\\b(?!\\s*\\()`, 'i'),
    lookbehind: true,
    alias: 'function',
  },
  function: /\b[a-z_]\w*(?=\s*\()/i,
  number: /\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/i,
  operator: /<>|<=|>=|[-+*/^<>=:]|\|\|/,
  punctuation: /[(){},.;]/,
};

/** Registers the grammar as `mdx` (once; the theme's CodeBlock looks languages up by name). */
export function registerMdx(prism: PrismLib): void {
  prism.languages.mdx ??= mdxGrammar;
}
