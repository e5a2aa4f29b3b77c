import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import {FORUM_URL, SALES_EMAIL} from '@site/src/data/site';

/** The contact band at #connect: where evaluators ask questions or reach sales. */
export default function Connect(): ReactNode {
  return (
    <Section
      id="connect"
      tone="muted"
      title={<Translate id="home.connect.title">联系我们</Translate>}
      lead={
        <Translate id="home.connect.lead">
          想了解企业版、私有化部署或 SAP 集成？告诉我们你的场景，我们会在一个工作日内回复。
        </Translate>
      }>
      <p style={{textAlign: 'center'}}>
        <Link className="button button--primary button--lg" to="/pricing/#contact">
          <Translate id="home.connect.form">填写联系表单</Translate>
        </Link>{' '}
        <Link className="button button--secondary button--lg" href={`mailto:${SALES_EMAIL}`}>
          {SALES_EMAIL}
        </Link>{' '}
        <Link className="button button--outline button--primary button--lg" href={FORUM_URL}>
          <Translate id="home.connect.forum">社区论坛</Translate>
        </Link>
      </p>
    </Section>
  );
}
