/** plugins/search-ranking: pages that answer a query before pages that only mention it; the swapped import; the dictionary and ignored routes. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import fc from 'fast-check';
import {chineseChars, explainsQueryTerm, firmAnswer, fullerCut, innerPageFirst, isBlog, isNamedPage, nestedFirst, postsAfterNamedPages, pathMatch, phraseKey, queryTokens, rankAnswersFirst, titleHits, titleMatch, titleShare, type RankedResult} from '../plugins/search-ranking/rank.ts';
import {PLUGIN_QUERIES_REQUEST, PLUGIN_SORT_REQUEST} from '../plugins/search-ranking/index.ts';
import {anyWordTokens, isAnyWord, withAnyWord, type Variant} from '../plugins/search-ranking/anyWord.ts';
import {quickAnswers, strictResults} from '../src/utils/searchQuickIndex.ts';
import {GLOSSARY_TERMS, ZH_SEARCH_TERMS, zhUserDict} from '../src/data/searchDictionary.ts';
import {SEARCH_IGNORED_ROUTES} from '../src/data/searchIgnored.ts';
import {isGenericHeading} from '../src/data/searchGenericHeadings.ts';
import {cacheControl, IMMUTABLE} from '../scripts/serve/serving.ts';

const TITLE = 0;
const HEADING = 1;
const DESCRIPTION = 2;
const KEYWORDS = 3;
const CONTENT = 4;
const r = (u: string, type: number, id = `${u}:${type}`) => ({document: {u}, type, id});
const order = (results: {id: string}[]) => results.map((x) => x.id);

describe('rankAnswersFirst', () => {
  it('puts a docs page matched in its description before a blog post matched in its title', () => {
    const results = [r('/blog/datasource-starrocks', TITLE), r('/en/blog/page/2', CONTENT), r('/docs/server/datasources/starrocks', DESCRIPTION)];
    assert.deepEqual(order(rankAnswersFirst(results)), ['/docs/server/datasources/starrocks:2', '/blog/datasource-starrocks:0', '/en/blog/page/2:4']);
  });

  it('keeps the plugin order within each tier, and a page found only in its text after the answers', () => {
    const results = [r('/docs/a', CONTENT), r('/docs/b', TITLE), r('/blog/x', CONTENT), r('/docs/c', HEADING), r('/pricing/', TITLE)];
    assert.deepEqual(order(rankAnswersFirst(results)), ['/docs/b:0', '/docs/c:1', '/pricing/:0', '/docs/a:4', '/blog/x:4']);
  });

  it('among answers, puts a title holding more of the query words first, then a title with fewer other words', () => {
    const tokens = ['starrocks', 'data', 'source'];
    const hit = (u: string, type: number, title: string) => ({document: {u, t: type === TITLE ? title : 'x'}, type, page: {t: title}, tokens, id: u});
    const results = [
      hit('/blog/datasource-starrocks', TITLE, 'Guide: connecting StarRocks as a data source'),
      hit('/docs/getting-started/enterprise/docker/with-starrocks', HEADING, 'Enterprise: Docker with StarRocks'),
      hit('/docs/server/datasources/', CONTENT, 'Data sources'),
      hit('/docs/server/datasources/starrocks', CONTENT, 'StarRocks'),
    ];
    assert.deepEqual(order(rankAnswersFirst(results)), [
      '/docs/server/datasources/', // data + sources: two of the three words
      '/docs/server/datasources/starrocks', // one word, and nothing else
      // The post's title holds all three words: it answers, after the pages the query names.
      '/blog/datasource-starrocks',
      '/docs/getting-started/enterprise/docker/with-starrocks',
    ]);
    assert.deepEqual(titleMatch('使用 Docker Compose 安装', ['docker', '安装']), {hits: 2, coverage: 1, precision: 2 / 4});
  });

  it('lets a post answer a query of three words or more that its title or a keywords entry holds whole, below a docs page named by the query', () => {
    const hit = (tokens: string[]) => (u: string, type: number, title: string, t = title) => ({document: {u, t}, type, page: {t: title}, tokens, id: u});
    // The post's title holds all five words; the docs pages hold two of them in their text or titles.
    const why = hit(['why', 'chatbi', 'needs', 'semantic', 'layer']);
    assert.deepEqual(order(rankAnswersFirst([why('/en/docs/chatbi/feishu/bot/', HEADING, 'Feishu bot', 'ChatBI layer'), why('/en/blog/chatbi-semantic-layer', TITLE, 'Why ChatBI needs a semantic layer')])), [
      '/en/blog/chatbi-semantic-layer',
      '/en/docs/chatbi/feishu/bot/',
    ]);
    // A keywords entry holding every word: the release post for "release notes 3.6".
    const notes = hit(['release', 'notes', '3', '6']); // the plugin's tokenizer cuts 3.6 into 3 and 6
    assert.deepEqual(
      order(rankAnswersFirst([notes('/en/docs/ai/xpert/publish', TITLE, 'Release version'), notes('/en/blog/releases-3-6', KEYWORDS, 'Xpert 3.6: the knowledge pipeline', '3.6 release notes')])),
      ['/en/blog/releases-3-6', '/en/docs/ai/xpert/publish'],
    );
    // Two words are not enough: the docs page that names one of them stays first.
    const two = hit(['indicator', 'certification']);
    assert.deepEqual(order(rankAnswersFirst([two('/en/blog/indicator-governance', TITLE, 'Indicator certification in practice'), two('/en/docs/indicators/certification', CONTENT, 'Certification', 'x')])), [
      '/en/docs/indicators/certification',
      '/en/blog/indicator-governance',
    ]);
    // A docs page whose title is made of a third of the words or more stays before the post.
    assert.equal(isNamedPage({url: '/docs/server/datasources/starrocks', coverage: 1 / 3, precision: 1}), true);
    assert.equal(isNamedPage({url: '/docs/tutorials/workflows/', coverage: 1 / 4, precision: 1}), false);
    assert.equal(isNamedPage({url: '/blog/datasource-starrocks', coverage: 1, precision: 1}), false);
    const p = (url: string, coverage: number, precision: number, answers = true) => ({url, coverage, precision, answers});
    const post = p('/blog/x', 1, 1);
    const plain = p('/docs/plain', 1 / 2, 1 / 2);
    const named = p('/docs/named', 1 / 3, 1);
    const text = p('/docs/text', 0, 0, false);
    assert.deepEqual(postsAfterNamedPages([post, plain, named, text]), [plain, named, post, text]);
    assert.deepEqual(postsAfterNamedPages([plain, post, text]), [plain, post, text]);
    // A named page found only by the any-word variant does not pull a post down to it.
    const loose = {...p('/docs/loose', 1 / 2, 1), anyWordOnly: true};
    assert.deepEqual(postsAfterNamedPages([post, plain, text, loose]), [post, plain, text, loose]);
  });

  it('counts a description or keywords holding every word of a longer query as a title holding half of them', () => {
    const tokens = ['approve', 'tool', 'call', 'before', 'runs'];
    const hit = (u: string, type: number, title: string, t = title) => ({document: {u, t}, type, page: {t: title}, tokens, id: u});
    // The tool node's title holds one word of five, and the page matched in its text only; the
    // human-in-the-loop page's description holds all five.
    const results = [
      hit('/en/docs/ai/workflow/tool', CONTENT, 'Tool node', 'x'),
      hit('/en/docs/ai/xpert/human-in-the-loop', DESCRIPTION, 'Human in the loop', 'Approve, edit or reject a tool call before it runs'),
    ];
    assert.deepEqual(order(rankAnswersFirst(results)), ['/en/docs/ai/xpert/human-in-the-loop', '/en/docs/ai/workflow/tool']);
    // A title made of the query's words only stays before a page whose keywords hold the words apart.
    const starrocks = ['starrocks', 'data', 'source'];
    const hit2 = (u: string, type: number, title: string, t = title) => ({document: {u, t}, type, page: {t: title}, tokens: starrocks, id: u});
    const apart = [hit2('/en/docs/getting-started/enterprise/docker/', KEYWORDS, 'Enterprise Docker', 'sample data source, Doris or StarRocks'), hit2('/en/docs/server/datasources/starrocks', CONTENT, 'StarRocks', 'x')];
    assert.deepEqual(order(rankAnswersFirst(apart)), ['/en/docs/server/datasources/starrocks', '/en/docs/getting-started/enterprise/docker/']);
  });

  it('keeps the title share of a one-word query, and never lowers a share', () => {
    assert.equal(titleShare(0, 0, true, 1), 0);
    assert.equal(titleShare(0, 0, true, 3), 0.5);
    assert.equal(titleShare(1 / 3, 1, false, 3), 0.51);
    assert.equal(titleShare(1 / 4, 0.5, false, 4), 1 / 4);
    fc.assert(
      fc.property(fc.double({min: 0, max: 1, noNaN: true}), fc.double({min: 0, max: 1, noNaN: true}), fc.boolean(), fc.integer({min: 0, max: 8}), (coverage, precision, summary, words) => {
        assert.ok(titleShare(coverage, precision, summary, words) >= coverage);
      }),
    );
  });

  it('puts a page with a heading holding every query word right after the pages whose title holds them all', () => {
    const tokens = ['组建', '团队'];
    const hit = (u: string, type: number, title: string, t = title) => ({document: {u, t}, type, page: {t: title}, tokens, id: u});
    const results = [
      hit('/docs/plugin/develop', HEADING, '开发插件', '第 1 步：组建项目'),
      hit('/docs/tutorials/agentic-bi', HEADING, '智能体 BI', '第 1 步：组建团队'),
      hit('/docs/ai/xpert/team', TITLE, '组建团队'),
    ];
    assert.deepEqual(order(rankAnswersFirst(results)), ['/docs/ai/xpert/team', '/docs/tutorials/agentic-bi', '/docs/plugin/develop']);
  });

  it('among titles that hold as many query words, puts a page whose description or keywords hold every word first', () => {
    const tokens = ['dify', '知识库'];
    const hit = (u: string, type: number, title: string, t = title) => ({document: {u, t}, type, page: {t: title}, tokens, id: u});
    const results = [
      hit('/docs/ai/knowledge/', TITLE, '知识库'),
      hit('/docs/ai/chat/conversation', HEADING, '与数字专家对话', '引用 Dify 知识库的回答'),
      hit('/docs/ai/knowledge/external-knowledge-base', KEYWORDS, '连接外部知识库', 'RAGFlow, Dify, FastGPT, 第三方知识库'),
      hit('/docs/ai/knowledge/usage', DESCRIPTION, '知识库的使用方式', '把知识库接入 Dify 以外的数字专家'),
    ];
    // The heading holding both words first; then, among titles holding 知识库 alike, the keywords and
    // the description holding both (in the plugin's order); then the shortest title.
    assert.deepEqual(order(rankAnswersFirst(results)), [
      '/docs/ai/chat/conversation',
      '/docs/ai/knowledge/external-knowledge-base',
      '/docs/ai/knowledge/usage',
      '/docs/ai/knowledge/',
    ]);
    // A description that holds only one of the words does not lift its page.
    const partial = [hit('/docs/ai/knowledge/', TITLE, '知识库'), hit('/docs/ai/knowledge/usage', DESCRIPTION, '知识库的使用方式', '把知识库接入数字专家')];
    assert.deepEqual(order(rankAnswersFirst(partial)), ['/docs/ai/knowledge/', '/docs/ai/knowledge/usage']);
    // Nor does it lift a page above a title that holds more of the words.
    const more = [hit('/docs/ai/knowledge/usage', DESCRIPTION, '使用方式', '把 Dify 知识库接入数字专家'), hit('/docs/ai/knowledge/external-knowledge-base', TITLE, 'Dify 知识库')];
    assert.deepEqual(order(rankAnswersFirst(more)), ['/docs/ai/knowledge/external-knowledge-base', '/docs/ai/knowledge/usage']);
  });

  it('does not count a heading many pages share as an answer: such a page ranks below the answers, above posts and text-only hits', () => {
    const tokens = ['common', 'problems'];
    const hit = (u: string, type: number, title: string, t = title) => ({document: {u, t}, type, page: {t: title}, tokens, id: u});
    const results = [
      hit('/docs/ai/workflow/http', HEADING, 'HTTP request', 'Common problems'),
      hit('/docs/server/datasources/doris', CONTENT, 'Doris', 'Some common problems of loads'),
      hit('/docs/ai/troubleshooting/', DESCRIPTION, 'Troubleshooting', 'Common problems with agents and how to solve them'),
      hit('/docs/ai/xpert/team', HEADING, 'Teams', 'Problems common to large teams'),
    ];
    // The description and the page's own heading answer; then the shared heading; then the text-only hit.
    assert.deepEqual(order(rankAnswersFirst(results)), ['/docs/ai/xpert/team', '/docs/ai/troubleshooting/', '/docs/ai/workflow/http', '/docs/server/datasources/doris']);
    // A blog post's shared heading stays with the posts; a docs page's comes before them.
    const posts = [hit('/blog/releases-3-6', HEADING, 'Release 3.6', 'Common problems'), hit('/docs/server/datasources/doris', CONTENT, 'Doris', 'x'), hit('/docs/ai/workflow/http', HEADING, 'HTTP request', 'Common problems')];
    assert.deepEqual(order(rankAnswersFirst(posts)), ['/docs/ai/workflow/http', '/blog/releases-3-6', '/docs/server/datasources/doris']);
    // The same heading text, when it is not a shared one, is an answer.
    const own = [hit('/docs/server/datasources/doris', CONTENT, 'Doris', 'x'), hit('/docs/ai/workflow/http', HEADING, 'HTTP request', 'Retries on timeouts')];
    assert.deepEqual(order(rankAnswersFirst(own)), ['/docs/ai/workflow/http', '/docs/server/datasources/doris']);
  });

  it("among titles that hold the query's words alike, puts the page whose path holds more of them first", () => {
    const tokens = ['develop', 'a', 'plugin'];
    const hit = (u: string, title: string) => ({document: {u, t: title}, type: TITLE, tokens, id: u});
    // Both titles hold "plugin" only (development is not develop); the path /plugin/develop holds both words.
    const results = [hit('/en/docs/plugin/', 'Plugin development'), hit('/en/docs/plugin/develop', 'Plugin development steps')];
    assert.deepEqual(order(rankAnswersFirst(results)), ['/en/docs/plugin/develop', '/en/docs/plugin/']);
    assert.equal(pathMatch('/en/docs/plugin/release-to-xpert-marketplace', ['publish', 'plugin', 'to', 'marketplace']), 2);
    assert.equal(pathMatch('/docs/ai/chatkit/chatkit-themes', ['ChatKit', 'themes']), 2);
    assert.equal(pathMatch('/docs/ai/chatkit/', ['chatkit', '主题']), 1);
  });

  it('lists every heading that ten or more docs pages of a locale share as generic', () => {
    for (const root of ['docs', 'i18n/en/docusaurus-plugin-content-docs/current']) {
      const pages = new Map<string, Set<string>>();
      for (const file of fs.readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f))) {
        const text = fs.readFileSync(`${root}/${file}`, 'utf8').replace(/```[\s\S]*?```/g, '');
        for (const m of text.matchAll(/^#{2,6} +(.+?)(?: *\{#[^}]*\})? *$/gm)) {
          const heading = m[1]!.trim();
          if (!pages.has(heading)) pages.set(heading, new Set());
          pages.get(heading)!.add(file);
        }
      }
      const shared = [...pages].filter(([, on]) => on.size >= 10).map(([heading]) => heading);
      assert.ok(shared.length >= 15, `${root}: ${shared.length} shared headings found; the scan is broken`);
      const missing = shared.filter((heading) => !isGenericHeading(heading));
      assert.deepEqual(missing, [], `${root}: add these to src/data/searchGenericHeadings.ts`);
    }
  });

  it("judges every result against the reader's whole query, not the variant that left a word out", () => {
    const hit = (u: string, type: number, title: string, tokens: string[], t = title) => ({document: {u, t}, type, page: {t: title}, tokens, id: u});
    const whole = ['backup', 'docker', 'volumes'];
    // The plugin's variant without "backup" finds a page titled with the other two words.
    const results = [
      hit('/docs/getting-started/community/backup-restore', HEADING, 'Back up and restore', whole, 'Backup of Docker volumes'),
      hit('/docs/getting-started/community/docker', TITLE, 'Docker volumes', ['docker', 'volumes']),
    ];
    assert.deepEqual(order(rankAnswersFirst(results)), ['/docs/getting-started/community/backup-restore', '/docs/getting-started/community/docker']);
    assert.deepEqual(queryTokens(results), whole);
    assert.deepEqual(queryTokens([]), []);
    // Chinese: the cut into fewest dictionary words among those that skip no character.
    const cuts = [['人工'], ['人工', '介入'], ['人工介入'], ['介入']].map((tokens) => hit('/docs/x', TITLE, 'x', tokens));
    assert.deepEqual(queryTokens(cuts), ['人工介入']);
  });

  it('puts the page that explains the term the query names before a page whose title holds it', () => {
    const terms = {派生指标: '/docs/indicators/derivative-indicator/', 'derived indicator': '/docs/indicators/derivative-indicator/'};
    const hit = (u: string, type: number, title: string, tokens: string[], t = title) => ({document: {u, t}, type, page: {t: title}, tokens, id: u});
    const zh = ['派生指标'];
    assert.deepEqual(
      order(
        rankAnswersFirst(
          [
            hit('/docs/widgets/indicator-card', TITLE, '派生指标卡片', zh),
            hit('/docs/indicators/measures', HEADING, '指标度量', zh, '派生指标'),
            hit('/docs/indicators/derivative-indicator/', CONTENT, '衍生指标', zh),
          ],
          terms,
        ),
      ),
      ['/docs/indicators/derivative-indicator/', '/docs/widgets/indicator-card', '/docs/indicators/measures'],
    );
    // A query that is only part of a term's name is no term: the title rule decides.
    const en = ['indicator'];
    assert.deepEqual(
      order(
        rankAnswersFirst(
          [hit('/en/docs/indicators/derivative-indicator/', TITLE, 'Derivative indicator', en), hit('/en/docs/indicators/', TITLE, 'Indicators', en)],
          terms,
        ),
      ),
      ['/en/docs/indicators/', '/en/docs/indicators/derivative-indicator/'],
    );
  });

  it('marks every result of the page that explains the query\'s term, and no other, for the box to read', () => {
    const terms = {embedding: '/docs/ai/knowledge/knowledgebase'};
    const hit = (u: string, type: number, title: string, id: string) => ({document: {u, t: title}, type, page: {t: title}, tokens: ['embedding'], id}) as RankedResult & {id: string};
    const ranked = rankAnswersFirst(
      [
        hit('/en/docs/ai/xpert/embedded', TITLE, 'Embedded web app', 'a'),
        hit('/en/docs/ai/knowledge/knowledgebase', CONTENT, 'Knowledge base', 'b'),
        hit('/en/docs/ai/knowledge/knowledgebase', HEADING, 'Knowledge base', 'c'),
      ],
      terms,
    );
    assert.deepEqual(
      ranked.map((x) => [(x as {id: string}).id, x.term === true]),
      [['b', true], ['c', true], ['a', false]],
    );
    // No term named: nothing is marked.
    assert.ok(rankAnswersFirst([hit('/en/docs/ai/xpert/embedded', TITLE, 'Embedded web app', 'a')], {}).every((x) => x.term !== true));
  });

  it('matches a query to a term word for word: case, plural s, order, stop words, Chinese cuts and the locale prefix aside', () => {
    const terms = {'derived indicator': '/docs/indicators/derivative-indicator/', 知识检索: '/docs/ai/knowledge/retrieval', 'human loop': '/docs/ai/xpert/human-in-the-loop'};
    assert.equal(explainsQueryTerm('/en/docs/indicators/derivative-indicator/', ['Indicators', 'derived'], terms), true);
    assert.equal(explainsQueryTerm('/docs/indicators/derivative-indicator/', ['derived', 'indicator'], terms), true);
    assert.equal(explainsQueryTerm('/en/docs/indicators/', ['derived', 'indicator'], terms), false);
    assert.equal(explainsQueryTerm('/docs/ai/knowledge/retrieval', ['知识', '检索'], terms), true);
    assert.equal(explainsQueryTerm('/docs/ai/knowledge/retrieval', ['知识'], terms), false);
    assert.equal(explainsQueryTerm('/en/docs/ai/xpert/human-in-the-loop', ['loop', 'in', 'the', 'human'], terms), true);
    assert.equal(explainsQueryTerm('/en/blog/x', [], terms), false);
    assert.equal(phraseKey(['The', 'Cubes']), 'cube');
    assert.equal(phraseKey(['Queries']), 'query');
  });

  it("among titles that hold the query's words alike, puts a section's own page first", () => {
    const tokens = ['widgets'];
    const hit = (u: string, title: string) => ({document: {u, t: title}, type: TITLE, tokens, id: u});
    const results = [hit('/en/docs/ai/chatkit/chatkit-widgets', 'ChatKit widgets'), hit('/en/docs/widgets/', 'Widgets overview')];
    assert.deepEqual(order(rankAnswersFirst(results, {})), ['/en/docs/widgets/', '/en/docs/ai/chatkit/chatkit-widgets']);
    // A title holding more of the query still comes first (no glossary term named here).
    const more = [hit('/en/docs/widgets/', 'Overview'), hit('/en/docs/ai/chatkit/chatkit-widgets', 'ChatKit widgets')];
    assert.deepEqual(order(rankAnswersFirst(more, {})), ['/en/docs/ai/chatkit/chatkit-widgets', '/en/docs/widgets/']);
    // With the termbase, "widgets" names the term whose page is the section's.
    assert.deepEqual(order(rankAnswersFirst([...more])), ['/en/docs/widgets/', '/en/docs/ai/chatkit/chatkit-widgets']);
  });

  it("puts a page inside a section before the section's page when its title holds a query word the section's title and keywords lack", () => {
    const tokens = ['chatkit', '主题'];
    const hit = (u: string, type: number, title: string, t: string) => ({document: {u, t}, type, page: {t: title}, tokens, id: `${u}:${type}`});
    const overview = hit('/docs/ai/chatkit/', DESCRIPTION, 'ChatKit SDK', '使用 ChatKit SDK 把对话嵌入应用，并通过主题和部件定制');
    const themes = hit('/docs/ai/chatkit/chatkit-themes', KEYWORDS, '主题与定制', '深色模式, 主题色, ChatKit 开始页');
    // Both hold every word in their description or keywords and half of them in their title; the
    // overview's title has fewer other words, which used to decide.
    assert.deepEqual(order(rankAnswersFirst([overview, themes], {})), [themes.id, overview.id]);
    // The overview's keywords naming 主题 too: it says it is about the word, and keeps its place.
    const named = hit('/docs/ai/chatkit/', KEYWORDS, 'ChatKit SDK', 'ChatKit 主题, 嵌入聊天');
    assert.deepEqual(order(rankAnswersFirst([overview, named, themes], {})), [overview.id, named.id, themes.id]);
    // Only a page inside the section: a page elsewhere whose title holds the word is not moved by it.
    const nest = (url: string, section: boolean, hits: string[], keywordHits: string[] = []) => ({url, section, hits, keywordHits});
    assert.equal(innerPageFirst(nest('/docs/ai/chatkit/', true, ['chatkit']), nest('/docs/ai/chatkit/chatkit-themes', false, ['主题'])), 1);
    assert.equal(innerPageFirst(nest('/docs/ai/chatkit/chatkit-themes', false, ['主题']), nest('/docs/ai/chatkit/', true, ['chatkit'])), -1);
    assert.equal(innerPageFirst(nest('/docs/ai/chatkit/', true, ['chatkit']), nest('/docs/stories/global-styles/', true, ['主题'])), 0);
    assert.equal(innerPageFirst(nest('/docs/ai/chatkit/', true, ['chatkit'], ['主题']), nest('/docs/ai/chatkit/chatkit-themes', false, ['主题'])), 0);
    assert.deepEqual(titleHits('Enterprise: K8s backups', ['deploy', 'on', 'k8s']), ['k8s']);
  });

  it('puts a page matched in its title, a heading, description or keywords before one whose title holds a word of a longer query and whose text the rest', () => {
    const hit = (tokens: string[]) => (u: string, type: number, title: string, t = title) => ({document: {u, t}, type, page: {t: title}, tokens, id: u});
    // "agent loops too many steps": the middleware page comes first in the plugin's order, its title holds agent, its text the rest;
    // the recursion-limit page's keywords hold some of the words (lunr found a variant there) and its title none.
    const loops = hit(['agent', 'loops', 'too', 'many', 'steps']);
    const middleware = loops('/en/docs/ai/middleware/', CONTENT, 'Agent middleware', 'agents that loop for too many steps');
    const limit = loops('/en/docs/ai/troubleshooting/errors/recursion_limit', KEYWORDS, 'Recursion limit', 'agent loops, step limit');
    assert.deepEqual(order(rankAnswersFirst([middleware, limit], {})), [limit.id, middleware.id]);
    // A title holding half the words answers as firmly: then the title share decides, as before
    // (ChatKit themes: the themes page, matched in its text, before the overview matched in its description).
    const themes = hit(['chatkit', 'themes']);
    const overview = themes('/en/docs/ai/chatkit/', DESCRIPTION, 'ChatKit SDK', 'Embed chat with ChatKit and its themes');
    const page = themes('/en/docs/ai/chatkit/chatkit-themes', CONTENT, 'Themes and customization', 'ChatKit themes');
    assert.deepEqual(order(rankAnswersFirst([overview, page], {})), [page.id, overview.id]);
    // A page the query names (its title made of query words only) too, a section's page with a short title included.
    const layer = hit(['chatbi', '语义', '层']);
    const chatbi = layer('/docs/chatbi/', CONTENT, 'ChatBI', 'ChatBI 语义层');
    const models = layer('/docs/ai/tool/chatbi/models', KEYWORDS, '对话模型', 'ChatBI 语义');
    assert.deepEqual(order(rankAnswersFirst([models, chatbi], {})), [chatbi.id, models.id]);
    assert.equal(firmAnswer(true, 0, false), true);
    assert.equal(firmAnswer(false, 0.5, false), true);
    assert.equal(firmAnswer(false, 0.25, true), true);
    assert.equal(firmAnswer(false, 0.4, false), false);
  });

  it('puts the page matched by the cut of a Chinese query that holds more of its characters first, among answers alike', () => {
    // 做一个仪表盘: the plugin also searches 做 / 仪表盘 (skipping 一个); the dashboard tool page's
    // keywords were found by that cut and come first in its order, the story page's by the whole query.
    const hit = (u: string, title: string, t: string, tokens: string[]) => ({document: {u, t}, type: KEYWORDS, page: {t: title}, tokens, id: u});
    const tool = hit('/docs/ai/tool/bi/dashboard', '仪表板', '做仪表盘', ['做', '仪表盘']);
    const story = hit('/docs/stories/create', '创建故事', '仪表盘, 做报表', ['做', '一个', '仪表盘']);
    assert.deepEqual(order(rankAnswersFirst([tool, story], {})), [story.id, tool.id]);
    // A page found in its text only says nothing of the cut: the plugin's order stays.
    const text = {...story, type: CONTENT};
    assert.deepEqual(order(rankAnswersFirst([{...tool, type: CONTENT}, text], {})), [tool.id, story.id]);
    assert.equal(chineseChars(['做', '一个', 'KPI']), 3);
    assert.equal(fullerCut(2, 3), 1);
    assert.equal(fullerCut(3, 2), -1);
    assert.equal(fullerCut(0, 3), 0);
    assert.equal(fullerCut(3, 3), 0);
  });

  it('counts a title word in the plural of a query word, y to ies included, and not the other way round', () => {
    // "parent child hierarchy": the page titled Hierarchies holds the query's hierarchy.
    assert.deepEqual(titleHits('Hierarchies', ['parent', 'child', 'hierarchy']), ['hierarchy']);
    assert.deepEqual(titleHits('Slicers and filters', ['slicer', 'filter']), ['slicer', 'filter']);
    assert.deepEqual(titleHits('Boxes', ['box']), ['box']);
    // A query word in the plural is not held by a title in the singular (measured: as many queries fell as rose).
    assert.deepEqual(titleHits('Hierarchy', ['hierarchies']), []);
    // Two letters and a y are not a word with a plural in ies.
    assert.deepEqual(titleHits('Ies', ['y']), []);
    const tokens = ['parent', 'child', 'hierarchy'];
    const hit = (u: string, type: number, title: string, t = title) => ({document: {u, t}, type, page: {t: title}, tokens, id: u});
    // The tree chart's text holds every word and comes first in the plugin's order; the page titled by the word goes first.
    const titled = hit('/en/docs/models/dimension-designer/hierarchy/', 0, 'Hierarchies');
    const other = hit('/en/docs/widgets/analytical-card/tree/', CONTENT, 'Tree chart', 'parent child hierarchy');
    assert.deepEqual(order(rankAnswersFirst([other, titled], {})), [titled.id, other.id]);
  });

  it("gives a section's own page no raise for a short title made of one query word", () => {
    assert.equal(titleShare(0.25, 1, false, 4, true), 0.25);
    assert.equal(titleShare(0.25, 1, false, 4, false), 0.51);
    assert.equal(titleShare(1, 1, false, 2, true), 1);
    const tokens = ['call', 'rest', 'api', 'workflow'];
    const workflow = {document: {u: '/en/docs/ai/workflow/', t: 'x'}, type: CONTENT, page: {t: 'Workflow'}, tokens, id: 'workflow'};
    const http = {document: {u: '/en/docs/ai/workflow/http', t: 'Call a REST API from a workflow'}, type: DESCRIPTION, page: {t: 'HTTP request'}, tokens, id: 'http'};
    assert.deepEqual(order(rankAnswersFirst([workflow, http], {})), ['http', 'workflow']);
    // A page that is not a section's keeps the raise: its title names the one thing the query is about.
    const starrocks = {...workflow, document: {u: '/en/docs/server/datasources/starrocks', t: 'x'}, page: {t: 'Workflow'}, id: 'leaf'};
    assert.deepEqual(order(rankAnswersFirst([http, starrocks], {})), ['leaf', 'http']);
  });

  it("puts a page inside a section before the section's page when nothing else tells them apart", () => {
    const tokens = ['save', 'key', 'value', 'memory'];
    const hit = (u: string, title: string) => ({document: {u, t: 'save memory, key value store'}, type: KEYWORDS, page: {t: title}, tokens, id: u});
    const store = hit('/en/docs/api/store/', 'Store');
    const put = hit('/en/docs/api/store/put-store-item', 'Put a store item');
    assert.deepEqual(order(rankAnswersFirst([store, put], {})), [put.id, store.id]);
    // Two pages not nested keep the plugin's order.
    const other = hit('/en/docs/ai/xpert/recall', 'Long-term recall');
    assert.deepEqual(order(rankAnswersFirst([store, other], {})), [store.id, other.id]);
    const nest = (url: string, section: boolean) => ({url, section, hits: [], keywordHits: []});
    assert.equal(nestedFirst(nest('/en/docs/api/store/', true), nest('/en/docs/api/store/put-store-item', false)), 1);
    assert.equal(nestedFirst(nest('/en/docs/api/store/put-store-item', false), nest('/en/docs/api/store/', true)), -1);
    assert.equal(nestedFirst(nest('/en/docs/api/store/', true), nest('/en/docs/api/store/', true)), 0);
  });

  it('keeps the results of one page together, where its first result was', () => {
    const results = [r('/docs/a', TITLE), r('/docs/b', HEADING), r('/docs/a', CONTENT, 'a-content')];
    assert.deepEqual(order(rankAnswersFirst(results)), ['/docs/a:0', 'a-content', '/docs/b:1']);
  });

  it('changes the order only: the same results, in place, for any input', () => {
    const urls = fc.constantFrom('/docs/a', '/docs/b', '/en/docs/c', '/blog/p', '/en/blog/q', '/pricing/');
    fc.assert(
      fc.property(fc.array(fc.record({u: urls, type: fc.integer({min: 0, max: 4})}), {maxLength: 30}), (items) => {
        const results: (RankedResult & {id: number})[] = items.map((x, id) => ({document: {u: x.u}, type: x.type, id}));
        const same = rankAnswersFirst(results);
        assert.equal(same, results);
        assert.deepEqual(results.map((x) => x.id).sort((a, b) => a - b), items.map((_, i) => i));
        // No blog result and no text-only page before an answering page.
        const answers = new Set(results.filter((x) => x.type < CONTENT && !isBlog(x.document.u)).map((x) => x.document.u));
        const firstOther = results.findIndex((x) => !answers.has(x.document.u));
        if (firstOther >= 0) assert.ok(results.slice(firstOther).every((x) => !answers.has(x.document.u)));
      }),
    );
  });

  it('ranks the pages only the any-word variant found below every other, those holding more of the words first, and marks their results', () => {
    const strict = ['watermark', 'report'];
    const [, any] = withAnyWord([{tokens: strict, term: []}]);
    const hit = (u: string, type: number, tokens: string[], metadata: Record<string, unknown> = {}) => ({document: {u, t: 'x'}, type, page: {t: 'x'}, tokens, metadata, id: `${u}:${type}`});
    const results = [
      hit('/docs/stories/report', TITLE, any.tokens, {report: {}}),
      hit('/blog/watermarks', CONTENT, strict),
      hit('/docs/stories/preferences/', KEYWORDS, any.tokens, {watermark: {}, report: {}}),
      hit('/docs/widgets/text', CONTENT, strict),
    ];
    const ranked = rankAnswersFirst(results);
    assert.deepEqual(order(ranked), ['/blog/watermarks:4', '/docs/widgets/text:4', '/docs/stories/preferences/:3', '/docs/stories/report:0']);
    assert.deepEqual(ranked.map((x) => Boolean((x as RankedResult).anyWord)), [false, false, true, true]);
    assert.equal(strictResults(ranked as RankedResult[]), 2);
  });

  it('adds one any-word variant to a query of two words or more: the whole query, stop words out, every word optional', () => {
    const variants: Variant[] = [
      {tokens: ['添加', '水印'], term: []},
      {tokens: ['添', '加水', '印'], term: []},
      {tokens: ['水印'], term: []},
    ];
    assert.deepEqual(anyWordTokens(variants), ['添加', '水印'], 'the widest variant in the fewest words');
    assert.deepEqual(anyWordTokens([{tokens: ['watermark', 'on', 'the', 'report', 'report']}]), ['watermark', 'report']);
    const added = withAnyWord(variants);
    assert.equal(added.length, 4);
    assert.deepEqual(added.slice(0, 3), variants, "the plugin's variants first, unchanged");
    const last = added[3];
    assert.equal(isAnyWord(last.tokens), true);
    assert.equal(isAnyWord(variants[0].tokens), false);
    assert.deepEqual(last.term.map((t) => t.value), ['添加', '水印']);
    assert.ok(last.term.every((t) => t.presence === 1 && t.wildcard === 0), 'optional (lunr.Query.presence.OPTIONAL = 1), no wildcard');
    assert.equal(withAnyWord([{tokens: ['workflow'], term: []}]).length, 1, 'one word: nothing added');
    assert.equal(withAnyWord([{tokens: ['the', 'workflow'], term: []}]).length, 1, 'one word besides stop words: nothing added');
  });

  it('lets the quick index answer the box only with results that hold every word', () => {
    const any = {anyWord: true};
    assert.equal(strictResults([{}, any, {}, any]), 2);
    assert.equal(quickAnswers('水印', strictResults([{}, {}, {}, any, any, any, any, any]), 8), false);
    assert.equal(quickAnswers('水印', strictResults(Array.from({length: 8}, () => ({}))), 8), true);
  });

  it('tells blog URLs from others in both locales', () => {
    for (const u of ['/blog/releases-3-6', '/en/blog/releases-3-6', '/blog/2023/06/12/sample', '/zh-Hans/blog/x']) assert.equal(isBlog(u), true, u);
    for (const u of ['/docs/ai/', '/en/docs/blog-ish', '/pricing/', '/en/sap/', '/blogger']) assert.equal(isBlog(u), false, u);
  });

  it('swaps the worker import only', () => {
    assert.match('../utils/sortSearchResults', PLUGIN_SORT_REQUEST);
    assert.match('../utils/sortSearchResults.js', PLUGIN_SORT_REQUEST);
    assert.doesNotMatch('@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults', PLUGIN_SORT_REQUEST);
    const worker = fs.readFileSync('node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js', 'utf8');
    assert.match(worker, /import \{ sortSearchResults \} from "\.\.\/utils\/sortSearchResults";/, 'the plugin worker still imports the sort this way');
    assert.match(worker, /sortSearchResults\(results\);\s*processTreeStatusOfSearchResults\(results\);/, 'and sorts before the tree status');
    assert.match('../utils/smartQueries', PLUGIN_QUERIES_REQUEST);
    assert.doesNotMatch('@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries', PLUGIN_QUERIES_REQUEST);
    assert.doesNotMatch('./smartTerms', PLUGIN_QUERIES_REQUEST);
    assert.match(worker, /import \{ smartQueries \} from "\.\.\/utils\/smartQueries";/, 'the plugin worker still imports the variants this way');
    assert.match(worker, /search: for \(const \{ term, tokens \} of queries\)/, 'and searches them in order, handing each result its variant\'s tokens');
    assert.match(worker, /if \(results\.length >= limit\) \{\s*break search;/, 'and stops at its limit, so a later variant only fills a short list');
  });
});

describe('Chinese search dictionary and ignored routes', () => {
  it('covers every Chinese glossary term of the writer’s guide', () => {
    // The glossary is the table under "## Glossary" in the writer's guide, up to the next section.
    const guide = fs.readFileSync('contributing/writing.md', 'utf8');
    const start = guide.indexOf('\n## Glossary\n');
    assert.ok(start >= 0, 'contributing/writing.md has a "## Glossary" section');
    const end = guide.indexOf('\n## ', start + 1);
    const table = guide.slice(start, end < 0 ? undefined : end);
    const rows = table.split('\n').filter((line) => /^\| [^-]/.test(line) && !line.startsWith('| English'));
    const terms = rows.flatMap((line) => line.split('|')[2]!.split(/[、/（）()]/).map((t) => t.trim()).filter(Boolean));
    assert.ok(terms.length > 20, `${terms.length} glossary terms`);
    for (const term of terms) assert.ok(ZH_SEARCH_TERMS.includes(term), `${term} is in the dictionary`);
    for (const term of GLOSSARY_TERMS) assert.ok(ZH_SEARCH_TERMS.includes(term));
  });

  it('writes one jieba line per term, with a frequency', () => {
    const lines = zhUserDict().split('\n');
    assert.equal(lines.length, ZH_SEARCH_TERMS.length);
    for (const line of lines) assert.match(line, /^\p{Unified_Ideograph}+ \d+ n$/u);
  });

  it('leaves out list pages, never a post or a docs page', () => {
    const ignored = (route: string) => SEARCH_IGNORED_ROUTES.some((re) => re.test(route));
    for (const route of ['blog/page/2', 'blog/archive', 'blog/authors', 'blog/authors/xpert-team', 'blog/authors/xpert-team/page/3', 'blog/tags/release', 'docs/tags', 'docs/tags/workflow']) {
      assert.ok(ignored(route), route);
    }
    for (const route of ['blog/releases-3-6-knowledge-pipeline', 'blog/2023/06/12/sample-adv-1-modeling', 'docs/ai/workflow/agent', 'docs/server/tenant/role-permissions', 'pricing', 'blog/page-design']) {
      assert.ok(!ignored(route), route);
    }
  });
});

describe('search index caching', () => {
  it('serves every hashed index file immutable (the worker then reuses the box prefetch of it)', () => {
    for (const p of ['/search-index-2471c1e0.json', '/en/search-index-2471c1e0.json', '/en/search-index-docs-ai-2f586ccb.json', '/search-index-docs-getting-started-2f586ccb.json']) {
      assert.equal(cacheControl(p), IMMUTABLE, p);
    }
    for (const p of ['/search-index.json', '/en/search-index-docs-ai.json', '/search-index-docs-ai-2f586ccb.json.map']) assert.notEqual(cacheControl(p), IMMUTABLE, p);
  });
});

describe('not-found page list caching', () => {
  it("serves the hashed page list immutable, and nothing else of that name", () => {
    for (const p of ['/page-list-0a1b2c3d.json', '/en/page-list-0a1b2c3d.json']) assert.equal(cacheControl(p), IMMUTABLE, p);
    for (const p of ['/page-list.json', '/en/page-list-0a1b2c3d.json.map', '/docs/page-list-0a1b2c3d.json']) assert.notEqual(cacheControl(p), IMMUTABLE, p);
  });
});
