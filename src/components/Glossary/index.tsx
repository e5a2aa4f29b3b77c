/**
 * The glossary page's body (docs/glossary.mdx in both locales): every term of the termbase
 * (src/data/glossary.ts) in the page's collation order (pinyin in Chinese, alphabetical in
 * English), each under its id as anchor, with its name in the other language, other names,
 * the definition and links to its docs page and related terms; plus the `DefinedTermSet` JSON-LD.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {GLOSSARY, GLOSSARY_PAGE} from '@site/src/data/glossary';
import {glossaryLang, otherLang, relatedBothWays, sortGlossary} from '@site/src/utils/glossary';
import {definedTermSet} from '@site/plugins/machine-readable/structured-data';
import {useSite} from '@site/src/utils/machineReadable';
import glossaryStrings from '@generated/codeTranslations.json?page-strings&only=docs.glossary.';
import {addPageStrings} from '@site/plugins/page-strings/add';
import styles from './styles.module.css';

// The glossary page's strings come with its chunk, not main.js (plugins/page-strings).
addPageStrings(glossaryStrings);

const HTML_LANG = {zh: 'zh-Hans', en: 'en'} as const;

export default function Glossary(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const lang = glossaryLang(i18n.currentLocale);
  const other = otherLang(lang);
  const terms = sortGlossary(GLOSSARY, lang);
  const byId = new Map(GLOSSARY.map((term) => [term.id, term]));
  // A term lists the terms it names and the ones that name it.
  const related = relatedBothWays(GLOSSARY);
  const site = useSite();
  // The entries' ids are anchors the related-term links point to: the build's anchor check must know them.
  const brokenLinks = useBrokenLinks();
  for (const term of terms) brokenLinks.collectAnchor(term.id);
  const pageUrl = `${siteConfig.url.replace(/\/+$/, '')}${siteConfig.baseUrl}${GLOSSARY_PAGE.slice(1)}`;
  const data = definedTermSet(site, {
    url: pageUrl,
    name: translate({id: 'docs.glossary.setName', message: 'Xpert AI 术语表'}),
    description: translate({id: 'docs.glossary.setDescription', message: 'Xpert AI 文档中使用的分析、AI 和管理术语，附中英文名称和定义。'}),
    terms: terms.map((term) => ({
      id: term.id,
      name: term[lang],
      alternateNames: [term[other], ...term.aliases[lang]],
      description: term.definition[lang],
    })),
  });
  return (
    <>
      <Head>
        <script type="application/ld+json">{JSON.stringify(data)}</script>
      </Head>
      <dl className={styles.glossary}>
        {terms.map((term) => (
          <div key={term.id} id={term.id} className={styles.entry}>
            <dt className={styles.term}>
              <span className={styles.name}>{term[lang]}</span>{' '}
              <span className={styles.other} lang={HTML_LANG[other]}>
                {term[other]}
              </span>
            </dt>
            <dd className={styles.body}>
              <p className={styles.definition}>{term.definition[lang]}</p>
              {term.aliases[lang].length > 0 && (
                <p className={styles.meta}>
                  {translate(
                    {id: 'docs.glossary.aliases', message: '也称：{names}'},
                    {names: term.aliases[lang].join(lang === 'zh' ? '、' : ', ')},
                  )}
                </p>
              )}
              <p className={styles.meta}>
                <Link to={term.page}>
                  {translate({id: 'docs.glossary.page', message: '{term}的说明'}, {term: term[lang]})}
                </Link>
                {(related.get(term.id) ?? []).length > 0 && (
                  <>
                    {' · '}
                    {translate({id: 'docs.glossary.related', message: '相关术语：'})}
                    {(related.get(term.id) ?? []).map((id, index) => (
                      <span key={id}>
                        {index > 0 && (lang === 'zh' ? '、' : ', ')}
                        <Link to={`#${id}`}>{byId.get(id)?.[lang] ?? id}</Link>
                      </span>
                    ))}
                  </>
                )}
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
