import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import AreaGrid from '@site/src/components/AreaGrid';
import {sapOfferings} from '@site/src/data/sap';

export default function Sap(): ReactNode {
  return (
    <Layout
      title={translate({id: 'sap.meta.title', message: 'SAP 分析'})}
      description={translate({
        id: 'sap.meta.description',
        message: '用 Xpert AI 分析 SAP BW、SAP HANA 和 S/4HANA 的数据，并在 SAP BTP 上构建 AI 应用。',
      })}>
      <main>
        <Section
          id="sap"
          title={<Translate id="sap.title">为 SAP 数据加上 AI 与多维分析</Translate>}
          lead={
            <Translate id="sap.lead">
              直接连接 SAP BW 与 SAP HANA，保留 SAP 的层级结构与权限，在故事、指标和 ChatBI 中使用同一份语义。
            </Translate>
          }>
          <AreaGrid areas={sapOfferings} />
        </Section>
      </main>
    </Layout>
  );
}
