import {translate} from '@docusaurus/Translate';
import type {ProductArea} from './home';
import type {EditionId} from './pricing';

/** What an enterprise edition adds, and which paid editions include it (see the pricing table). */
export type EnterpriseFeature = ProductArea & {editions: EditionId[]};

const BOTH: EditionId[] = ['enterprise', 'enterprise-pro'];

export const enterpriseFeatures: EnterpriseFeature[] = [
  {
    id: 'deployment',
    title: translate({id: 'enterprise.feature.deployment.title', message: '私有化部署'}),
    description: translate({
      id: 'enterprise.feature.deployment.description',
      message: '用 Docker 或 Kubernetes 部署在自己的数据中心，配置 SSL 证书和备份。',
    }),
    docs: '/docs/getting-started/enterprise/k8s/',
    more: [
      {
        label: translate({id: 'enterprise.feature.deployment.more.docker', message: '用 Docker 部署'}),
        docs: '/docs/getting-started/enterprise/docker/',
      },
      {
        label: translate({id: 'enterprise.feature.deployment.more.ssl', message: '配置 SSL'}),
        docs: '/docs/getting-started/enterprise/ssl',
      },
      {
        label: translate({id: 'enterprise.feature.deployment.more.backups', message: '备份与恢复'}),
        docs: '/docs/getting-started/enterprise/k8s/backups',
      },
    ],
    editions: BOTH,
  },
  {
    id: 'tenants',
    title: translate({id: 'enterprise.feature.tenants.title', message: '多租户管理'}),
    description: translate({
      id: 'enterprise.feature.tenants.description',
      message: '租户、组织、角色与权限、SMTP 和功能开关集中管理。',
    }),
    docs: '/docs/server/tenant/',
    more: [
      {
        label: translate({id: 'enterprise.feature.tenants.more.organization', message: '组织'}),
        docs: '/docs/server/tenant/organization',
      },
      {
        label: translate({id: 'enterprise.feature.tenants.more.roles', message: '角色与权限'}),
        docs: '/docs/server/tenant/role-permissions',
      },
      {label: translate({id: 'enterprise.feature.tenants.more.smtp', message: 'SMTP 邮件'}), docs: '/docs/server/tenant/smtp'},
      {
        label: translate({id: 'enterprise.feature.tenants.more.feature', message: '功能开关'}),
        docs: '/docs/server/tenant/feature',
      },
    ],
    editions: BOTH,
  },
  {
    id: 'sso',
    title: translate({id: 'enterprise.feature.sso.title', message: '单点登录'}),
    description: translate({
      id: 'enterprise.feature.sso.description',
      message: '接入飞书或 Keycloak，员工用已有账号登录。',
    }),
    docs: '/docs/server/sso/',
    more: [
      {label: translate({id: 'enterprise.feature.sso.more.feishu', message: '飞书'}), docs: '/docs/server/sso/feishu'},
      {label: 'Keycloak', docs: '/docs/server/sso/keycloak'},
    ],
    editions: BOTH,
  },
  {
    id: 'governance',
    title: translate({id: 'enterprise.feature.governance.title', message: '数据治理'}),
    description: translate({
      id: 'enterprise.feature.governance.description',
      message: '用业务域划分职责，用指标认证保证口径可信。',
    }),
    docs: '/docs/indicators/certification',
    more: [
      {
        label: translate({id: 'enterprise.feature.governance.more.businessArea', message: '业务域'}),
        docs: '/docs/indicators/business-area',
      },
    ],
    // Certification and business areas ship in the open-source edition (packages/analytics/src/{certification,business-area} @ 3.6.0).
    editions: BOTH,
  },
  {
    id: 'agent',
    title: translate({id: 'enterprise.feature.agent.title', message: '本地代理'}),
    description: translate({
      id: 'enterprise.feature.agent.description',
      message: 'SAP BW、SAP HANA 等数据源留在内网，由本地代理转发查询，无需向外网开放数据库。',
    }),
    docs: '/docs/server/agent/',
    more: [
      {label: 'SAP BW', docs: '/docs/server/datasources/sap-bw/'},
      {label: 'SAP HANA', docs: '/docs/server/datasources/sap-hana'},
    ],
    editions: ['enterprise-pro'],
  },
  {
    id: 'support',
    title: translate({id: 'enterprise.feature.support.title', message: '技术支持与上线辅导'}),
    description: translate({
      id: 'enterprise.feature.support.description',
      message: '企业版提供工作日邮件支持；企业专业版另有专属支持，陪你完成部署、建模和上线。',
    }),
    docs: '/docs/getting-started/enterprise/pro',
    editions: BOTH,
  },
];
