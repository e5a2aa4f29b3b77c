import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  title: ReactNode;
  lead: ReactNode;
  /** Buttons: the next steps a reader can take from here. */
  actions?: ReactNode;
  /** A diagram beside the text on wide screens, under it on narrow ones. */
  illustration?: ReactNode;
  /** The h1 is the site name on the home page; elsewhere the page's own title. */
  titleClassName?: string;
  /** Extra classes for the grid (text and illustration) and for the row of actions. */
  className?: string;
  actionsClassName?: string;
};

/** The opening band of a marketing page: the page's h1, what it is about, and where to go next. */
export default function PageHeader({title, lead, actions, illustration, titleClassName, className, actionsClassName}: Props): ReactNode {
  return (
    <div className={styles.header}>
      <div className={clsx('container', styles.inner, illustration && styles.withIllustration, className)}>
        <div className={styles.text}>
          <Heading as="h1" className={clsx(styles.title, titleClassName)}>
            {title}
          </Heading>
          <p className={styles.lead}>{lead}</p>
          {actions && <div className={clsx(styles.actions, actionsClassName)}>{actions}</div>}
        </div>
        {illustration && <div className={styles.illustration}>{illustration}</div>}
      </div>
    </div>
  );
}
