import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import {
  ANNOUNCEMENT,
  APP_URL,
  COPYRIGHT_YEAR,
  DEFAULT_LOCALE,
  FILING_NUMBER,
  FILING_URL,
  FORUM_URL,
  GITHUB_URL,
  LOCALE_FOLDERS,
  SITE_URL,
  VIDEO_URL,
} from './src/data/site';
import {DOC_REDIRECTS} from './src/data/redirects';
import {SEARCH_CONTEXTS} from './src/data/searchContexts';
import {zhUserDict} from './src/data/searchDictionary';
import {withTermKeywords} from './src/utils/searchTerms';
import {GLOSSARY} from './src/data/glossary';
import {SEARCH_IGNORED_ROUTES} from './src/data/searchIgnored';
import {searchIndexFingerprintDir} from './plugins/search-ranking/fingerprint';
import {darkCodeTheme, lightCodeTheme} from './src/utils/prismThemes';
import {SSR_TEMPLATE} from './src/ssr/htmlTemplate';
import {HREFLANGS} from './plugins/machine-readable/locales';
import {alternateOptions, withAlternates} from './plugins/machine-readable/sitemap';
import {OFF_VARIABLE, pluginsOff, type PerformancePlugin} from './plugins/shared/switches';
import {assertUpstream} from './plugins/shared/upstream';
import remarkCharts from './plugins/charts/remark';
import remarkCodeTabs from './plugins/code-tabs/remark';
import remarkApiConsole from './plugins/api-console/remark';
import {siteGitHistory} from './plugins/shared/gitHistory';
import remarkDiagrams from './plugins/diagrams/remark';
// CommonMark leaves `**…**` open when it touches Chinese punctuation (`**飞书（Lark）**的`); this
// plugin relaxes the flanking rule for CJK text only.
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkUnrenderedDirectives from './plugins/unrendered-directives/remark';
import remarkGlossaryTooltips from './plugins/glossary-tooltips/remark';
import rehypeScrollRegions, {type ScrollRegionOptions} from './plugins/scroll-regions';

// Docusaurus builds each locale in turn and sets this variable for the one being built.
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'zh-Hans';
const isEnglish = locale === 'en';
// `DOCUSAURUS_SLOWER=true` switches back to the webpack/Babel/Terser toolchain (for comparison).
const useFaster = process.env.DOCUSAURUS_SLOWER !== 'true';
// `PERF_PLUGINS_OFF=staged-boot,lean-registry` leaves those performance plugins out (plugins/shared/switches.ts),
// for the ablation of `npm run bench -- --ablation`. Unset: all of them.
const off = pluginsOff(process.env[OFF_VARIABLE]);
const on = (name: PerformancePlugin) => !off.has(name);
// Our ssrTemplate stands in for Docusaurus' own: fail the build if that no longer takes it.
if (on('html-template')) assertUpstream('html-template', __dirname);

const announcementText = isEnglish
  ? `Xpert 3.6 is out: the knowledge pipeline and the plugin system. <a href="/en/blog/${ANNOUNCEMENT.blogSlug}">Read the release notes</a>`
  : `Xpert 3.6 发布：知识流水线与插件系统。<a href="/blog/${ANNOUNCEMENT.blogSlug}">阅读发布说明</a>`;

