// First: this page's strings must be registered before its modules call translate().
import '@site/plugins/page-strings/register';
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import AreaGrid from '@site/src/components/AreaGrid';
import ContactBand from '@site/src/components/ContactBand';
import {SAP_TUTORIALS_INDEX, sapConnections, sapTutorials} from '@site/src/data/sap';
import SapDiagram from './_components/SapDiagram';
import BtpTemplates from './_components/BtpTemplates';
import styles from './styles.module.css';

export default function Sap(): ReactNode {
  return (
    <Layout
      title={translate({id: 'sap.meta.title', message: 'SAP 分析'})}
      description={translate({
        id: 'sap.meta.description',
        message: '用 Xpert AI 分析 SAP BW、SAP HANA 和 S/4HANA 的数据，并在 SAP BTP 上构建 AI 应用。',
      })}>
      <main>
        <PageHeader
          title={translate({id: 'sap.title', message: '为 SAP 数据加上 AI 与多维分析'})}
          lead={
            <Translate id="sap.lead">
              直接连接 SAP BW 与 SAP HANA，保留 SAP 的层级结构与权限，在故事、指标和 ChatBI 中使用同一份语义。
            </Translate>
          }
          actions={
            <>
              <Link className="button button--primary button--lg" to={SAP_TUTORIALS_INDEX}>
                <Translate id="sap.cta.tutorials">阅读 SAP 教程</Translate>
              </Link>
              <Link className="button button--secondary button--lg" to="/pricing/#contact">
                <Translate id="sap.cta.contact">联系我们</Translate>
              </Link>
            </>
          }
          illustration={<SapDiagram />}
        />
        <Section
          id="connect-sap"
          title={translate({id: 'sap.connect.title', message: '连接 SAP 数据'})}
          lead={
            <Translate id="sap.connect.lead">
              数据留在 SAP 系统里：Xpert AI 实时查询，不复制数据；系统在内网时由本地代理转发。
            </Translate>
          }>
          <AreaGrid areas={sapConnections} />
        </Section>
        <Section
          id="btp"
          tone="muted"
          title={translate({id: 'sap.btp.title', message: 'SAP BTP 与 Fiori 应用模板'})}
          lead={
            <Translate id="sap.btp.lead">
              从模板开始，在 SAP BTP 上做自己的分析应用：开放的前端框架、Fiori 的外观，再加一个懂你数据的 AI 助手。
            </Translate>
          }>
          <BtpTemplates />
        </Section>
        <Section
          id="tutorials"
          title={translate({id: 'sap.tutorials.title', message: 'SAP 教程'})}
          lead={
            <Translate id="sap.tutorials.lead">从第一次连接 BW，到日历维度和 BPC 合并报表，一步一步做出来。</Translate>
          }>
          <AreaGrid areas={sapTutorials} />
          <p className={styles.more}>
            <Link to={SAP_TUTORIALS_INDEX}>
              <Translate id="sap.tutorials.all">查看全部 SAP 教程</Translate>
            </Link>
          </p>
        </Section>
        <ContactBand
          id="contact-sap"
          title={translate({id: 'sap.contact.title', message: '在你的 SAP 环境里试一试'})}
          lead={
            <Translate id="sap.contact.lead">
              告诉我们你用的是 BW、BW/4HANA、S/4HANA 还是 BPC，我们帮你规划连接方式和第一个分析场景。
            </Translate>
          }
        />
      </main>
    </Layout>
  );
}
