import {translate} from '@docusaurus/Translate';

/** A further docs page for a card, shown under its main link. */
export type DocLink = {
  label: string;
  /** Route of the docs page, without locale prefix; checked by tests/data.test.ts. */
  docs: string;
};

/** One card of a marketing page: what an area of the product does and where its docs are. */
export type ProductArea = {
  id: string;
  title: string;
  description: string;
  /** Route of the docs page, without locale prefix; checked by tests/data.test.ts. */
  docs: string;
  /** Related pages for readers who want the detail (e.g. the indicator market under indicators). */
  more?: DocLink[];
};

export const biAreas: ProductArea[] = [
  {
    id: 'story',
    title: translate({id: 'home.bi.story.title', message: '故事与部件'}),
    description: translate({
      id: 'home.bi.story.description',
      message: '用图表、透视表、指标卡和筛选器拼出交互式故事（仪表板），适配桌面、手机和大屏。',
    }),
    docs: '/docs/stories/',
    more: [{label: translate({id: 'home.bi.story.more.widgets', message: '部件'}), docs: '/docs/widgets/'}],
  },
  {
    id: 'calculation',
    title: translate({id: 'home.bi.calculation.title', message: '计算'}),
    description: translate({
      id: 'home.bi.calculation.description',
      message: '在故事里直接定义受限度量、比率、排名和同比环比，不必回到模型里改代码。',
    }),
    docs: '/docs/stories/calculations/',
  },
  {
    id: 'dimension',
    title: translate({id: 'home.bi.dimension.title', message: '维度组件'}),
    description: translate({
      id: 'home.bi.dimension.description',
      message: '成员选择、层级树和日历控件让读者按维度切片，联动故事中的每个部件。',
    }),
    docs: '/docs/stories/dimension-selector/',
    more: [{label: translate({id: 'home.bi.dimension.more.slicer', message: '切片器'}), docs: '/docs/stories/slicer/'}],
  },
  {
    id: 'modeling',
    title: translate({id: 'home.bi.modeling.title', message: '多维建模'}),
    description: translate({
      id: 'home.bi.modeling.description',
      message: '在立方体设计器和维度设计器中定义度量、维度和层级结构，形成统一的语义模型。',
    }),
    docs: '/docs/models/',
    more: [
      {label: translate({id: 'home.bi.modeling.more.cube', message: '立方体设计器'}), docs: '/docs/models/cube-designer/'},
      {
        label: translate({id: 'home.bi.modeling.more.dimension', message: '维度设计器'}),
        docs: '/docs/models/dimension-designer/',
      },
    ],
  },
  {
    id: 'query-lab',
    title: translate({id: 'home.bi.queryLab.title', message: '查询实验室'}),
    description: translate({
      id: 'home.bi.queryLab.description',
      message: '编写、运行并调优 SQL 与 MDX 查询，AI 助手帮你解释和改写语句。',
    }),
    docs: '/docs/models/query-lab/',
  },
  {
    id: 'sql-mdx',
    title: translate({id: 'home.bi.sqlMdx.title', message: 'SQL 与 MDX 建模'}),
    description: translate({
      id: 'home.bi.sqlMdx.description',
      message: '基于 SQL 视图或 MDX 计算成员建模，也能为第三方 OLAP 立方体增加语义。',
    }),
    docs: '/docs/models/sql-modeling/',
    more: [
      {label: translate({id: 'home.bi.sqlMdx.more.mdx', message: 'MDX 建模'}), docs: '/docs/models/mdx-modeling/'},
    ],
  },
  {
    id: 'authorization',
    title: translate({id: 'home.bi.authorization.title', message: '权限控制'}),
    description: translate({
      id: 'home.bi.authorization.description',
      message: '按角色授权功能，按维度和成员授权数据，同一份故事对不同的人显示不同的数据。',
    }),
    docs: '/docs/server/tenant/role-permissions',
    more: [
      {
        label: translate({id: 'home.bi.authorization.more.members', message: '维度与成员权限'}),
        docs: '/docs/models/model-list',
      },
      {
        label: translate({id: 'home.bi.authorization.more.story', message: '故事的访问权限'}),
        docs: '/docs/stories/authorization',
      },
    ],
  },
  {
    id: 'indicators',
    title: translate({id: 'home.bi.indicators.title', message: '指标管理'}),
    description: translate({
      id: 'home.bi.indicators.description',
      message: '注册、认证和发布指标；在指标市场中查找指标，在指标应用中追踪趋势。',
    }),
    docs: '/docs/indicators/',
    more: [
      {label: translate({id: 'home.bi.indicators.more.market', message: '指标市场'}), docs: '/docs/indicators/market/'},
      {label: translate({id: 'home.bi.indicators.more.app', message: '指标应用'}), docs: '/docs/indicators/app/'},
    ],
  },
];

