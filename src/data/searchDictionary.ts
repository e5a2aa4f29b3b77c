/**
 * The Chinese search dictionary: words the search plugin's tokeniser (jieba) must keep whole, in
 * the index and therefore in queries (the browser cuts a query into the words the index holds).
 * Without an entry jieba cuts a product term by its general dictionary (知识流水线 -> 知识 / 流水线,
 * 计算成员 -> 计算 / 成员), and a query of the whole term then also finds every page that has the two
 * halves apart. Handed to the plugin as `zhUserDict` (docusaurus.config.ts); `tests/search-ranking.test.ts`
 * checks that the glossary of the writer's guide is covered.
 *
 * Add a term that readers type and that names one thing: a glossary term, a feature, a workflow
 * node, a connector. Not a phrase of two terms (知识流水线编排): a query of the phrase is cut into
 * the two words, which then match a title that holds both.
 */

import {chineseTermWords} from '../utils/searchTerms';

/** The glossary (contributing/writing.md, section "Glossary"). */
export const GLOSSARY_TERMS = [
  '数字专家', '知识库', '知识流水线', '工具集', '工作流', '语义模型', '多维模型', '立方体',
  '维度', '层级结构', '级别', '成员', '度量', '计算成员', '指标', '指标市场', '指标应用', '故事',
  '仪表板', '部件', '租户', '组织', '角色',
] as const;

/** Features, concepts and workflow nodes, as the docs' titles and readers name them. */
export const FEATURE_TERMS = [
  // Agents, chat, knowledge
  '智能体', '多智能体', '智能体中间件', '中间件', '人机协同', '人工介入', '长期记忆', '短期记忆',
  '蜂群架构', '监督者架构', '多智能体架构', '沙箱', '虚拟环境', '定时任务', '规划任务', '召回测试',
  '外部知识库', '文档分块', '文档转换', '文档来源', '知识检索', '向量数据库', '嵌入模型', '大模型',
  '提示词', '对话模型', '聊天机器人', '环境变量', '会话变量', '问题分类器', '逻辑分支', '变量赋值',
  '变量聚合', '列表操作', '子流程', '任务移交', '模板转换', '代码执行', '执行终点', '工具调用',
  '触发器', '异常处理', '迭代', '递归限制', '监控看板', '开发工具包', '插件', '插件市场', '工具包',
  // BI
  '语义建模', '派生指标', '衍生指标', '指标度量', '业务域', '限制条件', '指标卡片', '指标表格',
  '关键指标', '切片器', '高级切片器', '组合切片器', '维度选择器', '成员选择器', '日历选择器',
  '下拉选择器', '树型选择器', '过滤器栏', '输入控制器', '参数控制器', '日历控制器', '分析卡片',
  '分析表格', '透视表', '柱形图', '盒须图', '漏斗图', '地理图', '热力图', '线图', '饼图', '桑基图',
  '散点图', '旭日图', '河流图', '树图', '矩阵树图', '大屏', '关联分析', '执行解释', '故事模板',
  '故事工作区', '页面布局', '全局样式', '日历维度', '虚拟立方体', '立方体设计器', '维度设计器',
  '维度成员检索', '查询实验室', '查询日志', '建模工作区', '计算度量', '移动平均', '合并报表',
  '内置属性', '帕累托分析', '数据治理', '问数',
  // Administration
  '数据源', '本地代理', '桌面代理', '服务器代理', '单点登录', '角色权限', '租户配置', '用户管理',
  '功能模块', '系统集成', '企业微信', '飞书', '钉钉', '社区版', '企业版', '企业专业版', '部署',
] as const;

/** Connectors (data sources, sign-in, messaging) with a Chinese name. */
export const CONNECTOR_TERMS = ['达梦', '达梦数据库', '人大金仓', '金仓', '高斯数据库', '星环'] as const;

/** Every glossary term's Chinese name and aliases (src/data/glossary.ts), one word each: a query of an alias then matches the page that explains the term (src/utils/searchTerms.ts). */
export const TERMBASE_TERMS: readonly string[] = chineseTermWords();

export const ZH_SEARCH_TERMS: readonly string[] = [...new Set([...GLOSSARY_TERMS, ...FEATURE_TERMS, ...CONNECTOR_TERMS, ...TERMBASE_TERMS])];

/** The plugin's `zhUserDict`: jieba user dictionary lines `word frequency tag` (a line without a
 * frequency is ignored; a high one makes jieba prefer the whole word over its parts). */
export function zhUserDict(terms: readonly string[] = ZH_SEARCH_TERMS): string {
  return terms.map((term) => `${term} 20000 n`).join('\n');
}
