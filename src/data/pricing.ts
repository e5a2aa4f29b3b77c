import {translate} from '@docusaurus/Translate';

/** A pricing edition. Prices are display strings only (spec section 9): nothing computes them. */
export type Edition = {
  id: 'community' | 'small-business' | 'enterprise' | 'enterprise-pro' | 'cloud';
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
      translate({id: 'pricing.edition.smallBusiness.feature.roles', message: '角色权限与成员级数据权限'}),
      translate({id: 'pricing.edition.smallBusiness.feature.smtp', message: '邮件通知与定时任务'}),
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
      translate({id: 'pricing.edition.enterprise.feature.tenants', message: '多租户与组织管理'}),
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
      translate({id: 'pricing.edition.enterprisePro.feature.governance', message: '指标认证与业务域治理'}),
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
