/**
 * Headings that many pages share (a template's sections: "Settings", "Related pages", 本节内容,
 * the API pages' "Request body"). A search hit on one of them says nothing about what its page is
 * for, so the search ranking (plugins/search-ranking/rank.ts) does not count it as the page
 * answering the query: a page found only through such a heading ranks with the pages found in
 * their text, below every page whose title, description, keywords or own headings answer.
 * tests/search-ranking.test.ts checks that every heading on ten or more docs pages of a locale is
 * here. Compared lower-cased.
 */
export const GENERIC_HEADINGS: readonly string[] = [
  // English
  'authentication',
  'before you start',
  'code samples',
  'common errors',
  'common problems',
  'connect',
  'connection fields',
  'example',
  'examples',
  'in this section',
  'inputs and outputs',
  'limits and common errors',
  'limits and common problems',
  'path parameters',
  'related operations',
  'related pages',
  'request',
  'request body',
  'responses',
  'set it up',
  'settings',
  'status 200',
  'status 201',
  'status 401',
  'status 404',
  'what the chart needs',
  // 简体中文
  '本节内容',
  '常见错误',
  '常见问题',
  '代码示例',
  '配置步骤',
  '配置项',
  '请求',
  '请求体',
  '认证',
  '设置项',
  '示例',
  '输入与输出',
  '图表需要的字段',
  '路径参数',
  '相关操作',
  '相关页面',
  '限制与常见错误',
  '限制与常见问题',
  '响应',
  '连接步骤',
  '连接字段',
  '准备工作',
  '状态码 200',
  '状态码 201',
  '状态码 401',
  '状态码 404',
];

const GENERIC = new Set(GENERIC_HEADINGS);

/** Whether a heading's text is one many pages share. */
export function isGenericHeading(text: string): boolean {
  return GENERIC.has(text.trim().toLowerCase());
}
