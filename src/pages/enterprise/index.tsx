// First: this page's strings must be registered before its modules call translate().
import '@site/plugins/page-strings/register';
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import AreaGrid from '@site/src/components/AreaGrid';
import ContactBand from '@site/src/components/ContactBand';
import {enterpriseFeatures} from '@site/src/data/enterprise';
import TenantDiagram from './_components/TenantDiagram';
import EditionBadges from './_components/EditionBadges';
import styles from './styles.module.css';

export default function Enterprise(): ReactNode {
  return (
    <Layout
      title={translate({id: 'enterprise.meta.title', message: '企业版'})}
      description={translate({
        id: 'enterprise.meta.description',
        message: 'Xpert AI 企业版：私有化部署、多租户、单点登录、数据治理和技术支持。',
      })}>
      <main>
        <PageHeader
          title={translate({id: 'enterprise.title', message: '为企业准备的部署、管理与治理'})}
          lead={
            <Translate id="enterprise.header.lead">
              企业版和企业专业版在社区版的基础上，增加了管理员上线时真正需要的东西：在自己的环境里部署，集中管理租户和权限，用已有账号登录，治理指标口径，并连接内网中的 SAP 系统。
            </Translate>
          }
          actions={
            <>
              <Link className="button button--primary button--lg" to="/pricing/#contact">
                <Translate id="enterprise.cta.contact">联系销售</Translate>
              </Link>
              <Link className="button button--secondary button--lg" to="/pricing/#compare">
                <Translate id="enterprise.cta.compare">对比各版本</Translate>
              </Link>
            </>
          }
          illustration={<TenantDiagram />}
        />
        <Section
          id="features"
          title={translate({id: 'enterprise.features.title', message: '企业版增加了什么'})}
          lead={
            <Translate id="enterprise.features.lead">每一项都链接到对应的文档，你可以在评估时直接查看配置步骤和限制。</Translate>
          }>
          <AreaGrid
            areas={enterpriseFeatures}
            className={styles.features}
            renderExtra={(feature) => <EditionBadges ids={feature.editions} />}
          />
        </Section>
        <ContactBand
          id="contact-sales"
          title={translate({id: 'enterprise.contact.title', message: '和我们聊聊你的部署'})}
          lead={
            <Translate id="enterprise.contact.lead">
              告诉我们用户规模、需要连接的系统和部署环境，我们会推荐合适的版本并给出报价。
            </Translate>
          }
        />
      </main>
    </Layout>
  );
}
