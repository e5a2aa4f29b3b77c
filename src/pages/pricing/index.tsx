import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import {editions} from '@site/src/data/pricing';
import EditionCard from './_components/EditionCard';
import styles from './styles.module.css';

export default function Pricing(): ReactNode {
  return (
    <Layout
      title={translate({id: 'pricing.meta.title', message: '价格'})}
      description={translate({
        id: 'pricing.meta.description',
        message: 'Xpert AI 的社区版、小型企业版、企业版和企业专业版：价格与包含的功能。',
      })}>
      <main>
        <Section
          id="editions"
          title={<Translate id="pricing.title">选择适合你的版本</Translate>}
          lead={<Translate id="pricing.lead">社区版永久免费；团队和企业按需要选择更多的管理、治理和支持能力。</Translate>}>
          <div className={styles.grid}>
            {editions.map((edition) => (
              <EditionCard key={edition.id} edition={edition} />
            ))}
          </div>
        </Section>
        <Section id="contact" tone="muted" title={<Translate id="pricing.contact.title">联系销售</Translate>}>
          <p className={styles.contact}>
            <Translate id="pricing.contact.lead">告诉我们你的团队规模和部署方式，我们会给出建议和报价。</Translate>
          </p>
        </Section>
      </main>
    </Layout>
  );
}
