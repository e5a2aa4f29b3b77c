/**
 * Wraps the tag index of the blog and the docs (`/blog/tags/`, `/docs/tags/`). The theme groups tags
 * under their first letter; Chinese labels have no letters, so each tag got its own heading (one
 * character, one tag). In Chinese the tags are one plain list in pinyin order; other locales keep
 * the theme's letter groups.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import TagsListByLetter from '@theme-original/TagsListByLetter';
import type {Props} from '@theme/TagsListByLetter';
import Tag from '@theme/Tag';
import {groupsByLetter, sortTagsForLocale} from './order';
import styles from './styles.module.css';

export default function TagsListByLetterWrapper(props: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  if (groupsByLetter(i18n.currentLocale)) return <TagsListByLetter {...props} />;
  return (
    <section className="margin-vert--lg">
      <ul className={`padding--none ${styles.list}`}>
        {sortTagsForLocale(props.tags, i18n.currentLocale).map((tag) => (
          <li key={tag.permalink} className={styles.tag}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
    </section>
  );
}
