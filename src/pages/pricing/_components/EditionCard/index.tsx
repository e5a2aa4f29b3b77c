import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Edition} from '@site/src/data/pricing';
import styles from './styles.module.css';

/** One edition: name, price as displayed, what it includes, and the next step. */
export default function EditionCard({edition}: {edition: Edition}): ReactNode {
  // "$39" is set large; a worded price ("Price on request", "Coming soon") at that size would wrap.
  const isFigure = /\d/.test(edition.price);
  const headingId = `edition-${edition.id}`;
  return (
    <article
      className={clsx(styles.card, edition.comingSoon && styles.soon)}
      data-edition={edition.id}
      aria-labelledby={headingId}>
      <div className={styles.head}>
        <Heading as="h3" id={headingId} className={styles.name}>
          {edition.name}
        </Heading>
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
          <span className={isFigure ? styles.amount : styles.amountText} data-testid="price">
            {edition.price}
          </span>
        </p>
        <p className={styles.note}>{edition.priceNote}</p>
        {edition.extraNote && <p className={styles.note}>{edition.extraNote}</p>}
      </div>
      <ul className={styles.features}>
        {edition.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link className={clsx('button button--primary button--block', styles.cta)} to={edition.cta.to}>
        {edition.cta.label}
      </Link>
    </article>
  );
}
