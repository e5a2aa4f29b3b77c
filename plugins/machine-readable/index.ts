/**
 * Docusaurus plugin: the machine-readable side of the site, written at build time for each locale.
 *
 * - a Markdown twin of every docs page and blog post beside its HTML (`docs/a/b.md`, `docs/x/index.md`);
 * - `llms.txt` (title, summary, the docs tree as sections of links with descriptions) and
 *   `llms-full.txt` (the full Markdown of every docs page);
 * - a 1200x630 PNG social card for every route (`og/<route>.png`) and the PNG logo (`og/logo.png`).
 *
 * It reads the docs and blog content Docusaurus loaded (`allContentLoaded`: permalinks, titles,
 * descriptions, sidebar, source files) and writes after the pages are rendered (`postBuild`: the
 * routes and the HTML titles). The logic lives in the small modules beside this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {CardRenderer, renderLogo, type CardSpec} from './card.ts';
import {cardThreadCount, sharedCardPool} from './cardPool.ts';
import {llmsFullTxt, llmsTxt, sidebarSections, topCategoryOf, type SidebarItem} from './llms.ts';
import {localeText} from './locale-text.ts';
import {toPlainMarkdown, twinDocument} from './markdown.ts';
import {absoluteUrl, cardFile, htmlFileOfRoute, localeRelative, twinPath} from './paths.ts';
import {LOGO_FILE, LOGO_SIZE} from './structured-data.ts';
import {pageTitle} from './html.ts';

export type Options = {
  /** Render the social cards (default true); `MACHINE_READABLE_CARDS=false` turns them off for quick builds. */
  cards?: boolean;
};

type Twin = {permalink: string; markdown: string};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** Whether an earlier build left rendered cards in the cache (then most cards are copies). */
function hasCachedCards(cacheDir: string): boolean {
  try {
    return fs.readdirSync(cacheDir).some((name) => name.endsWith('.png'));
  } catch {
    return false;
  }
}

/** `@site/docs/a.md` -> absolute path. */
function sourceFile(siteDir: string, source: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;
}

