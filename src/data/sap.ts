import {translate} from '@docusaurus/Translate';
import type {DocLink, ProductArea} from './home';

/** Getting SAP data in: the connectors and the agent that reaches systems inside your network. */
export const sapConnections: ProductArea[] = [
  {
    id: 'bw',
    title: translate({id: 'sap.offering.bw.title', message: '连接 SAP BW'}),
    description: translate({
      id: 'sap.offering.bw.description',
      message: '通过 XMLA 直接查询 BW 的 InfoCube 和 BEx 查询，层级结构、度量和权限原样保留。',
    }),
    docs: '/docs/server/datasources/sap-bw/',
  },
  {
    id: 'hana',
    title: translate({id: 'sap.offering.hana.title', message: '连接 SAP HANA'}),
    description: translate({
      id: 'sap.offering.hana.description',
      message: '把 HANA 计算视图建成语义模型，供故事、指标和 ChatBI 使用。',
    }),
    docs: '/docs/server/datasources/sap-hana',
  },
  {
    id: 's4hana',
    title: translate({id: 'sap.offering.s4.title', message: 'S/4HANA 嵌入式分析'}),
    description: translate({
      id: 'sap.offering.s4.description',
      message: '直接读取 S/4HANA 底层 HANA 中的 CDS 与计算视图，财务和销售数据不必再抽取到数据仓库。',
    }),
    docs: '/docs/server/datasources/sap-hana',
    more: [
      {
        label: translate({id: 'sap.offering.s4.more.thirdParty', message: '为第三方立方体增强语义'}),
        docs: '/docs/models/mdx-modeling/semantic-enhancement-for-third-party-olap-cube',
      },
    ],
  },
  {
    id: 'agent',
    title: translate({id: 'sap.offering.agent.title', message: '本地代理'}),
    description: translate({
      id: 'sap.offering.agent.description',
      message: 'SAP 系统在内网时，本地代理通过 WebSocket 把云端请求安全地转发进来。',
    }),
    docs: '/docs/server/agent/',
    more: [
      {label: translate({id: 'sap.offering.agent.more.server', message: '服务器代理'}), docs: '/docs/server/agent/server'},
    ],
  },
];

/** The application templates for SAP BTP: what a team gets when it starts from one. */
export const btpTemplate = {
  points: [
    {
      id: 'frameworks',
      title: translate({id: 'sap.btp.frameworks.title', message: '开放的前端框架'}),
      description: translate({
        id: 'sap.btp.frameworks.description',
        message: '用 Angular、Vue 或 React 开发，不被锁定在单一技术栈上。',
      }),
    },
    {
      id: 'fiori',
      title: translate({id: 'sap.btp.fiori.title', message: 'Fiori 设计'}),
      description: translate({
        id: 'sap.btp.fiori.description',
        message: '界面遵循 SAP Fiori 设计规范，用户在 SAP 门户里打开它时不会觉得陌生。',
      }),
    },
    {
      id: 'copilot',
      title: translate({id: 'sap.btp.copilot.title', message: 'AI 助手'}),
      description: translate({
        id: 'sap.btp.copilot.description',
        message: '用 ChatKit 把数字专家嵌入应用，用户在页面里直接提问、让它执行操作。',
      }),
    },
    {
      id: 'deploy',
      title: translate({id: 'sap.btp.deploy.title', message: '部署到 ABAP 或 Cloud Foundry'}),
      description: translate({
        id: 'sap.btp.deploy.description',
        message: '同一个应用既可以部署到 ABAP 系统，也可以部署到 SAP BTP 的 Cloud Foundry 环境。',
      }),
    },
  ],
  docs: [
    {label: translate({id: 'sap.btp.docs.chatkit', message: 'ChatKit SDK'}), docs: '/docs/ai/chatkit/'},
    {label: translate({id: 'sap.btp.docs.embedded', message: '嵌入数字专家'}), docs: '/docs/ai/xpert/embedded'},
  ] satisfies DocLink[],
};

/** The SAP tutorials, in the order a newcomer should read them. */
export const sapTutorials: ProductArea[] = [
  {
    id: 'bw-models',
    title: translate({id: 'sap.tutorial.bwModels.title', message: '分析 SAP BW 数据模型'}),
    description: translate({
      id: 'sap.tutorial.bwModels.description',
      message: '连接 BW，在 InfoProvider 和 BEx 查询之间做选择，处理变量，搭出第一个故事。',
    }),
    docs: '/docs/tutorials/sap/how-to-analyze-sap-bw-data-models/',
  },
  {
    id: 'bw-calendar',
    title: translate({id: 'sap.tutorial.bwCalendar.title', message: 'SAP BW 日历维度'}),
    description: translate({
      id: 'sap.tutorial.bwCalendar.description',
      message: '给 BW 的时间特性加上日历语义，计算上年同期和滚动值。',
    }),
    docs: '/docs/tutorials/sap/sap-bw-calendar-dimension',
  },
  {
    id: 'bpc',
    title: translate({id: 'sap.tutorial.bpc.title', message: 'SAP BPC'}),
    description: translate({
      id: 'sap.tutorial.bpc.description',
      message: '分析 BPC 计划模型中的科目、实体、类别和时间维度。',
    }),
    docs: '/docs/tutorials/sap/sap-bpc',
  },
  {
    id: 'bpc-consolidation',
    title: translate({id: 'sap.tutorial.bpcConsolidation.title', message: 'BPC 合并报表'}),
    description: translate({
      id: 'sap.tutorial.bpcConsolidation.description',
      message: '基于 BPC 合并模型制作集团合并利润表和内部往来核对表，按审计线索看清每一步调整。',
    }),
    docs: '/docs/tutorials/sap/sap-bpc-consolidated-reports/',
  },
];

export const SAP_TUTORIALS_INDEX = '/docs/tutorials/sap/';
