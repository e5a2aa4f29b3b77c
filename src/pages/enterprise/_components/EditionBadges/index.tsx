import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {editions, type EditionId} from '@site/src/data/pricing';
import styles from './styles.module.css';

/** Which paid editions include a feature, named as on the pricing page. */
export default function EditionBadges({ids}: {ids: EditionId[]}): ReactNode {
  const names = ids.map((id) => editions.find((edition) => edition.id === id)?.name ?? id);
  return (
    <p className={styles.badges}>
      <Translate id="enterprise.feature.includedIn">包含于</Translate>
      {names.map((name) => (
        <span key={name} className={styles.badge}>
          {name}
        </span>
      ))}
    </p>
  );
}
