import {translate} from '@docusaurus/Translate';

export type EditionId = 'community' | 'small-business' | 'enterprise' | 'enterprise-pro' | 'cloud';

/** A pricing edition. Prices are display strings only (spec section 9): nothing computes them. */
export type Edition = {
  id: EditionId;
  name: string;
  /** The price as shown, e.g. `$39`. */
  price: string;
  /** A struck-through list price shown before `price`, when there is one. */
  listPrice?: string;
  /** What the price is per, e.g. "per month, 10 users included". */
  priceNote: string;
  extraNote?: string;
  comingSoon?: boolean;
  features: string[];
  /** `to` is a site route (docs page or `/pricing/#contact`), without locale prefix. */
  cta: {label: string; to: string};
};

export const editions: Edition[] = [
  {
    id: 'community',
    name: translate({id: 'pricing.edition.community.name', message: '社区版'}),
    price: '$0',
    priceNote: translate({id: 'pricing.edition.community.priceNote', message: '免费，开源'}),
    features: [
      translate({id: 'pricing.edition.community.feature.models', message: '语义模型、故事和指标管理'}),
      translate({id: 'pricing.edition.community.feature.xpert', message: '数字专家、工作流和知识库'}),
      translate({id: 'pricing.edition.community.feature.tenants', message: '多租户、组织与角色权限'}),
      translate({id: 'pricing.edition.community.feature.docker', message: 'Docker Compose 自托管'}),
      translate({id: 'pricing.edition.community.feature.support', message: '社区论坛支持'}),
    ],
    cta: {
      label: translate({id: 'pricing.edition.community.cta', message: '安装社区版'}),
      to: '/docs/getting-started/community/',
    },
  },
  {
    id: 'small-business',
    name: translate({id: 'pricing.edition.smallBusiness.name', message: '小型企业版'}),
    price: '$39',
    priceNote: translate({id: 'pricing.edition.smallBusiness.priceNote', message: '每月，含 10 个用户'}),
    extraNote: translate({id: 'pricing.edition.smallBusiness.extraNote', message: '每增加 1 个用户每月 $4'}),
    features: [
      translate({id: 'pricing.edition.smallBusiness.feature.all', message: '社区版的全部功能'}),
      translate({id: 'pricing.edition.smallBusiness.feature.support', message: '工作日邮件支持'}),
    ],
    cta: {
      label: translate({id: 'pricing.edition.smallBusiness.cta', message: '联系销售'}),
      to: '/pricing/#contact',
    },
  },
  {
    id: 'enterprise',
    name: translate({id: 'pricing.edition.enterprise.name', message: '企业版'}),
    price: '$1000',
    listPrice: '$3400',
    priceNote: translate({id: 'pricing.edition.enterprise.priceNote', message: '不限用户数，不限公司数'}),
    features: [
      translate({id: 'pricing.edition.enterprise.feature.all', message: '小型企业版的全部功能'}),
      translate({id: 'pricing.edition.enterprise.feature.sso', message: '单点登录（飞书、Keycloak）'}),
      translate({id: 'pricing.edition.enterprise.feature.k8s', message: 'Kubernetes 私有化部署'}),
    ],
    cta: {
      label: translate({id: 'pricing.edition.enterprise.cta', message: '了解企业版'}),
      to: '/enterprise/',
    },
  },
  {
    id: 'enterprise-pro',
    name: translate({id: 'pricing.edition.enterprisePro.name', message: '企业专业版'}),
    price: translate({id: 'pricing.edition.enterprisePro.price', message: '按需报价'}),
    priceNote: translate({id: 'pricing.edition.enterprisePro.priceNote', message: '按部署规模与服务级别定价'}),
    features: [
      translate({id: 'pricing.edition.enterprisePro.feature.all', message: '企业版的全部功能'}),
      translate({id: 'pricing.edition.enterprisePro.feature.sap', message: 'SAP BW / HANA 本地代理与集成'}),
      translate({id: 'pricing.edition.enterprisePro.feature.support', message: '专属支持与上线辅导'}),
    ],
    cta: {
      label: translate({id: 'pricing.edition.enterprisePro.cta', message: '获取报价'}),
      to: '/pricing/#contact',
    },
  },
  {
    id: 'cloud',
    name: translate({id: 'pricing.edition.cloud.name', message: '云版本'}),
    price: translate({id: 'pricing.edition.cloud.price', message: '即将推出'}),
    priceNote: translate({id: 'pricing.edition.cloud.priceNote', message: '托管在云端，免安装'}),
    comingSoon: true,
    features: [
      translate({id: 'pricing.edition.cloud.feature.hosted', message: '由我们运维与升级'}),
      translate({id: 'pricing.edition.cloud.feature.trial', message: '现在即可在云端应用中试用'}),
    ],
    cta: {
      label: translate({id: 'pricing.edition.cloud.cta', message: '阅读云端入门'}),
      to: '/docs/getting-started/cloud/',
    },
  },
];

