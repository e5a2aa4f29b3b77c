/**
 * Language tags of the two locales where Docusaurus' defaults are not what readers' tools expect.
 * Imported by the theme (browser) and the config: keep it tiny.
 */

/** Open Graph wants `language_TERRITORY`; `zh_Hans` (what Docusaurus derives from zh-Hans) is not one. */
export const OG_LOCALES: Record<string, string> = {'zh-Hans': 'zh_CN', en: 'en_GB'};

/**
 * hreflang of each locale in the page heads and the sitemaps. English is `en` (every English
 * reader), not the `en-GB` of `<html lang>` (the spelling we write in).
 */
export const HREFLANGS: Record<string, string> = {'zh-Hans': 'zh-Hans', en: 'en'};
