import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import AreaGrid from '@site/src/components/AreaGrid';
import {enterpriseFeatures} from '@site/src/data/enterprise';

export default function Enterprise(): ReactNode {
  return (
    <Layout
      title={translate({id: 'enterprise.meta.title', message: '企业版'})}
      description={translate({
        id: 'enterprise.meta.description',
        message: 'Xpert AI 企业版：私有化部署、多租户、单点登录、数据治理和技术支持。',
      })}>
      <main>
        <Section
          id="enterprise"
          title={<Translate id="enterprise.title">为企业准备的部署、管理与治理</Translate>}
          lead={<Translate id="enterprise.lead">在社区版的基础上，企业版增加了管理员真正需要的能力。</Translate>}>
          <AreaGrid areas={enterpriseFeatures} />
        </Section>
      </main>
    </Layout>
  );
}
