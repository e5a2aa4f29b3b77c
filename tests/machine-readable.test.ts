/** The pure parts of plugins/machine-readable: paths, Markdown twins, llms.txt, sitemap alternates, JSON-LD. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {pageTitle} from '../plugins/machine-readable/html.ts';
import {llmsFullTxt, llmsTxt, sidebarSections, topCategoryOf, type SidebarItem} from '../plugins/machine-readable/llms.ts';
import {localeText} from '../plugins/machine-readable/locale-text.ts';
import {hasTopHeading, rewriteLinks, toPlainMarkdown, twinDocument, type TwinOptions} from '../plugins/machine-readable/markdown.ts';
import {absoluteUrl, cardFile, htmlFileOfRoute, localeRelative, twinPath} from '../plugins/machine-readable/paths.ts';
import {alternateOptions, alternatesOf, withAlternates} from '../plugins/machine-readable/sitemap.ts';
import {completeBlogPosting, homeGraph, techArticle, type Site} from '../plugins/machine-readable/structured-data.ts';
import {HREFLANGS} from '../plugins/machine-readable/locales.ts';

describe('paths', () => {
  it('puts the twin beside a leaf page and inside a folder page', () => {
    assert.equal(twinPath('/docs/ai/workflow/agent'), '/docs/ai/workflow/agent.md');
    assert.equal(twinPath('/en/docs/ai/'), '/en/docs/ai/index.md');
    assert.equal(twinPath('/blog/releases-3-0#x'), '/blog/releases-3-0.md');
  });

  it('gives every route one card, with or without its trailing slash', () => {
    assert.equal(cardFile('/en/docs/ai/workflow/', '/en/'), 'og/docs/ai/workflow.png');
    assert.equal(cardFile('/en/docs/ai/workflow', '/en/'), 'og/docs/ai/workflow.png');
    assert.equal(cardFile('/', '/'), 'og/index.png');
    assert.equal(cardFile('/en/', '/en/'), 'og/index.png');
    assert.equal(cardFile('/en', '/en/'), 'og/index.png');
    assert.equal(cardFile('/blog', '/'), 'og/blog.png');
    assert.equal(cardFile('/pricing/index.html', '/'), 'og/pricing.png');
    assert.equal(cardFile('/docs/%E6%A0%87%E7%AD%BE', '/'), 'og/docs/标签.png');
  });

  it('strips the base URL and builds absolute URLs', () => {
    assert.equal(localeRelative('/en/docs/ai/', '/en/'), 'docs/ai/');
    assert.equal(localeRelative('/docs/ai/', '/'), 'docs/ai/');
    assert.equal(absoluteUrl('https://mtda.cloud/', '/en/', 'og/docs/标签.png'), 'https://mtda.cloud/en/og/docs/%E6%A0%87%E7%AD%BE.png');
  });

  it('knows where Docusaurus writes the HTML of a route', () => {
    assert.equal(htmlFileOfRoute('/en/docs/a/b', '/en/'), 'docs/a/b/index.html');
    assert.equal(htmlFileOfRoute('/en/docs/x/', '/en/'), 'docs/x/index.html');
    assert.equal(htmlFileOfRoute('/', '/'), 'index.html');
    assert.equal(htmlFileOfRoute('/en/404.html', '/en/'), '404.html');
  });
});

const zh: TwinOptions = {siteUrl: 'https://mtda.cloud', baseUrl: '/', admonitionLabels: localeText('zh-Hans').admonitions, labelSeparator: '：'};
const en: TwinOptions = {siteUrl: 'https://mtda.cloud', baseUrl: '/en/', admonitionLabels: localeText('en').admonitions};

describe('Markdown twins', () => {
  it('drops front matter, heading ids, comments and the truncate marker', () => {
    const source = '---\ntitle: A\ntags: [ai]\n---\n\nIntro.\n\n<!-- truncate -->\n\n## 安装 {#install}\n\nText <!-- hidden --> here.\n';
    assert.equal(toPlainMarkdown(source, zh), 'Intro.\n\n## 安装\n\nText  here.');
  });

  it('drops the escaped heading ids of MDX pages too', () => {
    assert.equal(toPlainMarkdown('## Built-in providers \\{#providers}\n\nText.', en), '## Built-in providers\n\nText.');
  });

  it('turns admonitions into labelled blockquotes, nested ones too', () => {
    const source = ':::tip 递归上限\n\n第一段。\n\n::::warning\n内层\n::::\n\n:::\n\nAfter.';
    assert.equal(
      toPlainMarkdown(source, zh),
      // The blank line after the quote keeps "After." out of it (no lazy continuation).
      ['> **提示：递归上限**', '>', '> 第一段。', '>', '> > **注意**', '> >', '> > 内层', '>', '', 'After.'].join('\n'),
    );
    assert.equal(toPlainMarkdown(':::note[Heads up]\nA [link](/docs/a).\n:::', en), '> **Note: Heads up**\n>\n> A [link](https://mtda.cloud/en/docs/a).');
  });

  it('keeps code blocks exactly, even with blank lines, imports, JSX and admonition syntax inside', () => {
    const code = "```tsx\nimport {ChatKit} from '@xpert-ai/chatkit-react';\n\n\n<ChatKit control={c} />\n:::tip\n## not a heading {#x}\n```";
    assert.equal(toPlainMarkdown(`Before.\n\n${code}\n\nAfter.`, en), `Before.\n\n${code}\n\nAfter.`);
    assert.equal(toPlainMarkdown(`:::tip\n${code}\n:::`, en), ['> **Tip**', '>', ...code.split('\n').map((l) => `> ${l}`)].join('\n'));
  });

  it('removes MDX imports, exports and component wrappers, and turns tabs and details into sections', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  A,',
      "} from './a';",
      'export const meta = 1;',
      '',
      '<Tabs>',
      '<TabItem value="npm" label="npm">',
      '',
      '```bash',
      'npm i',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="yarn">',
      'yarn add',
      '</TabItem>',
      '</Tabs>',
      '',
      '<details>',
      '<summary>More</summary>',
      'Hidden text.',
      '</details>',
      '',
      '<DocCardList />',
      '{/* a note for writers */}',
      'Import the file, then export it to the team.',
    ].join('\n');
    assert.equal(
      toPlainMarkdown(source, en),
      ['**npm**', '', '```bash', 'npm i', '```', '', '**yarn**', '', 'yarn add', '', '**More**', '', 'Hidden text.', '', 'Import the file, then export it to the team.'].join('\n'),
    );
  });

  it('makes site links and images absolute in the page locale, and leaves code spans and external links alone', () => {
    assert.equal(
      rewriteLinks('See [agent](/docs/ai/workflow/agent#x), ![flow](/img/a.svg), [GitHub](https://github.com), [top](#top) and `[x](/docs/y)`.', en),
      'See [agent](https://mtda.cloud/en/docs/ai/workflow/agent#x), ![flow](https://mtda.cloud/en/img/a.svg), [GitHub](https://github.com), [top](#top) and `[x](/docs/y)`.',
    );
    assert.equal(rewriteLinks('[agent]: /docs/agent "Agent"', zh), '[agent]: https://mtda.cloud/docs/agent "Agent"');
    assert.equal(rewriteLinks('<a href="/pricing/">p</a>', zh), '<a href="https://mtda.cloud/pricing/">p</a>');
  });

  it('resolves relative file links through the given resolver', () => {
    const options = {...en, resolveFileLink: (href: string) => (href.startsWith('./agent.md') ? `/docs/ai/workflow/agent${href.slice('./agent.md'.length)}` : null)};
    assert.equal(rewriteLinks('[a](./agent.md#memory) [b](./other.md)', options), '[a](https://mtda.cloud/en/docs/ai/workflow/agent#memory) [b](./other.md)');
  });

  it('writes the title, the URL and the description above the body, unless the body has its own h1', () => {
    const twin = twinDocument({title: 'Agent', description: 'The LLM node.', url: 'https://mtda.cloud/en/docs/ai/workflow/agent', body: '## Prompt\n\nText.'});
    assert.equal(twin, '# Agent\n\nURL: https://mtda.cloud/en/docs/ai/workflow/agent\n\n> The LLM node.\n\n## Prompt\n\nText.\n');
    assert.ok(hasTopHeading('# Own title\n\nText'));
    assert.ok(!hasTopHeading('```md\n# in code\n```\n## h2'));
    assert.ok(!twinDocument({title: 'X', url: 'u', body: '# Own title'}).includes('# X'));
  });
});

