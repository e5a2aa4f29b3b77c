/**
 * Wraps the docs page content: the "Copy page" button (copies the page's Markdown twin) above every
 * docs page, and the edition and "since" badges (front matter `edition`, `since`) under the title.
 *
 * The theme's DocItem/Content draws the title inside its own markup, so a page with badges gets
 * that markup here (the same classes, header and MDXContent as the theme's, 3.10.2) with the badges
 * in the header; a page without badges renders the theme's component unchanged.
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

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const badges = docBadges(frontMatter as {edition?: unknown; since?: unknown});
  // The theme's rule for its "synthetic" title: front matter title, unless hidden or the Markdown has an h1.
  const title = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  let content: ReactNode;
  if (badges.length === 0) {
    content = <Content {...props} />;
  } else if (title === null) {
    content = (
      <>
        <DocBadges badges={badges} />
        <Content {...props} />
      </>
    );
  } else {
    content = (
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        <header>
          <Heading as="h1">{title}</Heading>
          <DocBadges badges={badges} />
        </header>
        <MDXContent>{props.children}</MDXContent>
      </div>
    );
  }
  return (
    <>
      <CopyPageButton markdownUrl={twinPath(metadata.permalink)} />
      {content}
    </>
  );
}
