/**
 * Wraps the classic theme's site-wide metadata (rendered once, above every page) with what social
 * networks and search engines read: the page's own 1200x630 social card (og:image, twitter:image,
 * written by plugins/machine-readable at build time), valid og:locale values, hreflang `en` for
 * English, the tagline as the description of pages that have none, and on the home page the
 * Organization and WebSite (with search) JSON-LD.
 * Later <Head> entries replace earlier ones with the same property or href, so these win.
 */
import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {CARD_HEIGHT, CARD_WIDTH, localeRelative} from '@site/plugins/machine-readable/paths';
import {HREFLANGS, OG_LOCALES} from '@site/plugins/machine-readable/locales';
import {homeGraph} from '@site/plugins/machine-readable/structured-data';
import {useCardUrl, useSite} from '@site/src/utils/machineReadable';

export default function SiteMetadataWrapper(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const site = useSite();
  const card = useCardUrl(pathname);
  const isHome = localeRelative(pathname, siteConfig.baseUrl) === '';
  // The same href as the classic theme's alternates (useAlternatePageUtils), so ours replace them.
  const suffix = pathname.replace(siteConfig.baseUrl, '');
  const urlIn = (locale: string) => {
    const config = i18n.localeConfigs[locale]!;
    return `${config.url}${config.baseUrl}${suffix}`;
  };
  const ogLocale = (locale: string) => OG_LOCALES[locale] ?? locale.replace('-', '_');
  return (
    <>
      <SiteMetadata />
      <Head>
        <meta property="og:site_name" content={siteConfig.title} />
        {/* A default for pages without a description of their own (tag lists, search); theirs win. */}
        <meta name="description" content={siteConfig.tagline} />
        <meta property="og:description" content={siteConfig.tagline} />
        <meta property="og:image" content={card} />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content={String(CARD_WIDTH)} />
        <meta property="og:image:height" content={String(CARD_HEIGHT)} />
        <meta name="twitter:image" content={card} />
        <meta property="og:locale" content={ogLocale(i18n.currentLocale)} />
        {i18n.locales
          .filter((locale) => locale !== i18n.currentLocale)
          .map((locale) => (
            <meta key={`og-${locale}`} property="og:locale:alternate" content={ogLocale(locale)} />
          ))}
        {i18n.locales.map((locale) => (
          <link key={locale} rel="alternate" href={urlIn(locale)} hrefLang={HREFLANGS[locale] ?? locale} />
        ))}
        <link rel="alternate" href={urlIn(i18n.defaultLocale)} hrefLang="x-default" />
        {isHome && (
          <script type="application/ld+json">
            {JSON.stringify(homeGraph({...site, description: siteConfig.tagline, searchPath: 'search'}))}
          </script>
        )}
      </Head>
    </>
  );
}