export const aiAreas: ProductArea[] = [
  {
    id: 'xpert',
    title: translate({id: 'home.ai.xpert.title', message: '数字专家与工作流'}),
    description: translate({
      id: 'home.ai.xpert.description',
      message: '在同一块画布上编排智能体和工作流节点，支持多智能体协作与人工审批。',
    }),
    docs: '/docs/ai/xpert/',
    more: [
      {label: translate({id: 'home.ai.xpert.more.workflow', message: '工作流节点'}), docs: '/docs/ai/workflow/'},
      {label: translate({id: 'home.ai.xpert.more.multiAgent', message: '多智能体'}), docs: '/docs/ai/xpert/multi-agent'},
    ],
  },
  {
    id: 'knowledge',
    title: translate({id: 'home.ai.knowledge.title', message: '知识库与知识流水线'}),
    description: translate({
      id: 'home.ai.knowledge.description',
      message: '用知识流水线抽取、切分和向量化文档，让数字专家基于你的资料作答。',
    }),
    docs: '/docs/ai/knowledge/',
    more: [
      {label: translate({id: 'home.ai.knowledge.more.pipeline', message: '知识流水线'}), docs: '/docs/ai/knowledge/pipeline/'},
    ],
  },
  {
    id: 'tools',
    title: translate({id: 'home.ai.tools.title', message: '工具、MCP 与插件'}),
    description: translate({
      id: 'home.ai.tools.description',
      message: '内置工具集、自定义 API、MCP 服务器和插件系统，让数字专家连接任何系统。',
    }),
    docs: '/docs/ai/tool/',
    more: [
      {label: translate({id: 'home.ai.tools.more.mcp', message: 'MCP 工具'}), docs: '/docs/ai/tool/mcp/'},
      {label: translate({id: 'home.ai.tools.more.plugin', message: '插件系统'}), docs: '/docs/plugin/'},
    ],
  },
  {
    id: 'chatbi',
    title: translate({id: 'home.ai.chatbi.title', message: 'ChatBI'}),
    description: translate({
      id: 'home.ai.chatbi.description',
      message: '用自然语言提问，答案来自语义模型和已认证的指标，口径始终一致。',
    }),
    docs: '/docs/chatbi/',
    more: [
      {label: translate({id: 'home.ai.chatbi.more.toolset', message: 'ChatBI 工具集'}), docs: '/docs/ai/tool/chatbi/'},
    ],
  },
];

export const deployOptions: ProductArea[] = [
  {
    id: 'cloud',
    title: translate({id: 'home.deploy.cloud.title', message: '云端'}),
    description: translate({
      id: 'home.deploy.cloud.description',
      message: '注册即用，无需安装，适合快速评估和小团队。',
    }),
    docs: '/docs/getting-started/cloud/',
  },
  {
    id: 'community',
    title: translate({id: 'home.deploy.community.title', message: '社区版'}),
    description: translate({
      id: 'home.deploy.community.description',
      message: '开源免费，一条 Docker Compose 命令即可在自己的服务器上运行。',
    }),
    docs: '/docs/getting-started/community/',
    more: [
      {
        label: translate({id: 'home.deploy.community.more.docker', message: '用 Docker Compose 安装'}),
        docs: '/docs/getting-started/community/docker',
      },
    ],
  },
  {
    id: 'enterprise',
    title: translate({id: 'home.deploy.enterprise.title', message: '企业版'}),
    description: translate({
      id: 'home.deploy.enterprise.description',
      message: '容器或 Kubernetes 私有化部署，含多租户、单点登录与技术支持。',
    }),
    docs: '/docs/getting-started/enterprise/docker/',
    more: [
      {
        label: translate({id: 'home.deploy.enterprise.more.k8s', message: '部署到 Kubernetes'}),
        docs: '/docs/getting-started/enterprise/k8s/',
      },
      {
        label: translate({id: 'home.deploy.enterprise.more.ssl', message: '配置 SSL'}),
        docs: '/docs/getting-started/enterprise/ssl',
      },
    ],
  },
];
