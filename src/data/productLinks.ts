/**
 * The docs paths that release 3.6.0 of the product links to (a toolset's help button, an error
 * message's link, a bot card's help link), without the site's address or locale prefix and without
 * a trailing slash. Each must open a page here, directly or through a redirect
 * (src/data/redirects.ts); tests/product-links.test.ts checks it. Found with
 * `git grep -n -o -E "/docs/(ai|models|getting-started|server|plugin|api|chatbi|indicators|stories|widgets|tutorials)[A-Za-z0-9_/.#-]*" 3.6.0 -- packages apps libs`
 * in the product's repository (help_url in toolset YAML, helpUrl in templates, `helpWebsite() + '/docs/…'`
 * in form schemas; the first use of each path is named), leaving out third-party paths
 * (a test setup's and a Maven file's). Session 43 widened the search from help_url alone, which had
 * missed the form schemas' semantics link and the knowledge settings' link.
 */
export type ProductLink = {path: string; usedAt: string};

export const PRODUCT_LINKS: readonly ProductLink[] = [
  {path: '/docs/ai', usedAt: 'apps/cloud/src/app/features/xpert/studio/panel/xpert-agent/agent.component.html:51'},
  {path: '/docs/ai/knowledge/api', usedAt: 'apps/cloud/src/app/features/xpert/knowledge/knowledgebase/knowledgebase.component.ts:62'},
  {path: '/docs/ai/knowledge/documents', usedAt: 'apps/cloud/src/app/features/xpert/knowledge/knowledgebase/documents/create/step-1/step.component.html:31'},
  {path: '/docs/ai/knowledge/external-knowledge-base', usedAt: 'apps/cloud/src/app/features/xpert/knowledge/connect/connect.component.ts:43'},
  {path: '/docs/ai/knowledge/knowledgebase', usedAt: 'apps/cloud/src/app/features/xpert/knowledge/knowledgebase/documents/documents.component.ts:95'},
  {path: '/docs/ai/knowledge/retrieval', usedAt: 'apps/cloud/src/app/features/xpert/knowledge/knowledgebase/test/test.component.ts:52'},
  {path: '/docs/ai/knowledgebase', usedAt: 'apps/cloud/src/app/features/setting/knowledgebase/home.component.html:14'},
  {path: '/docs/ai/tool', usedAt: 'apps/cloud/src/app/features/xpert/studio/panel/toolset/toolset.component.ts:103'},
  {path: '/docs/ai/tool/bi/indicators', usedAt: 'packages/analytics/src/ai/toolset/builtin/indicators/indicators.yaml:14'},
  {path: '/docs/ai/tool/bi/modeling', usedAt: 'packages/analytics/src/ai/toolset/builtin/model/model.yaml:14'},
  {path: '/docs/ai/tool/chatbi', usedAt: 'packages/analytics/src/ai/toolset/builtin/chatbi-lark/chatbi-lark.yaml:13'},
  {path: '/docs/ai/tool/chatbi/feishu/bot', usedAt: 'packages/server-ai/src/integration-lark/chat/message.ts:49'},
  {path: '/docs/ai/tool/custom', usedAt: 'apps/cloud/src/app/features/xpert/workspace/api-tools/tools.component.html:13'},
  {path: '/docs/ai/tool/mcp', usedAt: 'apps/cloud/src/app/@shared/mcp/toolsets/toolsets.component.html:12'},
  {path: '/docs/ai/tool/sandbox/browser-use', usedAt: 'packages/server-ai/src/sandbox/tools/browser-use/browser-use.yaml:16'},
  {path: '/docs/ai/tool/sandbox/code-project', usedAt: 'packages/server-ai/src/sandbox/tools/code-project/code-project.yaml:16'},
  {path: '/docs/ai/tool/sandbox/file', usedAt: 'packages/server-ai/src/xpert-template/templates/01f32870-ec9d-4a3d-b3f6-86c62aad04f7.yaml:555'},
  {path: '/docs/ai/tool/sandbox/slides', usedAt: 'packages/server-ai/src/sandbox/tools/slides/slides.yaml:16'},
  {path: '/docs/ai/troubleshooting/errors/recursion_limit', usedAt: 'packages/server-ai/src/i18n/en/xpert.json:17'},
  {path: '/docs/ai/workflow', usedAt: 'apps/cloud/src/app/features/xpert/studio/panel/workflow/workflow.component.html:50'},
  {path: '/docs/ai/workflow/error-handling', usedAt: 'apps/cloud/src/app/@shared/workflow/error-handling/error-handling.component.html:27'},
  {path: '/docs/ai/workflow/variables', usedAt: 'apps/cloud/src/app/features/xpert/studio/panel/variables/variables.component.html:5'},
  {path: '/docs/ai/xpert/develop', usedAt: 'apps/cloud/src/app/features/xpert/xpert/develop/develop.component.ts:37'},
  {path: '/docs/ai/xpert/env', usedAt: 'apps/cloud/src/app/features/xpert/studio/panel/environment/environment.component.html:13'},
  {path: '/docs/ai/xpert/features', usedAt: 'apps/cloud/src/app/features/xpert/studio/features/features.component.ts:53'},
  {path: '/docs/getting-started/community/faqs', usedAt: 'apps/cloud/src/app/onboarding/unknown/unknown.component.html:7'},
  {path: '/docs/getting-started/onboarding', usedAt: 'apps/cloud/src/app/onboarding/tenant-details/tenant-details.component.html:209'},
  {path: '/docs/models/dimension-designer', usedAt: 'apps/cloud/src/app/@shared/model/studio/hierarchy/level/level.component.ts:54'},
  {path: '/docs/models/dimension-designer/hierarchy', usedAt: 'apps/cloud/src/app/@shared/model/studio/hierarchy/settings/settings.component.ts:203'},
  {path: '/docs/models/dimension-designer/semantics', usedAt: 'apps/cloud/src/app/@shared/model/studio/cube/dimension/dimension.component.ts:236'},
  {path: '/docs/plugin/install', usedAt: 'apps/cloud/src/app/features/setting/plugins/plugin/plugin.component.ts:27'},
  {path: '/docs/plugin/release-to-xpert-marketplace', usedAt: 'apps/cloud/src/app/features/setting/plugins/plugins.component.ts:36'},
  {path: '/docs/server/datasources', usedAt: 'apps/cloud/src/app/features/setting/data-sources/data-sources.component.html:12'},
  {path: '/docs/server/organization/integration', usedAt: 'apps/cloud/src/app/features/setting/integration/home.component.html:13'},
  {path: '/docs', usedAt: 'the English docs home link'},
];
