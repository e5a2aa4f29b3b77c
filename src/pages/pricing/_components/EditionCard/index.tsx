import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Edition} from '@site/src/data/pricing';
import styles from './styles.module.css';

export default function EditionCard({edition}: {edition: Edition}): ReactNode {
  return (
    <article className={clsx(styles.card, edition.comingSoon && styles.soon)} data-edition={edition.id}>
      <Heading as="h3" className={styles.name}>{edition.name}</Heading>
      <p className={styles.price}>
        {edition.listPrice && (
          <>
            <del className={styles.listPrice} data-testid="list-price">
              <span className="sr-only">
                <Translate id="pricing.listPrice.label">原价</Translate>{' '}
              </span>
              {edition.listPrice}
            </del>{' '}
          </>
        )}
        <span className={styles.amount} data-testid="price">
          {edition.price}
        </span>
      </p>
      <p className={styles.note}>{edition.priceNote}</p>
      {edition.extraNote && <p className={styles.note}>{edition.extraNote}</p>}
      <ul className={styles.features}>
        {edition.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link className="button button--primary button--block" to={edition.cta.to}>
        {edition.cta.label}
      </Link>
    </article>
  );
}