/** The editions the comparison table has columns for: the ones you can buy or install today. */
export const comparedEditions = ['community', 'small-business', 'enterprise', 'enterprise-pro'] as const;
export type ComparedEdition = (typeof comparedEditions)[number];

/**
 * `true` and `false` render as included / not included; a string is shown as it is (a part of the
 * feature, e.g. only Feishu sign-in). The community column is what the open-source repository
 * ships at the release the docs describe (src/data/site.ts DOCS_RELEASE); src/data/editions.ts maps
 * rows to docs pages and tests/editions.test.ts checks both against each other.
 */
export type ComparisonValue = boolean | string;

export type ComparisonRow = {
  id: string;
  feature: string;
  values: Record<ComparedEdition, ComparisonValue>;
};

const unlimited = translate({id: 'pricing.compare.value.unlimited', message: '不限'});
const dockerOrK8s = translate({id: 'pricing.compare.deployment.k8s', message: 'Docker 或 Kubernetes'});
const emailSupport = translate({id: 'pricing.compare.support.email', message: '工作日邮件'});
const feishuOnly = translate({id: 'pricing.compare.sso.feishuOnly', message: '仅飞书'});
const sapBwOnly = translate({id: 'pricing.compare.sap.bwOnly', message: '仅 SAP BW（XMLA）'});

export const comparison: ComparisonRow[] = [
  {
    id: 'users',
    feature: translate({id: 'pricing.compare.users', message: '用户数'}),
    values: {
      community: unlimited,
      'small-business': translate({id: 'pricing.compare.users.smallBusiness', message: '含 10 个，可按人增加'}),
      enterprise: unlimited,
      'enterprise-pro': unlimited,
    },
  },
  {
    id: 'tenants',
    feature: translate({id: 'pricing.compare.tenants', message: '公司（租户）数'}),
    // The open-source server ships tenants, organizations and roles (packages/server/src/tenant @ 3.6.0).
    values: {community: unlimited, 'small-business': unlimited, enterprise: unlimited, 'enterprise-pro': unlimited},
  },
  {
    id: 'bi',
    feature: translate({id: 'pricing.compare.bi', message: '语义模型、故事（仪表板）和指标管理'}),
    values: {community: true, 'small-business': true, enterprise: true, 'enterprise-pro': true},
  },
  {
    id: 'ai',
    feature: translate({id: 'pricing.compare.ai', message: '数字专家、工作流、知识库与 ChatBI'}),
    values: {community: true, 'small-business': true, enterprise: true, 'enterprise-pro': true},
  },
  {
    id: 'plugins',
    feature: translate({id: 'pricing.compare.plugins', message: '工具集、MCP 与插件'}),
    values: {community: true, 'small-business': true, enterprise: true, 'enterprise-pro': true},
  },
  {
    id: 'roles',
    feature: translate({id: 'pricing.compare.roles', message: '角色权限与成员级数据权限'}),
    // packages/server/src/role-permission and the semantic model roles (packages/analytics/src/model/role) @ 3.6.0.
    values: {community: true, 'small-business': true, enterprise: true, 'enterprise-pro': true},
  },
  {
    id: 'smtp',
    feature: translate({id: 'pricing.compare.smtp', message: '邮件通知与定时任务'}),
    // packages/server/src/custom-smtp, packages/server-ai/src/xpert-task, packages/plugins/trigger-schedule @ 3.6.0.
    values: {community: true, 'small-business': true, enterprise: true, 'enterprise-pro': true},
  },
  {
    id: 'multi-tenant',
    feature: translate({id: 'pricing.compare.multiTenant', message: '多租户与组织管理'}),
    // packages/server/src/tenant, organization, user-organization @ 3.6.0.
    values: {community: true, 'small-business': true, enterprise: true, 'enterprise-pro': true},
  },
  {
    id: 'sso',
    feature: translate({id: 'pricing.compare.sso', message: '单点登录（飞书、Keycloak）'}),
    // Feishu sign-in is a live strategy in packages/auth/src/internal.ts @ 3.6.0; Keycloak is commented out there.
    values: {community: feishuOnly, 'small-business': feishuOnly, enterprise: true, 'enterprise-pro': true},
  },
  {
    id: 'deployment',
    feature: translate({id: 'pricing.compare.deployment', message: '部署方式'}),
    values: {
      // The Kubernetes guide runs the open-source images and needs no licence
      // (docs/getting-started/enterprise/index.md), so the community column names it too.
      community: translate({id: 'pricing.compare.deployment.community', message: 'Docker Compose 或 Kubernetes（自行部署）'}),
      'small-business': 'Docker',
      enterprise: dockerOrK8s,
      'enterprise-pro': dockerOrK8s,
    },
  },
  {
    id: 'sap',
    feature: translate({id: 'pricing.compare.sap', message: 'SAP BW / HANA 本地代理与集成'}),
    // The SAP BW (XMLA) adapter is exported by packages/adapter @ 3.6.0; SAP HANA's export is commented out.
    values: {community: sapBwOnly, 'small-business': sapBwOnly, enterprise: sapBwOnly, 'enterprise-pro': true},
  },
  {
    id: 'governance',
    feature: translate({id: 'pricing.compare.governance', message: '指标认证与业务域治理'}),
    // packages/analytics/src/certification and business-area @ 3.6.0.
    values: {community: true, 'small-business': true, enterprise: true, 'enterprise-pro': true},
  },
  {
    id: 'support',
    feature: translate({id: 'pricing.compare.support', message: '支持'}),
    values: {
      community: translate({id: 'pricing.compare.support.forum', message: '社区论坛'}),
      'small-business': emailSupport,
      enterprise: emailSupport,
      'enterprise-pro': translate({id: 'pricing.compare.support.dedicated', message: '专属支持与上线辅导'}),
    },
  },
];

