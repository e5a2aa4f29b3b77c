import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {ProductArea} from '@site/src/data/home';
import styles from './styles.module.css';

type Props<T extends ProductArea> = {
  areas: T[];
  /** Heading level of the card titles: h3 under a section's h2 (the default). */
  headingLevel?: 'h3' | 'h4';
  /** Something drawn at the top of a card, e.g. a small illustration. */
  renderMedia?: (area: T) => ReactNode;
  /** Extra content under the description, e.g. which editions include the feature. */
  renderExtra?: (area: T) => ReactNode;
  /** Extra class for the list, e.g. wider columns. */
  className?: string;
};

/** A grid of cards, each naming an area of the product and linking to its docs. */
export default function AreaGrid<T extends ProductArea>({
  areas,
  headingLevel = 'h3',
  renderMedia,
  renderExtra,
  className,
}: Props<T>): ReactNode {
  return (
    <ul className={clsx(styles.grid, className)}>
      {areas.map((area) => (
        <li key={area.id} className={styles.card} data-area={area.id}>
          {renderMedia?.(area)}
          <Heading as={headingLevel} className={styles.title}>
            {area.title}
          </Heading>
          <p className={styles.description}>{area.description}</p>
          {renderExtra?.(area)}
          <Link to={area.docs} className={styles.link}>
            <Translate id="home.area.readDocs" description="Link from a product card to its docs">
              阅读文档
            </Translate>
            <span className="sr-only">: {area.title}</span>
          </Link>
          {area.more && area.more.length > 0 && (
            <ul className={styles.more}>
              {area.more.map((link) => (
                <li key={link.docs}>
                  <Link to={link.docs}>{link.label}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