const sidebar: SidebarItem[] = [
  {type: 'doc', id: 'index'},
  {
    type: 'category',
    label: 'AI',
    link: {type: 'doc', id: 'ai/index'},
    items: [
      {type: 'doc', id: 'ai/agent'},
      {type: 'category', label: 'Workflow', link: {type: 'doc', id: 'ai/workflow/index'}, items: [{type: 'doc', id: 'ai/workflow/http'}]},
      {type: 'link', href: 'https://example.com', label: 'External'},
    ],
  },
  {type: 'category', label: 'Models', items: [{type: 'doc', id: 'models/cube'}, {type: 'doc', id: 'ai/agent'}]},
];
const doc = (id: string) => ({id, title: `T ${id}`, description: `D ${id}`, permalink: `/docs/${id}`});
const allDocs = ['index', 'ai/index', 'ai/agent', 'ai/workflow/index', 'ai/workflow/http', 'models/cube', 'orphan'].map(doc);

describe('llms.txt', () => {
  it('follows the sidebar: top-level pages first, one section per category, pages in no sidebar last, each once', () => {
    const sections = sidebarSections(sidebar, allDocs, {overview: 'Overview', other: 'Other'});
    assert.deepEqual(
      sections.map((s) => [s.title, s.docs.map((d) => d.id)]),
      [
        ['Overview', ['index']],
        ['AI', ['ai/index', 'ai/agent', 'ai/workflow/index', 'ai/workflow/http']],
        ['Models', ['models/cube']],
        ['Other', ['orphan']],
      ],
    );
    const ids = sections.flatMap((s) => s.docs.map((d) => d.id));
    assert.equal(new Set(ids).size, allDocs.length);
  });

  it('names the top-level category of each doc', () => {
    const top = topCategoryOf(sidebar);
    assert.equal(top.get('ai/workflow/http'), 'AI');
    assert.equal(top.get('models/cube'), 'Models');
    assert.equal(top.get('index'), undefined);
  });

  it('writes title, summary, details, sections of links with descriptions, and Optional', () => {
    const text = llmsTxt({
      title: 'Xpert AI',
      summary: 'One\nparagraph.',
      details: 'Links are Markdown.',
      sections: [
        {title: 'AI', links: [{title: 'Agent [node]', url: 'https://mtda.cloud/docs/ai/agent.md', description: 'The LLM\nnode.'}]},
        {title: 'Empty', links: []},
      ],
      optional: [{title: 'Post', url: 'https://mtda.cloud/blog/p.md'}],
    });
    assert.equal(
      text,
      '# Xpert AI\n\n> One paragraph.\n\nLinks are Markdown.\n\n## AI\n\n- [Agent \\[node\\]](https://mtda.cloud/docs/ai/agent.md): The LLM node.\n\n## Optional\n\n- [Post](https://mtda.cloud/blog/p.md)\n',
    );
  });

  it('separates the pages of llms-full.txt with rules that cannot turn a line into a heading', () => {
    const full = llmsFullTxt({title: 'X', summary: 'S', pages: ['# A\n\nText a', '# B\n\nText b\n']});
    assert.equal(full, '# X\n\n> S\n\n---\n\n# A\n\nText a\n\n---\n\n# B\n\nText b\n');
  });
});

