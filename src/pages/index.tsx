// First: this page's strings must be registered before its modules call translate().
import '@site/plugins/page-strings/register';
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import AreaGrid from '@site/src/components/AreaGrid';
import {aiAreas, biAreas, deployOptions} from '@site/src/data/home';
import Hero from './_components/Hero';
import Connect from './_components/Connect';
import DeployIcon from './_components/DeployIcon';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'AI 原生的多维分析平台'})}
      description={translate({
        id: 'home.meta.description',
        message: 'Xpert AI 把语义模型、指标管理、故事（仪表板）和数字专家放在一个开源平台里。',
      })}>
      <main>
        <Hero />
        <Section
          id="bi"
          title={translate({id: 'home.bi.title', message: '分析：从模型到故事'})}
          lead={
            <Translate id="home.bi.lead">
              一个语义模型定义口径，指标、故事和 ChatBI 都从它取数，数字不会因为入口不同而不同。
            </Translate>
          }>
          <AreaGrid areas={biAreas} />
        </Section>
        <Section
          id="ai"
          tone="muted"
          title={translate({id: 'home.ai.title', message: 'AI：会用数据的数字专家'})}
          lead={
            <Translate id="home.ai.lead">
              数字专家把大模型、知识库、工具和工作流组合在一起，可以查询模型、解释指标、执行任务。
            </Translate>
          }>
          <AreaGrid areas={aiAreas} />
        </Section>
        <Section
          id="deploy"
          title={translate({id: 'home.deploy.title', message: '部署方式'})}
          lead={
            <Translate id="home.deploy.lead">从云端试用开始，需要时再迁移到自己的服务器或 Kubernetes 集群。</Translate>
          }>
          <AreaGrid areas={deployOptions} renderMedia={(area) => <DeployIcon kind={area.id} />} />
        </Section>
        <Connect />
      </main>
    </Layout>
  );
}
