import {translate} from '@docusaurus/Translate';
import type {ProductArea} from './home';

export const enterpriseFeatures: ProductArea[] = [
  {
    id: 'deployment',
    title: translate({id: 'enterprise.feature.deployment.title', message: '私有化部署'}),
    description: translate({
      id: 'enterprise.feature.deployment.description',
      message: '用 Docker 或 Kubernetes 部署在自己的数据中心，配置 SSL 证书和备份。',
    }),
    docs: '/docs/getting-started/enterprise/k8s/',
  },
  {
    id: 'tenants',
    title: translate({id: 'enterprise.feature.tenants.title', message: '多租户管理'}),
    description: translate({
      id: 'enterprise.feature.tenants.description',
      message: '租户、组织、角色与权限、SMTP 和功能开关集中管理。',
    }),
    docs: '/docs/server/tenant/',
  },
  {
    id: 'sso',
    title: translate({id: 'enterprise.feature.sso.title', message: '单点登录'}),
    description: translate({
      id: 'enterprise.feature.sso.description',
      message: '接入飞书或 Keycloak，员工用已有账号登录。',
    }),
    docs: '/docs/server/sso/',
  },
  {
    id: 'governance',
    title: translate({id: 'enterprise.feature.governance.title', message: '数据治理'}),
    description: translate({
      id: 'enterprise.feature.governance.description',
      message: '用业务域划分职责，用指标认证保证口径可信。',
    }),
    docs: '/docs/indicators/certification',
  },
];
