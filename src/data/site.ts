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

/** The 23 docs tags of the spec; docs/tags.yml must hold exactly these keys. */
export const DOC_TAGS = [
  'agent', 'ai', 'bw', 'certification', 'chat-bi', 'copilot', 'explorer', 'formula',
  'hierarchy', 'indicator', 'lang-chain', 'mdx', 'measure', 'project', 'sandbox', 'sap',
  'slicer', 'sql', 'story', 'time', 'web-socket', 'workflow', 'xpert',
] as const;

/** Product terms the Chinese search tokenizer must keep whole. */
export const ZH_SEARCH_TERMS = [
  '数字专家', '知识库', '知识流水线', '工具集', '工作流', '语义模型', '多维模型', '立方体',
  '维度', '层级结构', '成员', '度量', '计算成员', '指标', '指标市场', '指标应用', '故事',
  '仪表板', '部件', '租户', '组织', '角色', '智能体', '沙箱', '插件', '数据源', '切片器',
  '查询实验室', '单点登录', '本地代理', '多智能体', '人机协同', '长期记忆',
] as const;
