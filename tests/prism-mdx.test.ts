/** The MDX query grammar (src/utils/prismMdx.ts): which words of a query become which tokens. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {Prism} from 'prism-react-renderer';
import {mdxGrammar, registerMdx} from '../src/utils/prismMdx.ts';

type Flat = {type: string; alias: string[]; text: string};

/** Tokenizes and flattens to the tokens that got a type (plain text left out). */
function tokens(code: string): Flat[] {
  const out: Flat[] = [];
  const walk = (stream: (string | Prism.Token)[] | string | Prism.Token) => {
    if (typeof stream === 'string') return;
    if (Array.isArray(stream)) {
      stream.forEach(walk);
      return;
    }
    const alias = stream.alias === undefined ? [] : [stream.alias].flat();
    out.push({type: stream.type, alias, text: flatText(stream)});
  };
  walk(Prism.tokenize(code, mdxGrammar));
  return out;
}

function flatText(token: Prism.Token | string | (string | Prism.Token)[]): string {
  if (typeof token === 'string') return token;
  if (Array.isArray(token)) return token.map(flatText).join('');
  return flatText(token.content as Prism.Token | string | (string | Prism.Token)[]);
}

const of = (list: Flat[], type: string) => list.filter((t) => t.type === type).map((t) => t.text);

const QUERY = `/* Margin by year */
WITH MEMBER [Measures].[Margin] AS
  [Measures].[Sales Amount] - [Measures].[Cost], FORMAT_STRING = '#,##0.00'
SELECT NON EMPTY {[Measures].[Margin]} ON COLUMNS,
  NON EMPTY CrossJoin(Descendants([Time].[2024], [Time].[Month]), [Store].Children) ON ROWS
FROM [Sales] -- the cube
WHERE ([Product].[Category].&[Drinks], [Region].CurrentMember) // slicer
`;

describe('MDX grammar', () => {
  const list = tokens(QUERY);

  it('marks the query keywords, whatever their case', () => {
    const keywords = of(list, 'keyword').map((word) => word.toUpperCase());
    for (const word of ['WITH', 'MEMBER', 'AS', 'SELECT', 'NON', 'EMPTY', 'ON', 'COLUMNS', 'ROWS', 'FROM', 'WHERE']) {
      assert.ok(keywords.includes(word), `${word} is a keyword (got ${keywords.join(' ')})`);
    }
    assert.deepEqual(of(tokens('select x from y'), 'keyword'), ['select', 'from']);
  });

  it('marks bracketed members, with the property alias the code themes colour', () => {
    const members = list.filter((t) => t.type === 'member');
    assert.ok(members.some((t) => t.text === '[Sales Amount]'), 'a name with a space is one member');
    assert.ok(members.some((t) => t.text === '[Time]') && members.some((t) => t.text === '[2024]'));
    assert.ok(members.every((t) => t.alias.includes('property')));
    assert.deepEqual(of(tokens('[a]]b]'), 'member'), ['[a]]b]'], 'a doubled ] stays inside the name');
  });

  it('marks member keys apart from members', () => {
    assert.deepEqual(of(list, 'key'), ['&[Drinks]']);
    assert.ok(!of(list, 'member').includes('[Drinks]'));
  });

  it('marks functions called with parentheses and member functions after a dot', () => {
    assert.deepEqual(of(list, 'function'), ['CrossJoin', 'Descendants']);
    assert.deepEqual(of(list, 'member-function'), ['Children', 'CurrentMember']);
    assert.deepEqual(of(tokens('[Time].Lag(1)'), 'function'), ['Lag'], 'a dotted call is a function');
  });

  it('marks strings and numbers', () => {
    assert.deepEqual(of(list, 'string'), ["'#,##0.00'"]);
    assert.deepEqual(of(tokens(`"say ""hi"""`), 'string'), [`"say ""hi"""`]);
    assert.deepEqual(of(tokens('TopCount(x, 10, 2.5e3)'), 'number'), ['10', '2.5e3']);
  });

  it('marks the three kinds of comment, and not their look-alikes inside strings or names', () => {
    assert.deepEqual(of(list, 'comment'), ['/* Margin by year */', '-- the cube', '// slicer']);
    assert.deepEqual(of(tokens(`'a -- b' + [c // d]`), 'comment'), []);
    assert.deepEqual(of(tokens(`-- it's [x]`), 'string'), []);
    assert.deepEqual(of(tokens(`-- it's [x]`), 'member'), []);
  });

  it('registers as the mdx language, keeping one already there', () => {
    const lib = {languages: {} as Record<string, unknown>};
    registerMdx(lib as unknown as typeof Prism);
    assert.equal(lib.languages.mdx, mdxGrammar);
    const other = {};
    const taken = {languages: {mdx: other} as Record<string, unknown>};
    registerMdx(taken as unknown as typeof Prism);
    assert.equal(taken.languages.mdx, other);
  });
});
