/**
 * The not-found page's content, replacing the theme's (a title and two sentences). It keeps the
 * theme's three strings by their ids, then gives the reader a way on in their own language: a search
 * form (a plain GET form to the locale's search page, so it works before and without the page's
 * script), the pages closest to the failed URL (./Suggestions.tsx) and links to the docs home, getting started and the blog. An unknown path has no social
 * card of its own, so og:image points at the home page's card.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {useCardUrl} from '@site/src/utils/machineReadable';
import Suggestions from './Suggestions';
import styles from './styles.module.css';

type Way = {to: string; label: string; description: string};

function useWays(): Way[] {
  return [
    {
      to: '/docs/',
      label: translate({id: 'notFound.ways.docs.label', message: '文档首页'}),
      description: translate({id: 'notFound.ways.docs.description', message: '按你要做的事找到合适的指南。'}),
    },
    {
      to: '/docs/getting-started/community/',
      label: translate({id: 'notFound.ways.start.label', message: '快速开始：社区版'}),
      description: translate({id: 'notFound.ways.start.description', message: '在自己的服务器上安装免费开源的社区版。'}),
    },
    {
      to: '/blog/',
      label: translate({id: 'notFound.ways.blog.label', message: '博客'}),
      description: translate({id: 'notFound.ways.blog.description', message: '版本发布说明和教程。'}),
    },
  ];
}

export default function NotFoundContent({className}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const card = useCardUrl(siteConfig.baseUrl);
  const searchUrl = useBaseUrl('/search');
  const ways = useWays();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <Head>
        <meta property="og:image" content={card} />
        <meta name="twitter:image" content={card} />
      </Head>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
            </Translate>
          </p>
          <Suggestions />
          <form className={styles.search} action={searchUrl} method="get" role="search">
            <label htmlFor="not-found-search" className={styles.searchLabel}>
              <Translate id="notFound.search.label">在本站搜索</Translate>
            </label>
            <div className={styles.searchRow}>
              <input
                id="not-found-search"
                className={styles.searchInput}
                type="search"
                name="q"
                required
                autoComplete="off"
                placeholder={translate({id: 'notFound.search.placeholder', message: '例如：MDX 查询、知识库'})}
              />
              <button type="submit" className="button button--primary">
                <Translate id="notFound.search.submit">搜索</Translate>
              </button>
            </div>
          </form>
          <Heading as="h2" className={styles.waysTitle}>
            <Translate id="notFound.ways.title">或者从这里继续</Translate>
          </Heading>
          <ul className={styles.ways}>
            {ways.map((way) => (
              <li key={way.to}>
                <Link to={way.to}>{way.label}</Link>
                <span className={styles.wayDescription}>{way.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
