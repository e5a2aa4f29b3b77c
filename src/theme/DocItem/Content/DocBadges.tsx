/**
 * The edition and "since" badges under a docs page's title: plain server-rendered markup from the
 * page's front matter (src/utils/docBadges.ts), no state and no effect. An edition badge links to
 * the pricing page's edition comparison.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {DocEdition} from '@site/src/data/site';
import {DOCS_RELEASE} from '@site/src/data/site';
import type {DocBadge} from '@site/src/utils/docBadges';
import styles from './badges.module.css';

function editionLabel(edition: DocEdition): string {
  switch (edition) {
    case 'community':
      return translate({id: 'docs.badge.edition.community', message: '社区版', description: 'Badge of a docs page whose feature the open-source community edition has'});
    case 'enterprise':
      return translate({id: 'docs.badge.edition.enterprise', message: '企业版', description: 'Badge of a docs page whose feature needs the Enterprise edition'});
    case 'enterprise-pro':
      return translate({id: 'docs.badge.edition.enterprisePro', message: '企业专业版', description: 'Badge of a docs page whose feature needs the Enterprise Pro edition'});
  }
}

const editionClass: Record<DocEdition, string | undefined> = {
  community: styles.community,
  enterprise: styles.enterprise,
  'enterprise-pro': styles.enterprisePro,
};

function Badge({badge}: {badge: DocBadge}): ReactNode {
  if (badge.kind === 'edition') {
    return (
      <Link
        to="/pricing/#compare"
        className={clsx(styles.badge, editionClass[badge.edition])}
        data-doc-badge="edition"
        data-edition={badge.edition}
        title={translate({id: 'docs.badge.edition.title', message: '在价格页对比各版本的功能', description: 'Tooltip of the edition badge of a docs page'})}>
        {editionLabel(badge.edition)}
      </Link>
    );
  }
  return (
    <span
      className={clsx(styles.badge, styles.since)}
      data-doc-badge="since"
      data-since={badge.version}
      title={
        badge.afterDocs
          ? translate(
              {id: 'docs.badge.since.afterDocs', message: '{version} 版本加入，不在本文档描述的 {docs} 版本中', description: 'Tooltip of the since badge when the feature came after the release the docs describe'},
              {version: badge.version, docs: DOCS_RELEASE.version},
            )
          : undefined
      }>
      {translate({id: 'docs.badge.since', message: '{version} 起', description: 'Badge: the release that brought the feature of a docs page'}, {version: badge.version})}
    </span>
  );
}

export default function DocBadges({badges}: {badges: DocBadge[]}): ReactNode {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label={translate({id: 'docs.badge.list', message: '适用版本', description: 'Accessible name of the list of edition and release badges of a docs page'})}>
      {badges.map((badge) => (
        <li key={badge.kind}>
          <Badge badge={badge} />
        </li>
      ))}
    </ul>
  );
}
