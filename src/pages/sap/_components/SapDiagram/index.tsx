import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {Arrow, Box, Chip, Diagram} from '@site/src/components/Diagram';

/** SAP systems at the bottom, Xpert AI in the middle, applications on SAP BTP on top. */
export default function SapDiagram(): ReactNode {
  return (
    <Diagram
      width={420}
      height={460}
      title={translate({id: 'sap.diagram.title', message: 'Xpert AI 与 SAP 的连接方式'})}
      description={translate({
        id: 'sap.diagram.description',
        message:
          'SAP BW 通过 XMLA、SAP HANA 和 S/4HANA 通过 SQL，经本地代理连接到 Xpert AI 的语义模型、指标和数字专家；SAP BTP 上用 Angular、Vue 或 React 开发的 Fiori 风格应用再通过 AI 助手使用它们，并部署到 ABAP 或 Cloud Foundry。',
      })}>
      <Box x={10} y={8} w={400} h={124} label={translate({id: 'sap.diagram.btp', message: 'SAP BTP 上的应用'})} />
      <Chip x={24} y={44} w={180} text="Angular · Vue · React" />
      <Chip x={216} y={44} w={180} text={translate({id: 'sap.diagram.fiori', message: 'Fiori 设计'})} />
      <Chip x={24} y={88} w={180} text={translate({id: 'sap.diagram.copilot', message: 'AI 助手'})} accent />
      <Chip x={216} y={88} w={180} text="ABAP · Cloud Foundry" />
      <Arrow from={[210, 134]} to={[210, 158]} both />

      <Box x={10} y={160} w={400} h={84} tone="accent" label="Xpert AI" />
      <Chip x={24} y={196} w={138} text={translate({id: 'sap.diagram.model', message: '语义模型'})} accent />
      <Chip x={168} y={196} w={100} text={translate({id: 'sap.diagram.indicators', message: '指标'})} accent />
      <Chip x={274} y={196} w={122} text={translate({id: 'sap.diagram.experts', message: '数字专家'})} accent />
      <Arrow from={[210, 246]} to={[210, 272]} both />

      <Chip x={95} y={274} w={230} h={40} text={translate({id: 'sap.diagram.agent', message: '本地代理（WebSocket）'})} />
      <Arrow from={[210, 316]} to={[210, 342]} both />

      <Box x={10} y={344} w={400} h={106} tone="outline" label={translate({id: 'sap.diagram.systems', message: '你的 SAP 系统'})} />
      <Chip x={24} y={392} w={120} text="SAP BW · XMLA" />
      <Chip x={150} y={392} w={120} text="SAP HANA · SQL" />
      <Chip x={276} y={392} w={120} text="S/4HANA" />
    </Diagram>
  );
}