const searchOptions = {
  hashed: 'filename',
  language: ['en', 'zh'],
  indexDocs: true,
  indexBlog: true,
  // The marketing pages (pricing, SAP, enterprise); the home page is never indexed by the plugin.
  indexPages: true,
  docsRouteBasePath: 'docs',
  // The index hash is computed from these folders only: list the English ones too, or an
  // English-only edit would keep the old file name and readers would get a stale index.
  // The dictionary, the ignored routes and the marketing pages change the index too: a folder with
  // one file holding their hash joins the hashed folders (plugins/search-ranking/fingerprint.ts).
  docsDir: [
    'docs',
    'i18n/en/docusaurus-plugin-content-docs/current',
    searchIndexFingerprintDir(__dirname, {dict: zhUserDict(), ignored: SEARCH_IGNORED_ROUTES, indexPages: true, terms: GLOSSARY}),
  ],
  blogDir: ['blog', 'i18n/en/docusaurus-plugin-content-blog'],
  // Figures (plugins/diagrams) repeat the page's own words as labels, a title and a description
  // for screen readers: left out of the index, which would otherwise grow past its budget.
  // Figures and charts are drawings; glossary tooltips (plugins/glossary-tooltips) hold definitions
  // from the glossary page, not the page's own text.
  ignoreCssSelectors: ['.diagram', '.chart', '.glossary-term__tip'],
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
  // One index per docs section (src/data/searchContexts.ts): a reader on a docs page downloads
  // and searches that section's index only; pages outside the sections search everything (first
  // through the quick index of titles and headings, plugins/search-quick-index), and
  // a search with no hits in the section offers "See all results outside …".
  searchContextByPaths: SEARCH_CONTEXTS.map(({path, label}) => ({path, label})),
  useAllContextsWithNoSearchContext: true,
  // Product terms, glossary, connectors kept whole by the Chinese tokeniser (src/data/searchDictionary.ts).
  zhUserDict: zhUserDict(),
  // Lists are not answers: blog list pages, archive, authors and tags, docs tags stay out of the
  // index (src/data/searchIgnored.ts; e2e/search-index.spec.ts checks each locale's route kinds).
  ignoreFiles: SEARCH_IGNORED_ROUTES,
} satisfies SearchOptions;

// Wide Markdown tables scroll inside a focusable, named region (plugins/scroll-regions).
const scrollRegions: [typeof rehypeScrollRegions, ScrollRegionOptions] = [
  rehypeScrollRegions,
  {fallbackLabel: isEnglish ? 'Table' : '表格'},
];

// "Last updated" dates come from git; a build without usable history (no .git, a shallow clone)
// shows none and says why in one line (plugins/shared/gitHistory.ts).
const gitHistory = siteGitHistory(__dirname);

const docsOptions = {
  sidebarPath: './sidebars.ts',
  rehypePlugins: [scrollRegions],
  routeBasePath: 'docs',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  editUrl: undefined,
  showLastUpdateTime: gitHistory.usable,
  // ```mermaid blocks become inline SVG figures at build time (plugins/diagrams), ```chart blocks
  // the sample charts of the chart-type pages, drawn by ECharts at build time (plugins/charts).
  beforeDefaultRemarkPlugins: [remarkDiagrams, remarkCharts],
  // Consecutive code blocks marked tab="..." become Tabs (plugins/code-tabs); the first mention of
  // a glossary term gets a tooltip (plugins/glossary-tooltips, src/data/glossary.ts). API operation
  // pages get the "Try it" console after their method and path (plugins/api-console).
  remarkPlugins: [remarkApiConsole, remarkCodeTabs, remarkCjkFriendly, remarkUnrenderedDirectives, [remarkGlossaryTooltips, {siteDir: __dirname}]],
} satisfies DocsOptions;

