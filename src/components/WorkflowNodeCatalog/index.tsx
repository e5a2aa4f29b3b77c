import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import Catalog, {codeList, nameLink} from '@site/src/components/Catalog';
import {workflowNodes, type WorkflowNodeFamily} from '@site/src/data/workflowNodes';

function familyLabel(family: WorkflowNodeFamily): string {
  switch (family) {
    case 'agent':
      return translate({id: 'docs.workflowNodes.family.agent', message: '智能体'});
    case 'flow':
      return translate({id: 'docs.workflowNodes.family.flow', message: '流程控制'});
    case 'data':
      return translate({id: 'docs.workflowNodes.family.data', message: '数据处理'});
    case 'action':
      return translate({id: 'docs.workflowNodes.family.action', message: '调用与输出'});
    case 'pipeline':
      return translate({id: 'docs.workflowNodes.family.pipeline', message: '知识流水线'});
    case 'canvas':
      return translate({id: 'docs.workflowNodes.family.canvas', message: '画布'});
  }
}

const FAMILIES: WorkflowNodeFamily[] = ['agent', 'flow', 'data', 'action', 'pipeline', 'canvas'];

/** The filterable catalog of workflow nodes, rendered from `src/data/workflowNodes.ts`. */
export default function WorkflowNodeCatalog(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.currentLocale === 'zh-Hans' ? 'zh' : 'en';
  return (
    <Catalog
      label={translate({id: 'docs.workflowNodes.label', message: '工作流节点目录'})}
      legend={translate({id: 'docs.workflowNodes.filter.legend', message: '类别'})}
      match="any"
      options={FAMILIES.map((id) => ({id, label: familyLabel(id)}))}
      headers={[
        translate({id: 'docs.workflowNodes.column.name', message: '节点'}),
        translate({id: 'docs.workflowNodes.column.type', message: '类型'}),
        translate({id: 'docs.workflowNodes.column.family', message: '类别'}),
        translate({id: 'docs.workflowNodes.column.inputs', message: '输入'}),
        translate({id: 'docs.workflowNodes.column.outputs', message: '输出变量'}),
        translate({id: 'docs.workflowNodes.column.since', message: '起始版本'}),
      ]}
      rows={workflowNodes.map((node) => ({
        key: node.type,
        search: [node.name.en, node.name.zh, node.type, node.inputs[lang], ...node.outputs].join(' '),
        tags: [node.family],
        cells: [
          nameLink(node.name[lang], node.docs),
          <code>{node.type}</code>,
          familyLabel(node.family),
          node.inputs[lang],
          node.outputs.length > 0 ? codeList(node.outputs) : '—',
          node.since,
        ],
      }))}
    />
  );
}
