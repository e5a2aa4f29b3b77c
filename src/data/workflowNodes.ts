/**
 * The nodes a digital expert's canvas can hold in Xpert AI 3.6.0: the graph node types of
 * `TXpertTeamNodeType` that have a page here (agent, toolset, external expert) and every value of
 * `WorkflowNodeTypeEnum` (`packages/contracts/src/ai/xpert-workflow.model.ts` at tag 3.6.0; the
 * commented-out `splitter` is left out). Plain data: the node catalog
 * (`docs/ai/workflow/nodes.mdx`, `src/components/WorkflowNodeCatalog`) maps over it.
 *
 * - `inputs`: what the node is configured with (the fields of its `IWFN…` interface).
 * - `outputs`: the variables it writes under its channel, from its `…OutputVariables` function or
 *   its strategy's `outputVariables` in `packages/server-ai` at 3.6.0; `{…}` stands for names the
 *   reader declares. Empty when it writes none.
 * - `since`: the first release (patch tags count, pre-release betas do not) in which a user can
 *   actually use the node: the server turns it into graph code (the case in
 *   `workflow/handlers/create-workflow.handler.ts`, a registered `@WorkflowNodeStrategy`, or the
 *   tool factory an agent gets, as for `agent-tool` and `task`) and the studio's context menu
 *   offers to add it. Declaring the value in `WorkflowNodeTypeEnum` is not enough: `assigner` is
 *   declared from 3.0.15 but built and offered only from 3.3.1. The note is never built by the
 *   server, so the menu alone decides it. A patch release is written in full ('3.3.1'), an x.y.0
 *   release as 'x.y'; the agent, toolset and external-expert graph nodes are in the first 3.x tag,
 *   so '3.0'.
 * Facts checked: `docs-facts/catalogs.md`.
 */
export type WorkflowNodeFamily = 'agent' | 'flow' | 'data' | 'action' | 'pipeline' | 'canvas';

type Text = {en: string; zh: string};

export type WorkflowNodeInfo = {
  /** The node's type key (`WorkflowNodeTypeEnum` value, or the graph node type). */
  type: string;
  name: Text;
  family: WorkflowNodeFamily;
  inputs: Text;
  outputs: string[];
  since: string;
  /** Docs route of the node's page (without locale prefix). */
  docs: string;
};

const page = (slug: string) => `/docs/ai/workflow/${slug}`;

