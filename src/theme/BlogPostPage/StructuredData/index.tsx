/**
 * The BlogPosting JSON-LD of a post: Docusaurus' own (useBlogPostStructuredData, the hook the
 * classic component renders) completed with the social card as `image`, the language, the
 * publisher and the tags as `keywords`. Replaces the five-line classic component rather than
 * wrapping it, so the page carries one BlogPosting, not two.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBlogPost, useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import {completeBlogPosting, type JsonLd} from '@site/plugins/machine-readable/structured-data';
import {useCardUrl, useSite} from '@site/src/utils/machineReadable';

export default function BlogPostStructuredData(): ReactNode {
  const base = useBlogPostStructuredData() as unknown as JsonLd;
  const {metadata} = useBlogPost();
  const site = useSite();
  const image = useCardUrl(metadata.permalink);
  const data = completeBlogPosting(base, site, {image, keywords: metadata.tags.map((tag) => tag.label)});
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
