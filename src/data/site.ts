/**
 * Site-wide constants shared by the config, components and tests.
 * Plain data, no React: importable from Node (config, tests) and the browser.
 */
export const SITE_URL = 'https://mtda.cloud';
export const APP_URL = 'https://app.mtda.cloud';
export const GITHUB_URL = 'https://github.com/xpert-ai/xpert';
export const FORUM_URL = 'https://github.com/xpert-ai/xpert/discussions';
export const VIDEO_URL = 'https://space.bilibili.com/485713166';
export const FILING_URL = 'https://beian.miit.gov.cn/';
/** ICP filing shown in the footer (required for sites hosted in mainland China). */
export const FILING_NUMBER = 'ICP 备案信息';
export const SALES_EMAIL = 'sales@mtda.cloud';
export const COPYRIGHT_YEAR = 2024;

/** Scripts served by the app host. Loaded async: the site never waits for them. */
export const APP_HOST_SCRIPTS = [
  `${APP_URL}/chatkit/helpbot.js`,
  `${APP_URL}/chatkit/embed.js`,
] as const;

/** The release the announcement bar talks about. Changing it re-shows the bar to everyone. */
export const ANNOUNCEMENT = {
  id: 'release-3-6-knowledge-pipeline',
  blogSlug: 'releases-3-6-knowledge-pipeline',
} as const;

/**
 * The locales and the folder of each in the build output (the default locale at the root). The
 * site's i18n config is built from it, and scripts/build/build.ts uses it to tell the locales' output apart.
 */
export const LOCALE_FOLDERS = {'zh-Hans': '', en: 'en'} as const;
export const DEFAULT_LOCALE = 'zh-Hans';

/**
 * The release of xpert-ai/xpert the docs describe (tag `3.6.0`). The docs home says it in a sentence
 * (tests/docs-release.test.ts checks that sentence against this constant in both locales).
 */
export const DOCS_RELEASE = {version: '3.6', tag: '3.6.0', date: '2025-10-30'} as const;

/** The newest release of xpert-ai/xpert we know of: no docs page may claim a later `since`. */
export const LATEST_RELEASE = '3.17';

/**
 * The values of a docs page's `edition` front matter: the lowest edition that has the feature.
 * `community` is what the open-source repository ships at the named release.
 */
export const DOC_EDITIONS = ['community', 'enterprise', 'enterprise-pro'] as const;
export type DocEdition = (typeof DOC_EDITIONS)[number];

/** The 23 docs tags of the spec; docs/tags.yml must hold exactly these keys. */
export const DOC_TAGS = [
  'agent', 'ai', 'bw', 'certification', 'chat-bi', 'copilot', 'explorer', 'formula',
  'hierarchy', 'indicator', 'lang-chain', 'mdx', 'measure', 'project', 'sandbox', 'sap',
  'slicer', 'sql', 'story', 'time', 'web-socket', 'workflow', 'xpert',
] as const;

/** Product terms the Chinese search tokenizer must keep whole: src/data/searchDictionary.ts. */
