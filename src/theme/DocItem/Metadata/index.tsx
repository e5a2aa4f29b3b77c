/**
 * Wraps the docs page metadata with the machine-readable head entries of the page: its Markdown
 * twin as an alternate (`<route>.md`), `og:type` article and the TechArticle JSON-LD.
 * (Docusaurus writes the BreadcrumbList JSON-LD itself, in DocBreadcrumbs.)
 */
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {twinPath} from '@site/plugins/machine-readable/paths';
import {techArticle} from '@site/plugins/machine-readable/structured-data';
import {useCardUrl, useSite} from '@site/src/utils/machineReadable';

export default function DocItemMetadataWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const breadcrumbs = useSidebarBreadcrumbs();
  const site = useSite();
  const image = useCardUrl(metadata.permalink);
  const url = siteConfig.url + metadata.permalink;
  const article = techArticle(site, {
    url,
    title: metadata.title,
    description: metadata.description,
    image,
    keywords: metadata.tags.map((tag) => tag.label),
    section: breadcrumbs?.[0]?.label,
    dateModified: metadata.lastUpdatedAt ? new Date(metadata.lastUpdatedAt).toISOString() : undefined,
  });
  return (
    <>
      <Metadata />
      <Head>
        <meta property="og:type" content="article" />
        <link rel="alternate" type="text/markdown" href={siteConfig.url + twinPath(metadata.permalink)} />
        <script type="application/ld+json">{JSON.stringify(article)}</script>
      </Head>
    </>
  );
}
