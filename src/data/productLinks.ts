/**
 * The docs paths that release 3.6.0 of the product links to (a toolset's help button, an error
 * message's link, a bot card's help link), without the site's address or locale prefix and without
 * a trailing slash. Each must open a page here, directly or through a redirect
 * (src/data/redirects.ts); tests/product-links.test.ts checks it. Found with
 * `git grep -n -E "help_?[uU]rl|mtda.cloud/(en/)?docs" 3.6.0` in the product's repository.
 */
export type ProductLink = {path: string; usedAt: string};

export const PRODUCT_LINKS: readonly ProductLink[] = [
  {path: '/docs/ai/tool/bi/indicators', usedAt: 'a BI toolset provider help_url'},
  {path: '/docs/ai/tool/bi/modeling', usedAt: 'a BI toolset provider help_url'},
  {path: '/docs/ai/tool/chatbi', usedAt: 'the ChatBI toolset help_url'},
  {path: '/docs/ai/tool/sandbox/browser-use', usedAt: 'packages/server-ai/src/sandbox/tools/browser-use/browser-use.yaml:16'},
  {path: '/docs/ai/tool/sandbox/code-project', usedAt: 'packages/server-ai/src/sandbox/tools/code-project/code-project.yaml:16'},
  {path: '/docs/ai/tool/sandbox/file', usedAt: 'the file toolset help_url in an expert template'},
  {path: '/docs/ai/tool/sandbox/slides', usedAt: 'packages/server-ai/src/sandbox/tools/slides/slides.yaml:16'},
  {path: '/docs/ai/troubleshooting/errors/recursion_limit', usedAt: 'the recursion limit error message'},
  {path: '/docs/ai/tool/chatbi/feishu/bot', usedAt: 'packages/server-ai/src/integration-lark/chat/message.ts:49 (English site)'},
  {path: '/docs', usedAt: 'the English docs home link'},
];