describe('sitemap alternates', () => {
  const options = alternateOptions(
    {url: 'https://mtda.cloud', rootBaseUrl: '/', i18n: {defaultLocale: 'zh-Hans', locales: ['zh-Hans', 'en'], localeConfigs: {en: {path: 'en'}}}},
    'en',
    HREFLANGS,
  );

  it('links each URL to its twin in every locale and x-default to the Chinese one', () => {
    assert.deepEqual(alternatesOf('https://mtda.cloud/en/docs/ai/', options), [
      {lang: 'zh-Hans', url: 'https://mtda.cloud/docs/ai/'},
      {lang: 'en', url: 'https://mtda.cloud/en/docs/ai/'},
      {lang: 'x-default', url: 'https://mtda.cloud/docs/ai/'},
    ]);
    assert.deepEqual(
      alternatesOf('https://mtda.cloud/en', options).map((l) => l.url),
      ['https://mtda.cloud/', 'https://mtda.cloud/en/', 'https://mtda.cloud/'],
    );
  });

  it('adds links to every item and keeps its other fields', () => {
    const [item] = withAlternates([{url: 'https://mtda.cloud/en/pricing/', priority: 0.5}], options);
    assert.equal(item!.priority, 0.5);
    assert.equal(item!.links.length, 3);
    assert.deepEqual(alternatesOf('https://example.com/x', options), []);
  });
});

