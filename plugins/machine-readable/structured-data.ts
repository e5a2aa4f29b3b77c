/**
 * schema.org JSON-LD of the site: `Organization` and `WebSite` (with a `SearchAction` on the
 * search page) on the home pages, `TechArticle` on docs pages, and what Docusaurus' own
 * `BlogPosting` lacks (image, language, publisher, keywords). Docusaurus already writes
 * `BreadcrumbList` on docs pages and `Blog`/`BlogPosting` on the blog. Pure functions: the theme
 * components call them with what the page knows.
 */

export type JsonLd = {[key: string]: unknown};

export type Site = {
  /** `https://mtda.cloud` */
  siteUrl: string;
  /** The locale's base URL: `/` or `/en/`. */
  baseUrl: string;
  name: string;
  /** BCP 47 language of the locale (`zh-Hans`, `en`). */
  inLanguage: string;
  /** Profiles of the organisation elsewhere (GitHub). */
  sameAs?: string[];
};

const CONTEXT = 'https://schema.org';
/** A raster logo rendered at build time from static/img/logo.svg (search engines prefer PNG). */
export const LOGO_FILE = 'og/logo.png';
export const LOGO_SIZE = 512;

function root(site: Site): string {
  return site.siteUrl.replace(/\/+$/, '');
}

export function organizationId(site: Site): string {
  return `${root(site)}/#organization`;
}

export function websiteId(site: Site): string {
  return `${root(site)}${site.baseUrl}#website`;
}

export function organization(site: Site): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    url: `${root(site)}/`,
    logo: {
      '@type': 'ImageObject',
      url: `${root(site)}/${LOGO_FILE}`,
      width: LOGO_SIZE,
      height: LOGO_SIZE,
    },
    ...(site.sameAs && site.sameAs.length > 0 ? {sameAs: site.sameAs} : {}),
  };
}

/** The publisher of articles: the organisation, complete enough to stand on its own. */
function publisher(site: Site): JsonLd {
  const {'@type': type, '@id': id, name, url, logo} = organization(site);
  return {'@type': type, '@id': id, name, url, logo};
}

export function webSite(site: Site & {description: string; searchPath: string}): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': websiteId(site),
    name: site.name,
    url: `${root(site)}${site.baseUrl}`,
    description: site.description,
    inLanguage: site.inLanguage,
    publisher: {'@id': organizationId(site)},
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${root(site)}${site.baseUrl}${site.searchPath.replace(/^\/+/, '')}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The home page: the organisation and the website, as one graph. */
export function homeGraph(site: Site & {description: string; searchPath: string}): JsonLd {
  return {'@context': CONTEXT, '@graph': [organization(site), webSite(site)]};
}

export function techArticle(
  site: Site,
  page: {url: string; title: string; description?: string; image: string; keywords?: string[]; section?: string; dateModified?: string},
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'TechArticle',
    '@id': `${page.url}#article`,
    headline: page.title,
    name: page.title,
    ...(page.description ? {description: page.description} : {}),
    url: page.url,
    mainEntityOfPage: {'@type': 'WebPage', '@id': page.url},
    inLanguage: site.inLanguage,
    image: page.image,
    ...(page.section ? {articleSection: page.section} : {}),
    ...(page.keywords && page.keywords.length > 0 ? {keywords: page.keywords} : {}),
    ...(page.dateModified ? {dateModified: page.dateModified} : {}),
    isPartOf: {'@id': websiteId(site)},
    author: {'@id': organizationId(site), '@type': 'Organization', name: site.name},
    publisher: publisher(site),
  };
}

/**
 * Docusaurus' BlogPosting plus what it leaves out: the card as `image`, the language, the
 * publisher, and the tags as `keywords` when the post declares none.
 */
export function completeBlogPosting(base: JsonLd, site: Site, extra: {image: string; keywords: string[]}): JsonLd {
  const keywords = Array.isArray(base.keywords) && base.keywords.length > 0 ? base.keywords : extra.keywords;
  // Docusaurus leaves an author's `image` as written (`/img/authors/x.svg`): JSON-LD wants absolute URLs.
  const absolute = (value: unknown) => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? root(site) + value : value);
  const fixAuthor = (author: unknown) =>
    author && typeof author === 'object' ? {...author, ...('image' in author ? {image: absolute(author.image)} : {}), ...('url' in author ? {url: absolute(author.url)} : {})} : author;
  const author = Array.isArray(base.author) ? base.author.map(fixAuthor) : fixAuthor(base.author);
  return {
    ...base,
    ...(base.author === undefined ? {} : {author}),
    image: base.image ?? extra.image,
    inLanguage: site.inLanguage,
    ...(keywords.length > 0 ? {keywords} : {keywords: undefined}),
    publisher: publisher(site),
  };
}

/**
 * The glossary page: a `DefinedTermSet` whose terms are `DefinedTerm`s, each at its anchor on the
 * page (`<page>#<id>`), with the other language's name and the aliases as `alternateName`.
 */
export function definedTermSet(
  site: Site,
  page: {url: string; name: string; description: string; terms: {id: string; name: string; alternateNames: string[]; description: string}[]},
): JsonLd {
  const setId = `${page.url}#terms`;
  return {
    '@context': CONTEXT,
    '@type': 'DefinedTermSet',
    '@id': setId,
    name: page.name,
    description: page.description,
    url: page.url,
    inLanguage: site.inLanguage,
    isPartOf: {'@id': websiteId(site)},
    hasDefinedTerm: page.terms.map((term) => ({
      '@type': 'DefinedTerm',
      '@id': `${page.url}#${term.id}`,
      termCode: term.id,
      name: term.name,
      ...(term.alternateNames.length > 0 ? {alternateName: term.alternateNames} : {}),
      description: term.description,
      url: `${page.url}#${term.id}`,
      inDefinedTermSet: {'@id': setId},
    })),
  };
}
