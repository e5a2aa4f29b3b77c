import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import {APP_URL} from '@site/src/data/site';
import ArchitectureDiagram from '../ArchitectureDiagram';
import styles from './styles.module.css';

/** What Xpert AI is, the three ways to start, and the picture of how the parts fit together. */
export default function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <PageHeader
      title={
        <>
          {siteConfig.title}
          <span className={styles.tagline}>
            <Translate id="home.hero.tagline">AI 原生的多维分析与智能体平台</Translate>
          </span>
        </>
      }
      lead={
        <Translate id="home.hero.lead">
          用语义模型统一口径，用指标、故事（仪表板）和 ChatBI 呈现数据，再让数字专家替你查询、解释和执行任务。开源，可以在云端或你自己的服务器上运行。
        </Translate>
      }
      actions={
        <>
          <Link className="button button--primary button--lg" href={APP_URL}>
            <Translate id="home.hero.cta.cloud">在云端试用</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/getting-started/community/">
            <Translate id="home.hero.cta.community">自托管社区版</Translate>
          </Link>
          <Link className="button button--outline button--primary button--lg" to="/docs/">
            <Translate id="home.hero.cta.docs">阅读文档</Translate>
          </Link>
        </>
      }
      illustration={<ArchitectureDiagram />}
      titleClassName={styles.title}
      className={styles.grid}
      actionsClassName={styles.actions}
    />
  );
}