const site: Site = {siteUrl: 'https://mtda.cloud', baseUrl: '/en/', name: 'Xpert AI', inLanguage: 'en-GB', sameAs: ['https://github.com/xpert-ai/xpert']};

describe('JSON-LD', () => {
  it('describes the organisation and the website with a search action on the search page', () => {
    const graph = homeGraph({...site, description: 'Tagline', searchPath: 'search'}) as {'@graph': Record<string, unknown>[]};
    const [organization, website] = graph['@graph'];
    assert.equal(organization!['@type'], 'Organization');
    assert.equal((organization!.logo as {url: string}).url, 'https://mtda.cloud/og/logo.png');
    assert.equal(website!['@type'], 'WebSite');
    assert.equal(website!.url, 'https://mtda.cloud/en/');
    const action = website!.potentialAction as {target: {urlTemplate: string}; 'query-input': string};
    assert.equal(action.target.urlTemplate, 'https://mtda.cloud/en/search?q={search_term_string}');
    assert.equal(action['query-input'], 'required name=search_term_string');
  });

  it('describes a docs page as a TechArticle', () => {
    const article = techArticle(site, {url: 'https://mtda.cloud/en/docs/a', title: 'A', description: 'D', image: 'https://mtda.cloud/en/og/docs/a.png', keywords: ['AI'], section: 'AI'});
    assert.equal(article['@type'], 'TechArticle');
    assert.equal(article.headline, 'A');
    assert.equal(article.inLanguage, 'en-GB');
    assert.deepEqual(article.keywords, ['AI']);
    assert.equal((article.publisher as {name: string}).name, 'Xpert AI');
    assert.ok(!('dateModified' in article));
  });

  it('completes Docusaurus’ BlogPosting without overriding what it has', () => {
    const base = {'@type': 'BlogPosting', headline: 'P', keywords: [], author: {'@type': 'Person', name: 'Team', image: '/en/img/a.svg', url: 'https://github.com/x'}};
    const post = completeBlogPosting(base, site, {image: 'https://mtda.cloud/en/og/blog/p.png', keywords: ['Release']});
    assert.equal(post.image, 'https://mtda.cloud/en/og/blog/p.png');
    assert.deepEqual(post.keywords, ['Release']);
    assert.equal((post.author as {image: string}).image, 'https://mtda.cloud/en/img/a.svg');
    assert.equal((post.author as {url: string}).url, 'https://github.com/x');
    assert.equal(completeBlogPosting({...base, image: 'own.png'}, site, {image: 'card.png', keywords: []}).image, 'own.png');
  });
});

describe('page titles from the build', () => {
  it('reads the title without the site suffix, entities decoded', () => {
    assert.equal(pageTitle('<title data-rh=true>Agent &amp; tools | Xpert AI</title>', 'Xpert AI'), 'Agent & tools');
    assert.equal(pageTitle('<title>81 docs tagged with &quot;Agent&quot; | Xpert AI</title>', 'Xpert AI'), '81 docs tagged with "Agent"');
    assert.equal(pageTitle('<p>no title</p>', 'Xpert AI'), null);
  });
});
