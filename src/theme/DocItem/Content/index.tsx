/**
 * Wraps the docs page content: the edition and "since" badges (front matter `edition`, `since`) and
 * the "Copy page" button (copies the page's Markdown twin) under the title.
 *
 * The theme's DocItem/Content draws the title inside its own markup, so a page with a title from
 * its front matter gets that markup here (the same classes, header and MDXContent as the theme's,
 * 3.10.2) with the badges and the button in the header; a page whose Markdown has its own h1
 * renders the theme's component, the button above it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import {twinPath} from '@site/plugins/machine-readable/paths';
import {docBadges} from '@site/src/utils/docBadges';
import CopyPageButton from './CopyPageButton';
import DocBadges from './DocBadges';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const badges = docBadges(frontMatter as {edition?: unknown; since?: unknown});
  // The theme's rule for its "synthetic" title: front matter title, unless hidden or the Markdown has an h1.
  const title = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  if (title !== null) {
    // The title, then the badges and "Copy page" in one header: beside the title on a wide
    // screen, under it on a phone, where the title takes the whole width (styles.titleHeader).
    return (
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        <header className={styles.titleHeader}>
          <Heading as="h1">{title}</Heading>
          {badges.length > 0 && <DocBadges badges={badges} />}
          <CopyPageButton markdownUrl={twinPath(metadata.permalink)} />
        </header>
        <MDXContent>{props.children}</MDXContent>
      </div>
    );
  }
  // A page whose Markdown has its own h1 keeps the theme's markup, the button above it.
  const content = (
    <>
      {badges.length > 0 && <DocBadges badges={badges} />}
      <Content {...props} />
    </>
  );
  return (
    <>
      <CopyPageButton markdownUrl={twinPath(metadata.permalink)} />
      {content}
    </>
  );
}
