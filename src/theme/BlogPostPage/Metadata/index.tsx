/** Wraps a blog post's metadata with its Markdown twin (`<route>.md`) as an alternate. */
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {twinPath} from '@site/plugins/machine-readable/paths';

export default function BlogPostPageMetadataWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata />
      <Head>
        <link rel="alternate" type="text/markdown" href={siteConfig.url + twinPath(metadata.permalink)} />
      </Head>
    </>
  );
}
