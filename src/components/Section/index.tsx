import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type Props = {
  id?: string;
  /** Plain text, so the heading's anchor link gets a readable label ("Direct link to …"). */
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'muted';
};

/** The shared building block of the marketing pages: a titled band of content. */
export default function Section({id, title, lead, children, tone = 'plain'}: Props): ReactNode {
  const headingId = id ? `${id}-title` : undefined;
  // Register the ids so that links to `/page/#id` pass the build's broken-anchor check.
  const brokenLinks = useBrokenLinks();
  if (id) {
    brokenLinks.collectAnchor(id);
  }
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(styles.section, tone === 'muted' && styles.muted)}>
      <div className="container">
        <Heading as="h2" id={headingId} className={styles.title}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
