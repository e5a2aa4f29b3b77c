import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colours chosen for WCAG AA (4.5:1) against their own background.
 * The stock Prism themes miss it, mostly on comments. tests/contrast.test.ts checks every pair.
 */
type Palette = {
  background: string;
  plain: string;
  comment: string;
  keyword: string;
  string: string;
  number: string;
  func: string;
  tag: string;
  variable: string;
};

export const lightPalette: Palette = {
  background: '#f6f8fa',
  plain: '#1f2328',
  comment: '#57606a',
  keyword: '#b31d28',
  string: '#0a3069',
  number: '#0550ae',
  func: '#6639ba',
  tag: '#116329',
  variable: '#953800',
};

export const darkPalette: Palette = {
  background: '#161b22',
  plain: '#e6edf3',
  comment: '#8b949e',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  number: '#79c0ff',
  func: '#d2a8ff',
  tag: '#7ee787',
  variable: '#ffa657',
};

function toTheme(p: Palette): PrismTheme {
  return {
    plain: {color: p.plain, backgroundColor: p.background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: p.comment, fontStyle: 'italic'}},
      {types: ['keyword', 'selector', 'important', 'atrule'], style: {color: p.keyword}},
      {types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: {color: p.string}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'builtin'], style: {color: p.number}},
      {types: ['function', 'class-name'], style: {color: p.func}},
      {types: ['tag', 'property', 'attr-name', 'namespace'], style: {color: p.tag}},
      {types: ['variable', 'deleted', 'entity', 'url'], style: {color: p.variable}},
      {types: ['punctuation', 'operator'], style: {color: p.plain}},
    ],
  };
}

export const lightCodeTheme = toTheme(lightPalette);
export const darkCodeTheme = toTheme(darkPalette);