export const workflowNodes: WorkflowNodeInfo[] = [
  {
    type: 'trigger',
    name: {en: 'Trigger', zh: '触发器'},
    family: 'flow',
    inputs: {en: 'Chat or schedule, and the parameters a run receives', zh: '聊天或定时计划，以及每次运行接收的参数'},
    outputs: ['{parameters}'],
    since: '3.4.6',
    docs: page('trigger'),
  },
  {
    type: 'agent',
    name: {en: 'Agent', zh: '智能体'},
    family: 'agent',
    inputs: {en: 'Model, system prompt, tools, knowledge bases, history', zh: '模型、系统提示词、工具、知识库、历史消息'},
    outputs: ['system', 'messages', 'error', 'output | {structured output}'],
    since: '3.0',
    docs: page('agent'),
  },
  {
    type: 'toolset',
    name: {en: 'Toolset', zh: '工具集'},
    family: 'agent',
    inputs: {en: 'A toolset attached to an agent, with the tools it may call', zh: '挂在智能体上的工具集及可调用的工具'},
    outputs: [],
    since: '3.0',
    docs: page('toolset'),
  },
  {
    type: 'xpert',
    name: {en: 'External digital expert', zh: '外部数字专家'},
    family: 'agent',
    inputs: {en: 'A published digital expert, called by an agent as a tool', zh: '已发布的数字专家，由智能体作为工具调用'},
    outputs: [],
    since: '3.0',
    docs: page('external'),
  },
  {
    type: 'agent-tool',
    name: {en: 'Agent tool', zh: '智能体工具'},
    family: 'agent',
    inputs: {en: 'Tool name, description and parameters', zh: '工具名称、描述和参数'},
    outputs: ['args.{parameter}'],
    since: '3.4.1',
    docs: page('agent-tool'),
  },
  {
    type: 'task',
    name: {en: 'Task handover', zh: '任务移交'},
    family: 'agent',
    inputs: {en: 'Sub-agents and the text around the task description', zh: '子智能体，以及任务描述的前缀和后缀'},
    outputs: [],
    since: '3.4.1',
    docs: page('task'),
  },
  {
    type: 'if-else',
    name: {en: 'Logical router', zh: '逻辑分支'},
    family: 'flow',
    inputs: {en: 'Cases of conditions on variables', zh: '由变量条件组成的分支'},
    outputs: [],
    since: '3.0.15',
    docs: page('if-else'),
  },
  {
    type: 'classifier',
    name: {en: 'Question classifier', zh: '问题分类器'},
    family: 'flow',
    inputs: {en: 'Model, input variables, classes, instruction', zh: '模型、输入变量、类别、指令'},
    outputs: ['category'],
    since: '3.2.17',
    docs: page('classifier'),
  },
  {
    type: 'iterating',
    name: {en: 'Iterating', zh: '迭代'},
    family: 'flow',
    inputs: {en: 'List variable, parallel run, maximum, error mode', zh: '列表变量、并行执行、最大并发数、错误处理方式'},
    outputs: ['output', 'output_str'],
    since: '3.1.3',
    docs: page('iterating'),
  },
  {
    type: 'subflow',
    name: {en: 'Subflow', zh: '子流程'},
    family: 'flow',
    inputs: {en: 'Input parameters mapped to the subflow', zh: '映射到子流程的输入参数'},
    outputs: ['{output parameters}'],
    since: '3.2.8',
    docs: page('subflow'),
  },
  {
    type: 'answer',
    name: {en: 'Answer', zh: '回答'},
    family: 'action',
    inputs: {en: 'Message template; mute', zh: '消息模板；静默'},
    outputs: ['message', 'messages'],
    since: '3.1.3',
    docs: page('answer'),
  },
  {
    type: 'http',
    name: {en: 'HTTP request', zh: 'HTTP 请求'},
    family: 'action',
    inputs: {en: 'Method, URL, headers, query parameters, body, authorization, timeouts', zh: '方法、URL、请求头、查询参数、请求体、鉴权、超时'},
    outputs: ['status_code', 'headers', 'body', 'body_json', 'error', 'request_url', 'request_method', 'request_body'],
    since: '3.1.7',
    docs: page('http'),
  },
  {
    type: 'tool',
    name: {en: 'Tool invocation', zh: '工具调用'},
    family: 'action',
    inputs: {en: 'Toolset, tool and its parameters', zh: '工具集、工具及其参数'},
    outputs: ['text', 'json', 'files', 'error'],
    since: '3.3.1',
    docs: page('tool'),
  },
  {
    type: 'knowledge',
    name: {en: 'Knowledge retrieval', zh: '知识检索'},
    family: 'action',
    inputs: {en: 'Query variable, knowledge bases, recall settings', zh: '查询变量、知识库、召回设置'},
    outputs: ['result'],
    since: '3.2.6',
    docs: page('knowledge'),
  },
  {
    type: 'code',
    name: {en: 'Code execution', zh: '代码执行'},
    family: 'data',
    inputs: {en: 'Language (JavaScript or Python), input variables, code', zh: '语言（JavaScript 或 Python）、输入变量、代码'},
    outputs: ['{outputs}', 'error', 'logs'],
    since: '3.1.6',
    docs: page('code'),
  },
  {
    type: 'template',
    name: {en: 'Template transformation', zh: '模板转换'},
    family: 'data',
    inputs: {en: 'Input parameters and a template', zh: '输入参数和模板'},
    outputs: ['output'],
    since: '3.2.12',
    docs: page('template'),
  },
  {
    type: 'assigner',
    name: {en: 'Variable assigner', zh: '变量赋值'},
    family: 'data',
    inputs: {en: 'Assignments of values to conversation variables', zh: '把值写入会话变量的赋值项'},
    outputs: ['error'],
    since: '3.3.1',
    docs: page('assigner'),
  },
  {
    type: 'variable-aggregator',
    name: {en: 'Variable aggregator', zh: '变量聚合'},
    family: 'data',
    inputs: {en: 'Input variables (the output takes the first one\'s type)', zh: '输入变量（输出类型取第一个输入变量的类型）'},
    outputs: ['result', 'error'],
    since: '3.6',
    docs: page('variable-aggregator'),
  },
  {
    type: 'list-operator',
    name: {en: 'List operator', zh: '列表操作'},
    family: 'data',
    inputs: {en: 'List variable; filter, extract, sort, top N', zh: '列表变量；过滤、提取、排序、取前 N 项'},
    outputs: ['result', 'first_record', 'last_record', 'error'],
    since: '3.6',
    docs: page('list-operator'),
  },
  {
    type: 'note',
    name: {en: 'Note', zh: '注释'},
    family: 'canvas',
    inputs: {en: 'Text shown on the canvas', zh: '显示在画布上的文字'},
    outputs: [],
    since: '3.0.15',
    docs: page('note'),
  },
  {
    type: 'source',
    name: {en: 'Document source', zh: '文档数据源'},
    family: 'pipeline',
    inputs: {en: 'Source provider and its parameters', zh: '数据源提供方及其参数'},
    outputs: ['{parameters}', 'documents', 'error'],
    since: '3.6',
    docs: page('source'),
  },
  {
    type: 'processor',
    name: {en: 'Document transformer', zh: '文档转换'},
    family: 'pipeline',
    inputs: {en: 'Documents and a transformer provider', zh: '文档和转换器提供方'},
    outputs: ['documents', 'error'],
    since: '3.6',
    docs: page('processor'),
  },
  {
    type: 'chunker',
    name: {en: 'Document chunker', zh: '文档分块'},
    family: 'pipeline',
    inputs: {en: 'Documents and a chunker provider', zh: '文档和分块器提供方'},
    outputs: ['documents', 'error'],
    since: '3.6',
    docs: page('chunker'),
  },
  {
    type: 'understanding',
    name: {en: 'Document image understanding', zh: '文档图像理解'},
    family: 'pipeline',
    inputs: {en: 'Documents, a provider and an optional vision model', zh: '文档、提供方和可选的视觉模型'},
    outputs: ['documents', 'error'],
    since: '3.6',
    docs: page('understanding'),
  },
  {
    type: 'knowledgebase',
    name: {en: 'Document knowledge base', zh: '文档知识库'},
    family: 'pipeline',
    inputs: {en: 'Document variables to write into the knowledge base', zh: '要写入知识库的文档变量'},
    outputs: ['error', 'info', 'task'],
    since: '3.6',
    docs: page('knowledgebase'),
  },
];
