/**
 * The few words the plugin writes itself (llms.txt headings and summary, admonition labels in
 * the Markdown twins, the label of the social cards), per locale. Everything else comes from the
 * pages. The admonition labels are the classic theme's own (theme.admonition.*).
 */
export type LocaleText = {
  /** One paragraph about the site: the `> summary` of llms.txt. */
  summary: string;
  /** The paragraph under it: what the links point to and where the other files are. */
  details: (files: {full: string; otherLocale: string}) => string;
  /** Heading of the docs that sit at the top of the sidebar, outside any category. */
  overview: string;
  /** Heading of the docs that are in no sidebar. */
  other: string;
  /** Section label of the docs tag pages and of docs pages outside a category. */
  docs: string;
  /** Heading of the blog posts in llms.txt (under the `Optional` section of the convention). */
  blog: string;
  /** Shown at the bottom right of the social cards. */
  language: string;
  /** `theme.admonition.*` labels. */
  admonitions: Record<string, string>;
  /** Between an admonition's label and its title (`Tip: Title`, `提示：标题`). */
  labelSeparator: string;
  /** Date format of a post's date line in its twin. */
  dateLocale: string;
};

const TEXT: Record<string, LocaleText> = {
  'zh-Hans': {
    summary:
      'Xpert AI 是开源的 AI 原生多维分析与智能体平台：用语义模型（立方体、维度、度量）统一业务口径，用指标和故事（仪表板）呈现数据，用数字专家（基于 LangGraph 的智能体与工作流）结合知识库和工具集回答问题、执行任务。可以使用云服务，也可以用 Docker 或 Kubernetes 私有部署。',
    details: ({full, otherLocale}) =>
      `以下链接都指向页面的 Markdown 版本（在页面地址后加 \`.md\`，目录页为 \`index.md\`）。全部文档的全文见 ${full}；英文版见 ${otherLocale}。`,
    overview: '概览',
    other: '其他页面',
    docs: '文档',
    blog: '博客文章',
    language: '简体中文',
    labelSeparator: '：',
    admonitions: {note: '备注', tip: '提示', info: '信息', warning: '注意', danger: '危险', caution: '警告', important: '重要'},
    dateLocale: 'zh-CN',
  },
  en: {
    summary:
      'Xpert AI is an open-source, AI-native platform for multi-dimensional analytics and agents: semantic models (cubes, dimensions, measures) define every figure once, indicators and stories (dashboards) present the data, and digital experts (LangGraph agents and workflows with knowledge bases and toolsets) answer questions and carry out tasks. It runs as a cloud service or on your own servers with Docker or Kubernetes.',
    details: ({full, otherLocale}) =>
      `Every link below points to the Markdown version of a page (the page URL plus \`.md\`, or \`index.md\` for a section page). The full text of all docs is in ${full}; the Chinese version is at ${otherLocale}.`,
    overview: 'Overview',
    other: 'Other pages',
    docs: 'Docs',
    blog: 'Blog posts',
    language: 'English',
    labelSeparator: ': ',
    admonitions: {note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution', important: 'Important'},
    dateLocale: 'en-GB',
  },
};

export function localeText(locale: string): LocaleText {
  const text = TEXT[locale];
  if (!text) throw new Error(`machine-readable: no texts for locale ${locale}; add them to plugins/machine-readable/locale-text.ts`);
  return text;
}
