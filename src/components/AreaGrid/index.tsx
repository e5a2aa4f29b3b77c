import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {ProductArea} from '@site/src/data/home';
import styles from './styles.module.css';

/** A grid of cards, each naming an area of the product and linking to its docs. */
export default function AreaGrid({areas}: {areas: ProductArea[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {areas.map((area) => (
        <li key={area.id} className={styles.card}>
          <Heading as="h3" className={styles.title}>{area.title}</Heading>
          <p>{area.description}</p>
          <Link to={area.docs} className={styles.link}>
            <Translate id="home.area.readDocs" description="Link from a product card to its docs">
              阅读文档
            </Translate>
            <span className="sr-only">: {area.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
