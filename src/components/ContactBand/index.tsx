import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import {FORUM_URL, SALES_EMAIL} from '@site/src/data/site';
import styles from './styles.module.css';

type Props = {
  id: string;
  title: string;
  lead: ReactNode;
};

/** The closing call to action of a marketing page: the contact form, the sales mailbox, the forum. */
export default function ContactBand({id, title, lead}: Props): ReactNode {
  return (
    <Section id={id} tone="muted" title={title} lead={lead}>
      <div className={styles.actions}>
        <Link className="button button--primary button--lg" to="/pricing/#contact">
          <Translate id="contactBand.form">填写联系表单</Translate>
        </Link>
        <Link className="button button--secondary button--lg" href={`mailto:${SALES_EMAIL}`}>
          <Translate id="contactBand.email" values={{email: SALES_EMAIL}}>
            {'发邮件到 {email}'}
          </Translate>
        </Link>
        <Link className="button button--outline button--primary button--lg" href={FORUM_URL}>
          <Translate id="contactBand.forum">在社区论坛提问</Translate>
        </Link>
      </div>
    </Section>
  );
}
