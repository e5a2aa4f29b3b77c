// First: this page's strings must be registered before its modules call translate().
import '@site/plugins/page-strings/register';
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {editions} from '@site/src/data/pricing';
import EditionCard from './_components/EditionCard';
import ComparisonTable from './_components/ComparisonTable';
import Faq from './_components/Faq';
import ContactForm from './_components/ContactForm';
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
        <PageHeader
          title={translate({id: 'pricing.title', message: '选择适合你的版本'})}
          lead={<Translate id="pricing.lead">社区版永久免费；团队和企业按需要选择更多的管理、治理和支持能力。</Translate>}
          actions={
            <>
              <Link className="button button--primary button--lg" to="#contact">
                <Translate id="pricing.header.cta.contact">联系销售</Translate>
              </Link>
              <Link className="button button--secondary button--lg" to="#compare">
                <Translate id="pricing.header.cta.compare">对比各版本</Translate>
              </Link>
            </>
          }
        />
        <Section id="editions" title={translate({id: 'pricing.editions.title', message: '版本与价格'})}>
          <div className={styles.grid}>
            {editions.map((edition) => (
              <EditionCard key={edition.id} edition={edition} />
            ))}
          </div>
        </Section>
        <Section
          id="compare"
          tone="muted"
          title={translate({id: 'pricing.compare.title', message: '功能对比'})}
          lead={<Translate id="pricing.compare.lead">每个版本都包含左边一列版本的全部功能，再加上自己的部分。</Translate>}>
          <ComparisonTable />
        </Section>
        <Section id="faq" title={translate({id: 'pricing.faq.title', message: '常见问题'})}>
          <Faq />
        </Section>
        <Section
          id="contact"
          tone="muted"
          title={translate({id: 'pricing.contact.title', message: '联系销售'})}
          lead={<Translate id="pricing.contact.lead">告诉我们你的团队规模和部署方式，我们会给出建议和报价。</Translate>}>
          <ContactForm />
        </Section>
      </main>
    </Layout>
  );
}
