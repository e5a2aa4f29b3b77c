import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {faq} from '@site/src/data/pricing';
import styles from './styles.module.css';

/** The questions evaluators ask before choosing an edition, answered in place (nothing to expand). */
export default function Faq(): ReactNode {
  return (
    <div className={styles.list}>
      {faq.map((entry) => (
        <div key={entry.id} className={styles.entry}>
          <Heading as="h3" className={styles.question}>
            {entry.question}
          </Heading>
          <p className={styles.answer}>{entry.answer}</p>
        </div>
      ))}
    </div>
  );
}
