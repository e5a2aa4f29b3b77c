import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import {APP_URL} from '@site/src/data/site';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.subtitle}>
          <Translate id="home.hero.subtitle">
            AI 原生的多维分析平台：语义模型、指标体系和故事（仪表板），加上能调用这些数据的数字专家。
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" href={APP_URL}>
            <Translate id="home.hero.cta.cloud">在云端开始</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/getting-started/community/">
            <Translate id="home.hero.cta.community">自托管社区版</Translate>
          </Link>
          <Link className="button button--outline button--primary button--lg" to="/docs/">
            <Translate id="home.hero.cta.docs">阅读文档</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}
