/**
 * What the theme's machine-readable pieces (social card meta, JSON-LD, Markdown alternates) need
 * from the Docusaurus context: the site for schema.org, and the card URL of a page.
 * The rules themselves are in plugins/machine-readable/ (shared with the build).
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {absoluteUrl, cardFile} from '@site/plugins/machine-readable/paths';
import type {Site} from '@site/plugins/machine-readable/structured-data';
import {GITHUB_URL} from '@site/src/data/site';

export function useSite(): Site {
  const {siteConfig, i18n} = useDocusaurusContext();
  return {
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    name: siteConfig.title,
    inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
    sameAs: [GITHUB_URL],
  };
}

/** The absolute URL of the social card of a pathname (with the locale's base URL). */
export function useCardUrl(pathname: string): string {
  const {siteConfig} = useDocusaurusContext();
  return absoluteUrl(siteConfig.url, siteConfig.baseUrl, cardFile(pathname, siteConfig.baseUrl));
}
