import {translate} from '@docusaurus/Translate';
import type {ProductArea} from './home';

export const sapOfferings: ProductArea[] = [
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
    id: 'agent',
    title: translate({id: 'sap.offering.agent.title', message: '本地代理'}),
    description: translate({
      id: 'sap.offering.agent.description',
      message: 'SAP 系统在内网时，本地代理通过 WebSocket 把云端请求安全地转发进来。',
    }),
    docs: '/docs/server/agent/',
  },
  {
    id: 'tutorials',
    title: translate({id: 'sap.offering.tutorials.title', message: 'SAP 教程'}),
    description: translate({
      id: 'sap.offering.tutorials.description',
      message: '分析 BW 数据模型、BPC 合并报表和 BW 日历维度的完整演练。',
    }),
    docs: '/docs/tutorials/sap/',
  },
];
