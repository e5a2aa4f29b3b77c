import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {btpTemplate} from '@site/src/data/sap';
import styles from './styles.module.css';

/** What the SAP BTP and Fiori application templates give a team, and the docs for embedding the copilot. */
export default function BtpTemplates(): ReactNode {
  return (
    <>
      <ul className={styles.points}>
        {btpTemplate.points.map((point) => (
          <li key={point.id} className={styles.point}>
            <Heading as="h3" className={styles.title}>
              {point.title}
            </Heading>
            <p className={styles.description}>{point.description}</p>
          </li>
        ))}
      </ul>
      <p className={styles.docs}>
        <Translate id="sap.btp.docs.lead">把数字专家放进你的 SAP 应用：</Translate>{' '}
        {btpTemplate.docs.map((link, index) => (
          <span key={link.docs}>
            {index > 0 && ' · '}
            <Link to={link.docs}>{link.label}</Link>
          </span>
        ))}
      </p>
    </>
  );
}
