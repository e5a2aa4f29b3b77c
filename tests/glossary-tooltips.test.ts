/** The remark plugin that marks first mentions of glossary terms (plugins/glossary-tooltips). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {GlossaryLang, GlossaryTerm} from '../src/data/glossary.ts';
import remarkGlossaryTooltips, {markFirstMentions, pageOf} from '../plugins/glossary-tooltips/remark.ts';

// @mdx-js/mdx and remark-gfm (tables, as Docusaurus parses them) are ES modules only; this file runs as CommonJS under tsx.
const mdx = () => import('@mdx-js/mdx');
const gfm = async () => (await import('remark-gfm')).default;

type Node = {type: string; value?: string; children?: Node[]; data?: {hName?: string}};

const term = (id: string, zh: string, en: string, extra: Partial<GlossaryTerm> = {}): GlossaryTerm => ({
  id,
  category: 'analytics',
  zh,
  en,
  aliases: {zh: [], en: []},
  definition: {zh: `${zh}的定义。`, en: `The definition of ${en}.`},
  page: `/docs/${id}`,
  related: [],
  ...extra,
});

const TERMS: GlossaryTerm[] = [
  term('member', '成员', 'member'),
  term('calculated-member', '计算成员', 'calculated member'),
  term('cube', '立方体', 'cube', {aliases: {zh: ['多维数据集'], en: ['OLAP cube']}}),
  term('dimension', '维度', 'dimension'),
  term('measure', '度量', 'measure'),
  term('level', '级别', 'level', {noTooltip: ['zh', 'en']}),
  term('role', '角色', 'role', {notOn: ['/docs/copilot/roles']}),
];

async function mark(markdown: string, page: {lang: GlossaryLang; route: string} = {lang: 'zh', route: '/docs/some/page'}, max?: number) {
  const {createProcessor} = await mdx();
  const tree = createProcessor({format: 'md', remarkPlugins: [await gfm()]}).parse(markdown) as unknown as Node;
  const ids = markFirstMentions(tree, page, {terms: TERMS, max});
  const words: string[] = [];
  const walk = (node: Node) => {
    if (node.data?.hName === 'span' && node.type === 'emphasis') words.push(node.children![0]!.value!);
    node.children?.forEach(walk);
  };
  walk(tree);
  return {ids, words};
}

describe('pageOf', () => {
  it('knows the language and route of a docs file, and nothing outside the docs', () => {
    assert.deepEqual(pageOf('/site/docs/models/index.md', '/site'), {lang: 'zh', route: '/docs/models/'});
    assert.deepEqual(pageOf('/site/docs/index.md', '/site'), {lang: 'zh', route: '/docs/'});
    assert.deepEqual(pageOf('/site/i18n/en/docusaurus-plugin-content-docs/current/ai/workflow/agent.md', '/site'), {lang: 'en', route: '/docs/ai/workflow/agent'});
    assert.equal(pageOf('/site/blog/2025-01-01-post.md', '/site'), null);
    assert.equal(pageOf('/site/src/pages/docs/x.md', '/site'), null);
  });
});

describe('markFirstMentions', () => {
  it('marks the first mention of each term only', async () => {
    const {ids, words} = await mark('立方体有维度。\n\n另一个立方体也有维度和度量。');
    assert.deepEqual(ids, ['cube', 'dimension', 'measure']);
    assert.deepEqual(words, ['立方体', '维度', '度量']);
  });

  it('prefers the longest term at a place', async () => {
    const {ids, words} = await mark('在立方体中定义计算成员，每个成员都有名称。');
    assert.deepEqual(ids, ['cube', 'calculated-member', 'member']);
    assert.deepEqual(words, ['立方体', '计算成员', '成员']);
  });

  it('marks an alias as its term', async () => {
    const {ids, words} = await mark('界面上的多维数据集就是立方体。');
    assert.deepEqual(ids, ['cube']);
    assert.deepEqual(words, ['多维数据集']);
  });

  it('leaves headings, code, links, tables, images and callout titles alone', async () => {
    const page = [
      '## 立方体 {#cube}',
      '',
      '`维度` 与 [度量](/docs/measure)',
      '',
      '```sql',
      'select 成员',
      '```',
      '',
      '| 计算成员 |',
      '| --- |',
      '| 立方体 |',
      '',
      '![立方体](/img/a.png)',
      '',
      '然后才是正文里的维度。',
    ].join('\n');
    const {ids, words} = await mark(page);
    assert.deepEqual(ids, ['dimension']);
    assert.deepEqual(words, ['维度']);
  });

  it('keeps to the limit per page', async () => {
    const {ids} = await mark('立方体、维度、度量和计算成员。', undefined, 2);
    assert.deepEqual(ids, ['cube', 'dimension']);
  });

  it('skips the glossary page, a term on its own page, terms without tooltips and pages where the word means something else', async () => {
    assert.deepEqual((await mark('立方体和维度。', {lang: 'zh', route: '/docs/glossary'})).ids, []);
    assert.deepEqual((await mark('立方体和维度。', {lang: 'zh', route: '/docs/cube'})).ids, ['dimension']);
    assert.deepEqual((await mark('级别和维度。')).ids, ['dimension']);
    assert.deepEqual((await mark('角色和维度。', {lang: 'zh', route: '/docs/copilot/roles'})).ids, ['dimension']);
    assert.deepEqual((await mark('角色和维度。')).ids, ['role', 'dimension']);
  });

  it('does not mark a shorter term inside a longer one that was already marked', async () => {
    const {ids} = await mark('计算成员。\n\n又一个计算成员。');
    assert.deepEqual(ids, ['calculated-member']);
  });

  it('matches English words whole, in any case and in the plural', async () => {
    const {ids, words} = await mark('Cubes hold dimensions. A reagent is not an agent. The OLAP cube again.', {lang: 'en', route: '/docs/x'});
    assert.deepEqual(ids, ['cube', 'dimension']);
    assert.deepEqual(words, ['Cubes', 'dimensions']);
  });

  it('marks words inside emphasis and list items', async () => {
    const {words} = await mark('- **立方体**很重要\n- 以及*维度*');
    assert.deepEqual(words, ['立方体', '维度']);
  });
});

describe('rendered markup', () => {
  it('gives the term focus, a tooltip role and the definition as its description', async () => {
    const {compile} = await mdx();
    const out = String(
      await compile(
        {path: '/site/docs/guide.md', value: '立方体的维度。'},
        {format: 'md', remarkPlugins: [[remarkGlossaryTooltips, {terms: TERMS, siteDir: '/site'}]]},
      ),
    );
    assert.match(out, /className: "glossary-term"/);
    assert.match(out, /tabIndex: "0"/);
    assert.match(out, /role: "term"/);
    assert.match(out, /"aria-describedby": "glossary-tip-cube"/);
    assert.match(out, /id: "glossary-tip-cube"/);
    assert.match(out, /role: "tooltip"/);
    assert.match(out, /lang: "en"/);
    assert.match(out, /The definition of cube|立方体的定义。/);
    assert.match(out, /"cube"/);
  });

  it('leaves a page outside the docs untouched', async () => {
    const {compile} = await mdx();
    const out = String(
      await compile({path: '/site/blog/post.md', value: '立方体的维度。'}, {format: 'md', remarkPlugins: [[remarkGlossaryTooltips, {terms: TERMS, siteDir: '/site'}]]}),
    );
    assert.doesNotMatch(out, /glossary-term/);
  });
});