const config = {
  title: 'Xpert AI',
  tagline: isEnglish
    ? 'AI-native multi-dimensional analytics and agent platform'
    : 'AI 原生的多维分析与智能体平台',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  // Left undefined on purpose: folder routes keep their slash (/docs/ai/, /pricing/) and
  // leaf routes have none (/docs/ai/workflow/agent, /blog/page/2), as the spec lists them.
  trailingSlash: undefined,

  future: {
    v4: true,
    faster: useFaster,
    // Faster reads the whole git history once (gitEagerVcs), and fails outside a work tree: without
    // usable history, no git reading at all.
    ...(gitHistory.usable ? {} : {experimental_vcs: false}),
  },
  // The spec names the storage keys exactly (`theme`, `docusaurus.announcement.dismiss`):
  // v4 would otherwise suffix them with a site hash.
  storage: {type: 'localStorage', namespace: false},

  // Entry scripts run after the first paint, not before it: src/ssr/htmlTemplate.ts.
  ssrTemplate: on('html-template') ? SSR_TEMPLATE : undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md files are CommonMark (no JSX surprises for writers); .mdx files are MDX.
    format: 'detect',
    // A docs page that explains a glossary term gets the term's names and aliases as keywords, so
    // that search ranks it first for any of them (src/utils/searchTerms.ts).
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      return {...result, frontMatter: withTermKeywords(result.frontMatter, path.relative(__dirname, params.filePath))};
    },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: Object.keys(LOCALE_FOLDERS),
    localeConfigs: {
      'zh-Hans': {label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans', calendar: 'gregory'},
      en: {label: 'English', direction: 'ltr', htmlLang: 'en-GB', calendar: 'gregory', path: LOCALE_FOLDERS.en},
    },
  },

  customFields: {
    // Where the pricing page's contact form posts its JSON ({email, subject, message}). Off by
    // default: without an endpoint the form opens the reader's mail program addressed to SALES_EMAIL.
    contactEndpoint: undefined,
  },

  // Help-bot and embed widgets from the app host (src/data/site.ts): injected on the reader's first
  // interaction, never during the first load; the site works the same when they fail to load.
  // Escape hides an open glossary tooltip (the tooltips themselves need no script).
  clientModules: ['./src/clientModules/appHostScripts.ts', './src/clientModules/figureDialog.ts', './src/clientModules/glossaryTooltips.ts'],

  presets: [
    [
      'classic',
      {
        // The docs plugin is in `plugins` below, wrapped by plugins/lean-docs-metadata (unless switched off).
        docs: on('lean-docs-metadata') ? false : docsOptions,
        blog: {
          routeBasePath: 'blog',
          blogTitle: '博客',
          blogDescription: 'Xpert AI 的版本发布说明、教程与实践文章',
          postsPerPage: 10,
          blogSidebarCount: 0,
          beforeDefaultRemarkPlugins: [remarkDiagrams],
          remarkPlugins: [remarkCodeTabs, remarkCjkFriendly, remarkUnrenderedDirectives],
          showReadingTime: true,
          showLastUpdateTime: gitHistory.usable,
          authorsMapPath: 'authors.yml',
          rehypePlugins: [scrollRegions],
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          // Every post in the feeds, not the default 20.
          feedOptions: {type: 'all', limit: false, copyright: `© ${COPYRIGHT_YEAR} Xpert AI`},
        },
        pages: {remarkPlugins: [remarkCjkFriendly, remarkUnrenderedDirectives]},
        theme: {
          customCss: ['./src/css/custom.css', './src/css/glossary.css'],
        },
        // Each URL lists its twin in the other locale (hreflang zh-Hans, en, x-default).
        sitemap: {
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            withAlternates(
              await defaultCreateSitemapItems(params),
              alternateOptions({url: SITE_URL, rootBaseUrl: '/', i18n: params.siteConfig.i18n}, locale, HREFLANGS),
            ),
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: [['@easyops-cn/docusaurus-search-local', searchOptions]],
  // Docs with lean version metadata: plugins/lean-docs-metadata. Markdown twins, llms.txt, social
  // cards: plugins/machine-readable. Prism with the code blocks:
  // plugins/lazy-code-highlighting.
  plugins: [
    // The classic docs plugin; its version metadata (loaded by every docs page) leaves out the
    // docs' descriptions, which go to the few routes that can show doc cards.
    on('lean-docs-metadata') && ['./plugins/lean-docs-metadata/index.ts', docsOptions],
    // The marketing pages' strings leave main.js; those pages load them (plugins/page-strings).
    on('page-strings') && ['./plugins/page-strings/index.ts', {prefixes: ['home.', 'pricing.', 'sap.', 'enterprise.', 'contactBand.', 'feedback.', 'notFound.suggestions.', 'docs.glossary.', 'apiConsole.']}],
    // main.js gets the one tslib helper it uses, not all of tslib (plugins/tslib-helpers).
    on('tslib-helpers') && './plugins/tslib-helpers/index.ts',
    // The route registry in main.js without the module paths only the server reads (plugins/lean-registry).
    on('lean-registry') && './plugins/lean-registry/index.ts',
    // Route components built on first use, not all ~400 while main.js starts (plugins/lazy-route-components).
    on('lazy-route-components') && './plugins/lazy-route-components/index.ts',
    // main.js evaluated a module group per task, not all in one long task (plugins/staged-boot).
    on('staged-boot') && './plugins/staged-boot/index.ts',
    // The search page renders its 100 results in slices, not one long task (plugins/sliced-search-results).
    on('sliced-search-results') && './plugins/sliced-search-results/index.ts',
    // Search results: pages that answer before pages that only mention (plugins/search-ranking).
    './plugins/search-ranking/index.ts',
    // Outside the docs sections the search box starts with the quick index of titles and headings (plugins/search-quick-index).
    './plugins/search-quick-index/index.ts',
    // The search page, too, answers from the quick index while the full index arrives, then shows the full results (plugins/search-page-quick-first).
    './plugins/search-page-quick-first/index.ts',
    // Search results name their page (the heading under the page's title) and the count says "100+" where capped (plugins/search-result-names).
    './plugins/search-result-names/index.ts',
    // The search index's file name for the search box, which fetches it on the reader's first intent (plugins/search-index-url).
    ['./plugins/search-index-url/index.ts', {hashed: searchOptions.hashed, docsDir: searchOptions.docsDir, blogDir: searchOptions.blogDir}],
    './plugins/machine-readable/index.ts',
    // Titles and paths of the docs and posts, for the not-found page's suggestions (plugins/page-list).
    './plugins/page-list/index.ts',
    // Tells scripts/build/build.ts when each locale's browser bundle is written, so it compresses the
    // scripts while the pages render (plugins/build-signals; silent outside `npm run build`).
    './plugins/build-signals/index.ts',
    // Off, it keeps the server-only alias the wrapped CodeBlock needs and leaves Prism in main.js.
    ['./plugins/lazy-code-highlighting/index.ts', {startupPrism: !on('lazy-code-highlighting')}],
    // Old URLs of moved docs pages answer with a redirect page to the new one (src/data/redirects.ts).
    ['@docusaurus/plugin-client-redirects', {redirects: [...DOC_REDIRECTS]}],
  ],

  themeConfig: {
    // PNG: social networks do not render SVG cards. Pages override it with their own card (og/<route>.png).
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: announcementText,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Xpert AI',
      hideOnScroll: true,
      // Empty alt: the title beside the logo already names the link (axe: image-redundant-alt).
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {to: '/docs/ai/', label: '文档', position: 'left', activeBaseRegex: '/docs/(?!plugin/)'},
        {to: '/docs/plugin/', label: '插件', position: 'left'},
        {to: '/blog/', label: '博客', position: 'left'},
        {to: '/pricing/', label: '价格', position: 'left'},
        {to: '/sap/', label: 'SAP', position: 'left'},
        {href: APP_URL, label: '登录', position: 'right', className: 'navbar-sign-in'},
        {type: 'localeDropdown', position: 'right'},
        {
          href: GITHUB_URL,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: '文档',
          items: [
            {label: '社区版快速开始', to: '/docs/getting-started/community/'},
            {label: 'ChatBI', to: '/docs/chatbi/'},
            {label: '语义模型', to: '/docs/models/'},
            {label: '指标管理', to: '/docs/indicators/'},
            {label: '故事', to: '/docs/stories/'},
            {label: '部件', to: '/docs/widgets/'},
            {label: '教程', to: '/docs/tutorials/'},
          ],
        },
        {
          title: '社区',
          items: [
            {label: '论坛', href: FORUM_URL},
            {label: '视频', href: VIDEO_URL},
          ],
        },
        {
          title: '更多',
          items: [
            {label: '博客', to: '/blog/'},
            {label: 'GitHub', href: GITHUB_URL},
            {label: 'SAP', to: '/sap/'},
          ],
        },
      ],
      // The filing number itself lives in src/data/site.ts (FILING_NUMBER).
      copyright: `<a href="${FILING_URL}" class="footer__filing" target="_blank" rel="noopener noreferrer">${FILING_NUMBER}</a><br/>Copyright © ${COPYRIGHT_YEAR} Xpert AI`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'yaml', 'sql', 'python', 'java', 'docker', 'nginx', 'ini', 'http'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