export type FaqEntry = {id: string; question: string; answer: string};

export const faq: FaqEntry[] = [
  {
    id: 'community-free',
    question: translate({id: 'pricing.faq.communityFree.question', message: '社区版真的免费吗？'}),
    answer: translate({
      id: 'pricing.faq.communityFree.answer',
      message: '是的。社区版开源，你可以免费部署在自己的服务器上，不限用户数；问题可以在社区论坛里提问。',
    }),
  },
  {
    id: 'small-business-users',
    question: translate({id: 'pricing.faq.smallBusinessUsers.question', message: '小型企业版怎么计算用户费用？'}),
    answer: translate({
      id: 'pricing.faq.smallBusinessUsers.answer',
      message: '每月 $39 已包含 10 个用户，第 11 个用户起每人每月 $4。例如 15 个用户每月共 $59。',
    }),
  },
  {
    id: 'enterprise-unlimited',
    question: translate({
      id: 'pricing.faq.enterpriseUnlimited.question',
      message: '企业版的“不限用户数，不限公司数”是什么意思？',
    }),
    answer: translate({
      id: 'pricing.faq.enterpriseUnlimited.answer',
      message: '一套企业版可以服务任意数量的用户，也可以为集团里的每家公司各开一个租户，每个租户有自己的用户、角色、组织和数据源。',
    }),
  },
  {
    id: 'enterprise-pro-price',
    question: translate({id: 'pricing.faq.enterpriseProPrice.question', message: '企业专业版为什么没有标价？'}),
    answer: translate({
      id: 'pricing.faq.enterpriseProPrice.answer',
      message: '它的价格取决于部署规模、需要接入的 SAP 系统和支持级别。用页面下方的表单告诉我们你的情况，我们会给出报价。',
    }),
  },
  {
    id: 'upgrade',
    question: translate({id: 'pricing.faq.upgrade.question', message: '以后可以从社区版升级吗？'}),
    answer: translate({
      id: 'pricing.faq.upgrade.answer',
      message: '可以。各版本基于同一个平台，升级时我们会帮你迁移语义模型、故事、指标和数字专家。',
    }),
  },
  {
    id: 'cloud',
    question: translate({id: 'pricing.faq.cloud.question', message: '云版本什么时候推出？'}),
    answer: translate({
      id: 'pricing.faq.cloud.answer',
      message: '发布日期还没有确定。在此之前，你可以先在云端应用中试用，再决定是否自托管。',
    }),
  },
];
