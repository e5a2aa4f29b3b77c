/**
 * hreflang alternates for the sitemaps (`<xhtml:link rel="alternate" hreflang=...>`), through the
 * sitemap plugin's `createSitemapItems` option: Docusaurus writes the XML, we add `links` to each
 * item (the `sitemap` library it uses renders them). Every route of one locale exists in the
 * other: docs, posts and pages fall back to the Chinese source when a translation is missing, and
 * tags and lists come from the same files, so the twin of a URL is the same path under the other
 * locale's base URL. The build test checks that each alternate is a page of the other sitemap.
 */

export type LocaleBase = {locale: string; hreflang: string; baseUrl: string};

export type SitemapLink = {lang: string; url: string};

/** The same page in every locale, plus `x-default` (the default locale). */
export function alternatesOf(
  url: string,
  options: {siteUrl: string; currentBaseUrl: string; locales: readonly LocaleBase[]; defaultLocale: string},
): SitemapLink[] {
  const site = options.siteUrl.replace(/\/+$/, '');
  const prefix = site + options.currentBaseUrl;
  // The home of a locale is listed without its trailing slash by some routes (`https://mtda.cloud/en`).
  const normalized = url === prefix.replace(/\/$/, '') ? prefix : url;
  if (!normalized.startsWith(prefix)) return [];
  const rest = normalized.slice(prefix.length);
  const links = options.locales.map(({hreflang, baseUrl}) => ({lang: hreflang, url: site + baseUrl + rest}));
  const fallback = options.locales.find((l) => l.locale === options.defaultLocale);
  if (fallback) links.push({lang: 'x-default', url: site + fallback.baseUrl + rest});
  return links;
}

/** Add the alternates to every item of a locale's sitemap. */
export function withAlternates<T extends {url: string}>(
  items: readonly T[],
  options: Parameters<typeof alternatesOf>[1],
): (T & {links: SitemapLink[]})[] {
  return items.map((item) => ({...item, links: alternatesOf(item.url, options)}));
}

/**
 * The options of `alternatesOf` for the locale being built, from the site's i18n config (as
 * written in docusaurus.config.ts: the default locale at the root, the others under their `path`).
 */
export function alternateOptions(
  site: {url: string; rootBaseUrl: string; i18n: {defaultLocale: string; locales: string[]; localeConfigs: {[locale: string]: {path?: string}}}},
  currentLocale: string,
  hreflangs: Record<string, string>,
): Parameters<typeof alternatesOf>[1] {
  const {defaultLocale, locales: names, localeConfigs} = site.i18n;
  const baseUrlOf = (locale: string) =>
    locale === defaultLocale ? site.rootBaseUrl : `${site.rootBaseUrl}${localeConfigs[locale]?.path ?? locale}/`;
  return {
    siteUrl: site.url,
    currentBaseUrl: baseUrlOf(currentLocale),
    locales: names.map((locale) => ({locale, hreflang: hreflangs[locale] ?? locale, baseUrl: baseUrlOf(locale)})),
    defaultLocale,
  };
}
