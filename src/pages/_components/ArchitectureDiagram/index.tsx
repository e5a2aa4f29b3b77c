import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {Arrow, Box, Chip, Diagram} from '@site/src/components/Diagram';

const X = 10;
const W = 400;
/** Left edge and width of chips inside a layer. */
const IN = X + 14;
const THIRD = 120;
const HALF = 180;

/** The platform as a stack: data sources at the bottom, the apps people use at the top. */
export default function ArchitectureDiagram(): ReactNode {
  return (
    <Diagram
      width={420}
      height={500}
      title={translate({id: 'home.diagram.title', message: 'Xpert AI 的架构'})}
      description={translate({
        id: 'home.diagram.description',
        message:
          '五层结构，自下而上：数据源（数据库、SAP BW 与 HANA、文件与 API）；语义模型；指标；数字专家（智能体与工作流、知识库、工具集与 MCP、插件）；最上层是故事、指标应用和 ChatBI。',
      })}>
      <Box x={X} y={8} w={W} h={80} label={translate({id: 'home.diagram.apps', message: '应用'})} />
      <Chip x={IN} y={44} w={THIRD} text={translate({id: 'home.diagram.apps.stories', message: '故事（仪表板）'})} />
      <Chip x={IN + 126} y={44} w={THIRD} text={translate({id: 'home.diagram.apps.indicatorApp', message: '指标应用'})} />
      <Chip x={IN + 252} y={44} w={THIRD} text="ChatBI" accent />
      <Arrow from={[210, 106]} to={[210, 91]} />

      <Box x={X} y={108} w={W} h={124} tone="accent" label={translate({id: 'home.diagram.experts', message: '数字专家'})} />
      <Chip x={IN} y={144} w={HALF} text={translate({id: 'home.diagram.experts.agents', message: '智能体 · 工作流'})} accent />
      <Chip x={IN + 192} y={144} w={HALF} text={translate({id: 'home.diagram.experts.knowledge', message: '知识库 · 知识流水线'})} accent />
      <Chip x={IN} y={188} w={HALF} text={translate({id: 'home.diagram.experts.tools', message: '工具集 · MCP'})} accent />
      <Chip x={IN + 192} y={188} w={HALF} text={translate({id: 'home.diagram.experts.plugins', message: '插件'})} accent />
      <Arrow from={[210, 250]} to={[210, 235]} />

      <Box
        x={X}
        y={252}
        w={W}
        h={56}
        label={translate({id: 'home.diagram.indicators', message: '指标'})}
        note={translate({id: 'home.diagram.indicators.note', message: '注册 · 认证 · 指标市场'})}
      />
      <Arrow from={[210, 326]} to={[210, 311]} />

      <Box
        x={X}
        y={328}
        w={W}
        h={56}
        label={translate({id: 'home.diagram.model', message: '语义模型'})}
        note={translate({id: 'home.diagram.model.note', message: '立方体 · 维度 · 层级结构 · 计算成员'})}
      />
      <Arrow from={[210, 402]} to={[210, 387]} />

      <Box x={X} y={404} w={W} h={84} label={translate({id: 'home.diagram.sources', message: '数据源'})} />
      <Chip x={IN} y={440} w={THIRD} text={translate({id: 'home.diagram.sources.databases', message: '数据库'})} />
      <Chip x={IN + 126} y={440} w={THIRD} text="SAP BW · HANA" />
      <Chip x={IN + 252} y={440} w={THIRD} text={translate({id: 'home.diagram.sources.files', message: '文件与 API'})} />
    </Diagram>
  );
}