export default function pluginMachineReadable(context: LoadContext, options: Options = {}): Plugin {
  const {siteDir, siteConfig, i18n, baseUrl} = context;
  const locale = i18n.currentLocale;
  const text = localeText(locale);
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  const cardsEnabled = (options.cards ?? true) && process.env.MACHINE_READABLE_CARDS !== 'false';
  const cardCacheDir = path.join(siteDir, 'node_modules', '.cache', 'machine-readable-cards');

  let docs: DocMetadata[] = [];
  let sidebar: SidebarItem[] = [];
  let posts: BlogPost[] = [];
  let blogTitle = '';

  const otherLocales = i18n.locales.filter((l) => l !== locale);
  // `siteConfig.baseUrl` is already the current locale's here; each locale config knows its own.
  const baseUrlOf = (l: string) => i18n.localeConfigs[l]?.baseUrl ?? baseUrl;

  return {
    name: 'machine-readable',

    allContentLoaded({allContent}) {
      const docsContent = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
      const version = docsContent?.loadedVersions[0];
      docs = version?.docs ?? [];
      const sidebars = (version?.sidebars ?? {}) as unknown as Record<string, SidebarItem[]>;
      sidebar = Object.values(sidebars).flat();
      const blogContent = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      posts = blogContent?.blogPosts ?? [];
      blogTitle = blogContent?.blogTitle ?? '';
      // A production build with no cards cached will render them all after its pages: start the
      // rendering threads now, so that their start-up runs beside the bundler, not before the cards.
      if (cardsEnabled && process.env.NODE_ENV === 'production' && !hasCachedCards(cardCacheDir)) {
        const threads = cardThreadCount();
        if (threads > 0) sharedCardPool(threads, siteDir);
      }
    },

    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const write = (relative: string, content: string | Buffer) => {
        const file = path.join(outDir, relative);
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, content);
      };

      // Relative file links (`./agent.md`) resolve to the permalink of that file, as in the page.
      const permalinkBySource = new Map<string, string>();
      for (const doc of docs) permalinkBySource.set(sourceFile(siteDir, doc.source), doc.permalink);
      for (const post of posts) permalinkBySource.set(sourceFile(siteDir, post.metadata.source), post.metadata.permalink);
      const twinOf = (source: string, page: {title: string; description?: string; permalink: string; meta?: string[]}): Twin => {
        const file = sourceFile(siteDir, source);
        const body = toPlainMarkdown(fs.readFileSync(file, 'utf8'), {
          siteUrl,
          baseUrl,
          admonitionLabels: text.admonitions,
          labelSeparator: text.labelSeparator,
          resolveFileLink: (href) => {
            const target = href.split('#')[0]!;
            if (!/\.mdx?$/.test(target)) return null;
            const permalink = permalinkBySource.get(path.resolve(path.dirname(file), decodeURI(target)));
            return permalink ? permalink.slice(baseUrl.length - 1) + (href.includes('#') ? href.slice(href.indexOf('#')) : '') : null;
          },
        });
        const markdown = twinDocument({
          title: page.title,
          description: page.description,
          url: siteUrl + page.permalink,
          meta: page.meta,
          body,
        });
        return {permalink: page.permalink, markdown};
      };

      // 1. Markdown twins.
      const docTwins = new Map<string, Twin>();
      for (const doc of docs) {
        const twin = twinOf(doc.source, doc);
        docTwins.set(doc.id, twin);
        write(localeRelative(twinPath(doc.permalink), baseUrl), twin.markdown);
      }
      const dateFormat = new Intl.DateTimeFormat(text.dateLocale, {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
      for (const post of posts) {
        const {metadata} = post;
        const authors = metadata.authors.map((a) => a.name).filter(Boolean).join(', ');
        const meta = [[dateFormat.format(new Date(metadata.date)), authors].filter(Boolean).join(' · ')];
        const twin = twinOf(metadata.source, {...metadata, meta});
        write(localeRelative(twinPath(metadata.permalink), baseUrl), twin.markdown);
      }

      // 2. llms.txt and llms-full.txt, in sidebar order.
      const sections = sidebarSections(
        sidebar,
        docs.map((d) => ({id: d.id, title: d.title, description: d.description, permalink: d.permalink})),
        {overview: text.overview, other: text.other},
      );
      const otherLocale = otherLocales[0];
      write(
        'llms.txt',
        llmsTxt({
          title: siteConfig.title,
          summary: text.summary,
          details: text.details({
            full: absoluteUrl(siteUrl, baseUrl, 'llms-full.txt'),
            otherLocale: otherLocale ? absoluteUrl(siteUrl, baseUrlOf(otherLocale), 'llms.txt') : '',
          }),
          sections: sections.map((section) => ({
            title: section.title,
            links: section.docs.map((doc) => ({title: doc.title, url: siteUrl + twinPath(doc.permalink), description: doc.description})),
          })),
          optional: [...posts]
            .sort((a, b) => +new Date(b.metadata.date) - +new Date(a.metadata.date))
            .map((post) => ({
              title: post.metadata.title,
              url: siteUrl + twinPath(post.metadata.permalink),
              description: post.metadata.description,
            })),
        }),
      );
      write(
        'llms-full.txt',
        llmsFullTxt({
          title: siteConfig.title,
          summary: text.summary,
          pages: sections.flatMap((section) => section.docs.map((doc) => docTwins.get(doc.id)!.markdown)),
        }),
      );

      // 3. Social cards: one per route, from the rendered page title and the route's section.
      let cardCount = 0;
      const cardsStarted = Date.now();
      if (cardsEnabled) {
        const sectionOfDoc = topCategoryOf(sidebar);
        const docByPermalink = new Map(docs.map((d) => [d.permalink, d]));
        const docsBase = `${baseUrl}docs/`;
        const blogBase = `${baseUrl}blog`;
        const sectionOf = (route: string): string | null => {
          const doc = docByPermalink.get(route);
          if (doc) return sectionOfDoc.get(doc.id) ?? text.docs;
          if (route.startsWith(docsBase)) return text.docs;
          if (route === blogBase || route.startsWith(`${blogBase}/`)) return blogTitle || null;
          return null;
        };
        // Threads start on the first card that is not in the cache (a warm build needs none), unless
        // `allContentLoaded` started them; one pool serves every locale of the build.
        const threads = cardThreadCount();
        const renderer = new CardRenderer({
          fromDir: siteDir,
          cacheDir: cardCacheDir,
          // With threads, every card is handed over at once: the search plugin's postBuild runs beside
          // this one and holds the main thread for seconds at a time (parsing every page, building
          // each index), and with a few cards in flight the threads sat idle until it let go.
          concurrency: threads > 0 ? Number.POSITIVE_INFINITY : 4,
          render: threads > 0 ? (spec) => sharedCardPool(threads, siteDir).render(spec) : undefined,
        });
        const host = new URL(siteUrl).host;
        for (const route of routesPaths) {
          const htmlFile = path.join(outDir, htmlFileOfRoute(route, baseUrl));
          if (/\/404\.html$/.test(route) || !fs.existsSync(htmlFile)) continue;
          const title = pageTitle(fs.readFileSync(htmlFile, 'utf8'), siteConfig.title) || siteConfig.title;
          const spec: CardSpec = {title, section: sectionOf(route), host, language: text.language, lang: locale};
          await renderer.write(spec, path.join(outDir, cardFile(route, baseUrl)));
          cardCount += 1;
        }
        await renderer.drain();
        const logo = fs.readFileSync(path.join(siteDir, 'static', 'img', 'logo.svg'), 'utf8');
        write(LOGO_FILE, renderLogo(logo, LOGO_SIZE));
        console.log(
          `[machine-readable] ${locale}: ${cardCount} social cards (${renderer.rendered} rendered on ${threads === 0 ? 'the main thread' : `${threads} thread${threads === 1 ? '' : 's'}`}, ${renderer.cached} from cache) in ${((Date.now() - cardsStarted) / 1000).toFixed(1)} s`,
        );
      }
      console.log(
        `[machine-readable] ${locale}: ${docs.length + posts.length} Markdown twins, llms.txt, llms-full.txt in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
