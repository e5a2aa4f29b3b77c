/**
 * The API reference pages, generated from the OpenAPI document (api/openapi.yaml) and its Chinese
 * texts (api/i18n/zh-Hans.yaml): one Markdown page per operation, one category page per tag and
 * an overview page, in both locales. Plain CommonMark (tables and fenced code), so the pages cost
 * no JavaScript beyond a regular docs page, pass the content check like any page, and are indexed
 * by the site search. Pure functions on data: scripts/api/api-docs.ts does the file system.
 */
import yaml from 'js-yaml';
import type {ConsoleOperation} from '../../src/utils/apiConsole/request.ts';

export type Locale = 'zh-Hans' | 'en';
type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type Obj = {[key: string]: Json};
export type OpenApiDoc = Obj;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
// `x-keywords`: the words a reader may search with for a group or an operation (comma-separated),
// written into the page's front matter `keywords`, which the search index holds.
const TRANSLATABLE = new Set(['title', 'summary', 'description', 'x-displayName', 'x-keywords']);

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every human-language text of the document: `summary`, `description` and `x-displayName`
 * strings, by JSON pointer. Example values are data, not text, and are skipped.
 */
export function textPointers(doc: OpenApiDoc): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: Json, pointer: string, key: string | null) => {
    if (key === 'example' || key === 'value' || key === 'default' || key === 'enum' || key === 'const') return;
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${pointer}/${i}`, null));
    else if (isObj(node)) {
      for (const [k, v] of Object.entries(node)) {
        const p = `${pointer}/${escapePointer(k)}`;
        // `properties` maps field names to schemas: a field named "description" is not a text.
        if (TRANSLATABLE.has(k) && typeof v === 'string' && key !== 'properties') out.set(p, v);
        else walk(v, p, key === 'properties' ? '(field)' : k);
      }
    }
  };
  walk(doc, '', null);
  return out;
}

export type Translations = Record<string, {en: string; zh: string}>;

/** The document with its texts replaced by the translations (pointer by pointer). */
export function translate(doc: OpenApiDoc, translations: Translations): OpenApiDoc {
  const copy = structuredClone(doc);
  for (const [pointer, {zh}] of Object.entries(translations)) {
    if (!zh?.trim()) continue; // untranslated: keep the English text (the check reports it)
    const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node: Json = copy;
    for (const part of parts.slice(0, -1)) node = (node as Obj)[part] as Json;
    if (isObj(node) || Array.isArray(node)) (node as Obj)[parts.at(-1)!] = zh;
  }
  return copy;
}

/** Problems between the English texts and the translation file (missing, stale, empty, changed). */
export function translationProblems(doc: OpenApiDoc, translations: Translations): string[] {
  const texts = textPointers(doc);
  const problems: string[] = [];
  for (const [pointer, en] of texts) {
    const t = translations[pointer];
    if (!t) problems.push(`${pointer}: no Chinese text`);
    else if (!t.zh?.trim()) problems.push(`${pointer}: the Chinese text is empty`);
    else if (t.en !== en) problems.push(`${pointer}: the English text changed since it was translated`);
  }
  for (const pointer of Object.keys(translations)) {
    if (!texts.has(pointer)) problems.push(`${pointer}: translated, but the document has no such text`);
  }
  return problems;
}

export type Operation = {
  method: string;
  path: string;
  id: string;
  slug: string;
  tag: string;
  op: Obj;
};

export const slugify = (s: string) =>
  s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function operations(doc: OpenApiDoc): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Obj)) {
    for (const method of HTTP_METHODS) {
      const op = (item as Obj)[method];
      if (!isObj(op)) continue;
      const id = String(op.operationId);
      result.push({method, path, id, slug: slugify(id), tag: String((op.tags as string[])[0]), op});
    }
  }
  return result;
}

function resolve(doc: OpenApiDoc, node: Json | undefined): Obj {
  let current = node;
  for (let i = 0; i < 10 && isObj(current) && typeof current.$ref === 'string'; i++) {
    const parts = current.$ref.slice(2).split('/');
    current = parts.reduce<Json>((n, p) => (n as Obj)[p.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
  }
  return (current ?? {}) as Obj;
}

/** Properties of a schema, following `$ref` and merging `allOf`. */
function schemaProperties(doc: OpenApiDoc, schema: Json | undefined): {props: [string, Obj][]; required: Set<string>} {
  const s = resolve(doc, schema);
  const props: [string, Obj][] = [];
  const required = new Set<string>((s.required as string[] | undefined) ?? []);
  for (const part of (s.allOf as Json[] | undefined) ?? []) {
    const inner = schemaProperties(doc, part);
    props.push(...inner.props);
    inner.required.forEach((r) => required.add(r));
  }
  for (const [name, value] of Object.entries((s.properties as Obj | undefined) ?? {})) props.push([name, resolve(doc, value)]);
  return {props, required};
}

function typeOf(doc: OpenApiDoc, schema: Json | undefined): string {
  const s = resolve(doc, schema);
  if (s.const !== undefined) return `${JSON.stringify(s.const)}`;
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(s.oneOf)) return s.oneOf.map((o) => typeOf(doc, o)).join(' or ');
  const types = Array.isArray(s.type) ? s.type.map(String) : s.type ? [String(s.type)] : s.allOf ? ['object'] : ['any'];
  return types
    .map((t) => (t === 'array' ? `${typeOf(doc, s.items)}[]` : t === 'string' && s.format ? `string (${s.format})` : t))
    .join(' | ');
}

const cell = (s: string) => s.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim() || '—';

const L = {
  en: {
    request: 'Request',
    pathParams: 'Path parameters',
    queryParams: 'Query parameters',
    body: 'Request body',
    responses: 'Responses',
    samples: 'Code samples',
    tabsNote: 'Choose curl, JavaScript or Python in the tabs below: the site remembers your choice on every API page.',
    name: 'Name',
    field: 'Field',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    yes: 'yes',
    no: 'no',
    contentType: (t: string) => `Content type \`${t}\`.`,
    bodyIsArray: (t: string) => `The body is a JSON array of \`${t}\`.`,
    example: 'Example:',
    noBody: 'The operation takes no request body.',
    authTitle: 'Authentication',
    auth:
      'Send an API key in the `x-api-key` header, or as `Authorization: Bearer <key>`. The key acts for the user who created it, in the organization it was created in (the one selected when the key was made); see [authentication](/docs/api/#authentication) for how to create one and keep it on your server. Without a valid key every operation answers 401.',
    related: 'Related operations',
    relatedIntro: (tag: string) => `Other operations of the [${tag}](${'%TAGLINK%'}) group:`,
    js: 'JavaScript',
    sdkNote:
      'The JavaScript sample uses the Xpert TypeScript SDK (`@xpert-ai/xpert-sdk`), whose `Client` sends the key in the `x-api-key` header. Set `XPERT_API_URL` to your server\'s `/api/ai` address and `XPERT_API_KEY` to the key.',
    fetchNote:
      'The SDK has no call for this operation, so the JavaScript sample uses `fetch`. Set `XPERT_API_URL` to your server\'s `/api/ai` address and `XPERT_API_KEY` to the key.',
    fetchOnlyNote:
      'The JavaScript sample uses `fetch`. Set `XPERT_API_URL` to your server\'s `/api/ai` address and `XPERT_API_KEY` to the key.',
    status: (code: string) => `Status ${code}`,
    sinceNote: (v: string) => `Available since release ${v}; this reference describes release 3.6.`,
    method: 'Method and path',
  },
  'zh-Hans': {
    request: '请求',
    pathParams: '路径参数',
    queryParams: '查询参数',
    body: '请求体',
    responses: '响应',
    samples: '代码示例',
    tabsNote: '在下面的标签页中选择 curl、JavaScript 或 Python，网站会在所有 API 页面上记住你的选择。',
    name: '名称',
    field: '字段',
    type: '类型',
    required: '必填',
    description: '说明',
    yes: '是',
    no: '否',
    contentType: (t: string) => `内容类型为 \`${t}\`。`,
    bodyIsArray: (t: string) => `消息体是由 \`${t}\` 组成的 JSON 数组。`,
    example: '示例：',
    noBody: '此操作不需要请求体。',
    authTitle: '认证',
    auth:
      '在 `x-api-key` 请求头中发送 API 密钥，或者以 `Authorization: Bearer <密钥>` 的形式发送。密钥以创建它的用户的身份、在创建密钥时所选的组织中执行操作；如何创建密钥、为什么只能放在服务器端，请参阅[认证](/docs/api/#authentication)。没有有效密钥时，每个操作都返回 401。',
    related: '相关操作',
    relatedIntro: (tag: string) => `[${tag}](${'%TAGLINK%'})分组中的其他操作：`,
    js: 'JavaScript',
    sdkNote:
      'JavaScript 示例使用 Xpert 的 TypeScript SDK（`@xpert-ai/xpert-sdk`），它的 `Client` 会把密钥放在 `x-api-key` 请求头中发送。请把 `XPERT_API_URL` 设为你的服务器的 `/api/ai` 地址，把 `XPERT_API_KEY` 设为 API 密钥。',
    fetchNote:
      'SDK 没有对应这个操作的方法，所以 JavaScript 示例直接使用 `fetch`。请把 `XPERT_API_URL` 设为你的服务器的 `/api/ai` 地址，把 `XPERT_API_KEY` 设为 API 密钥。',
    fetchOnlyNote:
      'JavaScript 示例直接使用 `fetch`。请把 `XPERT_API_URL` 设为你的服务器的 `/api/ai` 地址，把 `XPERT_API_KEY` 设为 API 密钥。',
    status: (code: string) => `状态码 ${code}`,
    sinceNote: (v: string) => `自 ${v} 版起提供；本参考描述的是 3.6 版。`,
    method: '方法与路径',
  },
} as const;

const json = (v: unknown) => JSON.stringify(v, null, 2);

/** The example of a media type object: `example`, or the first of `examples`. */
function exampleOf(doc: OpenApiDoc, media: Obj | undefined): Json | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values((media.examples as Obj | undefined) ?? {})[0];
  return first ? resolve(doc, first).value : undefined;
}

function fieldTable(doc: OpenApiDoc, schema: Json | undefined, t: (typeof L)[Locale]): string[] {
  const {props, required} = schemaProperties(doc, schema);
  if (props.length === 0) return [];
  const rows = [`| ${t.field} | ${t.type} | ${t.required} | ${t.description} |`, '| --- | --- | --- | --- |'];
  for (const [name, s] of props) {
    rows.push(`| \`${name}\` | ${cell(typeOf(doc, s))} | ${required.has(name) ? t.yes : t.no} | ${cell(String(s.description ?? ''))} |`);
    // One level down, for objects whose fields are documented (parserConfig, recall, metadata filters).
    if (isObj(s.properties)) {
      const inner = schemaProperties(doc, s);
      for (const [innerName, innerSchema] of inner.props) {
        rows.push(`| \`${name}.${innerName}\` | ${cell(typeOf(doc, innerSchema))} | ${inner.required.has(innerName) ? t.yes : t.no} | ${cell(String(innerSchema.description ?? ''))} |`);
      }
    }
  }
  return rows;
}

/** The tabs group of the code samples: `docusaurus.tab.api-language` in localStorage. */
export const API_TAB_GROUP = 'api-language';

export type SampleSet = {curl: string; js: string; python: string; sdk: boolean};

/** Example values of path and query parameters, for the samples. */
function paramValues(doc: OpenApiDoc, op: Obj): {path: Record<string, string>; query: [string, string][]} {
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const p of ((op.parameters as Json[] | undefined) ?? []).map((x) => resolve(doc, x))) {
    const value = p.example !== undefined ? String(p.example) : p.name === 'limit' ? '10' : p.name === 'offset' ? '0' : '';
    if (p.in === 'path') path[String(p.name)] = value;
    else if (p.in === 'query' && (p.required || value)) query.push([String(p.name), value]);
  }
  return {path, query};
}

const SDK: Record<string, (a: Record<string, string>, body: Json | undefined, q: [string, string][]) => string> = {
  searchAssistants: (_a, b) => `const assistants = await client.assistants.search(${js(b)});\nconsole.log(assistants.map((a) => [a.assistant_id, a.name]));`,
  countAssistants: (_a, b) => `const count = await client.assistants.count(${js(b)});`,
  getAssistant: (a) => `const assistant = await client.assistants.get('${a.assistant_id}');`,
  createThread: (_a, b) => `const thread = await client.threads.create(${js(b)});\nconsole.log(thread.thread_id);`,
  searchThreads: (_a, b) => `const threads = await client.threads.search(${js(b)});`,
  getThread: (a) => `const thread = await client.threads.get('${a.thread_id}');`,
  deleteThread: (a) => `await client.threads.delete('${a.thread_id}');`,
  getThreadState: (a) => `const state = await client.threads.getState('${a.thread_id}');`,
  listRuns: (a) => `const runs = await client.runs.list('${a.thread_id}', { limit: 10, offset: 0 });`,
  createRun: (a, b) => `const run = await client.runs.create('${a.thread_id}', '${(b as Obj).assistant_id}', {\n  input: ${js((b as Obj).input, 2)},\n});\nconsole.log(run.run_id, run.status);`,
  streamRun: (a, b) =>
    `const stream = client.runs.stream('${a.thread_id}', '${(b as Obj).assistant_id}', {\n  input: ${js((b as Obj).input, 2)},\n});\nfor await (const chunk of stream) {\n  const payload = chunk.data as { type?: string; data?: string | { type?: string; text?: string } };\n  if (payload?.type !== 'message') continue;\n  const piece = payload.data;\n  // A streaming model sends { type: 'text', text }; one that does not, its whole answer as a string.\n  if (typeof piece === 'string') process.stdout.write(piece);\n  else if (piece?.type === 'text' && piece.text) process.stdout.write(piece.text);\n}`,
  waitRun: (a, b) => `const answer = await client.runs.wait('${a.thread_id}', '${(b as Obj).assistant_id}', {\n  input: ${js((b as Obj).input, 2)},\n});\nconsole.log(answer);`,
  getRun: (a) => `const run = await client.runs.get('${a.thread_id}', '${a.run_id}');\nconsole.log(run.status);`,
  getStoreItem: (_a, _b, q) => `const item = await client.store.getItem(${js(String(q.find(([k]) => k === 'namespace')?.[1]).split('.'))}, '${q.find(([k]) => k === 'key')?.[1]}');`,
  putStoreItem: (_a, b) => `await client.store.putItem(${js((b as Obj).namespace)}, '${(b as Obj).key}', ${js((b as Obj).value)});`,
  deleteStoreItem: (_a, b) => `await client.store.deleteItem(${js((b as Obj).namespace)}, '${(b as Obj).key}');`,
  searchStoreItems: (_a, b) => {
    const {namespace_prefix: prefix, ...rest} = b as Obj;
    return `const { items } = await client.store.searchItems(${js(prefix)}, ${js(rest)});`;
  },
  createKnowledgebase: (_a, b) => `const knowledgebase = await client.knowledges.create(${js(b)});\nconsole.log(knowledgebase.id);`,
  listStoreNamespaces: (_a, b) => {
    const {prefix, max_depth: maxDepth, limit, offset} = b as Obj;
    return `const { namespaces } = await client.store.listNamespaces(${js({prefix, maxDepth, limit, offset})});`;
  },
};

/**
 * Operations the SDK does have a call for (e.g. `client.contexts.uploadFile`) although the sample
 * uses `fetch`: their note must not say that the SDK lacks one.
 */
const SDK_NOT_SHOWN = new Set(['uploadContextFile']);

function js(value: Json | undefined, indent = 0): string {
  const text = JSON.stringify(value ?? {}, null, 2)
    .replace(/"([A-Za-z_$][\w$]*)":/g, '$1:')
    .replace(/"/g, "'");
  return indent ? text.split('\n').join(`\n${' '.repeat(indent)}`) : text;
}

export function samples(doc: OpenApiDoc, o: Operation): SampleSet {
  const {path: pathValues, query} = paramValues(doc, o.op);
  const urlPath = o.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? name);
  const qs = query.length ? `?${query.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/g, ',')}`).join('&')}` : '';
  const body = resolve(doc, o.op.requestBody as Json);
  const content = (body.content as Obj | undefined) ?? {};
  const multipart = 'multipart/form-data' in content;
  const bodyExample = exampleOf(doc, content['application/json'] as Obj | undefined);
  const method = o.method.toUpperCase();
  const stream = o.id === 'streamRun';

  const curl = [`curl${stream ? ' -N' : ''} -X ${method} "$XPERT_API_URL${urlPath}${qs}" \\`, '  -H "x-api-key: $XPERT_API_KEY"'];
  if (multipart) curl[curl.length - 1] += ' \\\n  -F "file=@X200-manual.pdf"';
  else if (bodyExample !== undefined) {
    curl[curl.length - 1] += ` \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(bodyExample)}'`;
  }

  const py = ['import os', 'import requests', '', 'base = os.environ["XPERT_API_URL"]', 'headers = {"x-api-key": os.environ["XPERT_API_KEY"]}', ''];
  const pyArgs = [`f"{base}${urlPath}"`, 'headers=headers'];
  if (query.length) pyArgs.push(`params=${pyDict(Object.fromEntries(query))}`);
  if (multipart) {
    py.push('with open("X200-manual.pdf", "rb") as f:');
    py.push(`    response = requests.${o.method}(${[...pyArgs, 'files={"file": f}'].join(', ')})`);
  } else {
    if (bodyExample !== undefined) pyArgs.push(`json=${pyValue(bodyExample, 4)}`);
    if (stream) pyArgs.push('stream=True');
    py.push(`response = requests.${o.method}(\n    ${pyArgs.join(',\n    ')},\n)`);
  }
  py.push('response.raise_for_status()');
  if (stream) py.push('for line in response.iter_lines(decode_unicode=True):', '    if line.startswith("data:"):', '        print(line[5:].strip())');
  else if (o.id !== 'deleteThread') py.push('print(response.json())');

  const sdk = SDK[o.id];
  let jsCode: string;
  if (sdk) {
    jsCode = [
      "import { Client } from '@xpert-ai/xpert-sdk';",
      '',
      'const client = new Client({',
      '  apiUrl: process.env.XPERT_API_URL,',
      '  apiKey: process.env.XPERT_API_KEY,',
      '});',
      '',
      sdk(pathValues, bodyExample, query),
    ].join('\n');
  } else {
    const lines = ['const base = process.env.XPERT_API_URL;', "const headers = { 'x-api-key': process.env.XPERT_API_KEY };", ''];
    if (multipart) {
      lines.push("import { readFile } from 'node:fs/promises';", '');
      lines.unshift();
      lines.push('const form = new FormData();');
      lines.push("form.append('file', new Blob([await readFile('X200-manual.pdf')]), 'X200-manual.pdf');");
      lines.push(`const response = await fetch(\`\${base}${urlPath}\`, { method: 'POST', headers, body: form });`);
    } else if (bodyExample !== undefined) {
      lines.push(`const response = await fetch(\`\${base}${urlPath}${qs}\`, {`);
      lines.push(`  method: '${method}',`);
      lines.push("  headers: { ...headers, 'Content-Type': 'application/json' },");
      lines.push(`  body: JSON.stringify(${js(bodyExample, 2)}),`);
      lines.push('});');
    } else {
      lines.push(`const response = await fetch(\`\${base}${urlPath}${qs}\`, { method: '${method}', headers });`);
    }
    lines.push('if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);', 'console.log(await response.json());');
    // Imports first.
    const imports = lines.filter((l) => l.startsWith('import '));
    jsCode = [...imports, ...(imports.length ? [''] : []), ...lines.filter((l) => !l.startsWith('import ')).filter((l, i, a) => !(l === '' && a[i - 1] === ''))].join('\n');
  }
  return {curl: curl.join('\n'), js: jsCode, python: py.join('\n'), sdk: Boolean(sdk)};
}

function pyValue(v: Json | undefined, indent: number): string {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return JSON.stringify(v);
  const pad = ' '.repeat(indent + 4);
  const end = ' '.repeat(indent);
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x !== 'object' || x === null)) return `[${v.map((x) => pyValue(x, 0)).join(', ')}]`;
    return `[\n${v.map((x) => pad + pyValue(x, indent + 4)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(v);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, x]) => `${pad}${JSON.stringify(k)}: ${pyValue(x, indent + 4)}`).join(',\n')},\n${end}}`;
}
const pyDict = (o: Record<string, string>) => `{${Object.entries(o).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')}}`;

export type Page = {file: string; content: string};

const firstSentence = (s: string) => {
  const flat = s.replace(/\s*\n\s*/g, ' ').trim();
  const m = /^(.+?(?:\.(?=\s|$)|。))/.exec(flat);
  return (m ? m[1]! : flat).replace(/`/g, '');
};

function frontMatter(data: Record<string, unknown>): string {
  return `---\n${yaml.dump(data, {lineWidth: -1, quotingType: "'"}).trim()}\n---\n`;
}

type TagInfo = {name: string; slug: string; display: string; description: string; since?: string; keywords: string[]};

/** The reader's search words of a tag or an operation (`x-keywords`, split at commas of either script). */
export function keywordsOf(node: Obj): string[] {
  const raw = node['x-keywords'];
  return typeof raw === 'string' ? raw.split(/[,，]/).map((w) => w.trim()).filter(Boolean) : [];
}

export function tagInfos(doc: OpenApiDoc): TagInfo[] {
  return (doc.tags as Obj[]).map((t) => ({
    name: String(t.name),
    slug: slugify(String(t.name)),
    display: String(t['x-displayName'] ?? t.name),
    description: String(t.description ?? ''),
    since: t['x-since'] ? String(t['x-since']) : undefined,
    keywords: keywordsOf(t),
  }));
}

/** All the pages of one locale, paths relative to the docs folder. */
export function pages(doc: OpenApiDoc, locale: Locale, intro: {title: string; description: string; body: string}): Page[] {
  const t = L[locale];
  const tags = tagInfos(doc);
  const ops = operations(doc);
  const server = resolve(doc, (doc.servers as Json[])[0]);
  const result: Page[] = [];

  // Overview page: written by hand (api/pages/<locale>.md), with the generated list of groups.
  const groupList = tags
    .map((tag) => {
      const count = ops.filter((o) => o.tag === tag.name).length;
      return `- [${tag.display}](/docs/api/${tag.slug}/)${locale === 'en' ? ` (${count} ${count === 1 ? 'operation' : 'operations'}): ` : `（${count} 个操作）：`}${firstSentence(tag.description)}`;
    })
    .join('\n');
  result.push({
    file: 'api/index.md',
    content: `${frontMatter({title: intro.title, description: intro.description, sidebar_position: 11, tags: ['xpert', 'ai'], edition: 'community'})}\n${intro.body.replace('%GROUPS%', groupList).trim()}\n`,
  });

  tags.forEach((tag, tagIndex) => {
    const tagOps = ops.filter((o) => o.tag === tag.name);
    const tagLink = `/docs/api/${tag.slug}/`;
    const list = [
      `| ${t.method} | ${locale === 'en' ? 'Operation' : '操作'} |`,
      '| --- | --- |',
      ...tagOps.map((o) => `| \`${o.method.toUpperCase()} ${o.path}\` | [${cell(String(o.op.summary))}](/docs/api/${tag.slug}/${o.slug}) |`),
    ].join('\n');
    const sinceLine = tag.since ? `\n\n${t.sinceNote(tag.since)}` : '';
    result.push({
      file: `api/${tag.slug}/index.md`,
      content: `${frontMatter({
        title: tag.display,
        description: firstSentence(tag.description),
        ...(tag.keywords.length ? {keywords: tag.keywords} : {}),
        sidebar_position: tagIndex + 1,
        tags: ['xpert', 'ai'],
        edition: 'community',
        ...(tag.since ? {since: tag.since} : {}),
      })}\n${tag.description.trim()}${sinceLine}\n\n## ${locale === 'en' ? 'Operations' : '操作列表'} {#operations}\n\n${list}\n\n${
        locale === 'en'
          ? `Every path is relative to the API base address \`${String(server.url).replace('{host}', 'xpert.example.com')}\`. How to authenticate and what errors look like: [API reference](/docs/api/).`
          : `所有路径都相对于 API 基础地址 \`${String(server.url).replace('{host}', 'xpert.example.com')}\`。认证方式和错误格式见 [API 参考](/docs/api/)。`
      }\n`,
    });

    tagOps.forEach((o, opIndex) => {
      const lines: string[] = [];
      lines.push(`\`${o.method.toUpperCase()} /api/ai${o.path}\``, '', String(o.op.description ?? '').trim(), '');
      lines.push(`## ${t.request} {#request}`, '');
      const params = ((o.op.parameters as Json[] | undefined) ?? []).map((p) => resolve(doc, p));
      for (const [where, title, id] of [['path', t.pathParams, 'path-parameters'], ['query', t.queryParams, 'query-parameters']] as const) {
        const ps = params.filter((p) => p.in === where);
        if (!ps.length) continue;
        lines.push(`### ${title} {#${id}}`, '', `| ${t.name} | ${t.type} | ${t.required} | ${t.description} |`, '| --- | --- | --- | --- |');
        for (const p of ps) lines.push(`| \`${p.name}\` | ${cell(typeOf(doc, p.schema))} | ${p.required ? t.yes : t.no} | ${cell(String(p.description ?? ''))} |`);
        lines.push('');
      }
      const body = resolve(doc, o.op.requestBody as Json);
      const content = (body.content as Obj | undefined) ?? {};
      lines.push(`### ${t.body} {#request-body}`, '');
      const [mediaType, media] = Object.entries(content)[0] ?? [];
      if (!mediaType) lines.push(t.noBody, '');
      else {
        const schema = resolve(doc, (media as Obj).schema);
        lines.push(t.contentType(mediaType), '');
        if (schema.description) lines.push(cell(String(schema.description)), '');
        if (schema.type === 'array') {
          lines.push(t.bodyIsArray(typeOf(doc, schema.items)), '');
          lines.push(...fieldTable(doc, schema.items, t));
        } else lines.push(...fieldTable(doc, (media as Obj).schema, t));
        const example = exampleOf(doc, media as Obj);
        if (example !== undefined) lines.push('', t.example, '', '```json', json(example), '```');
        lines.push('');
      }
      lines.push(`## ${t.responses} {#responses}`, '');
      for (const [code, response] of Object.entries(o.op.responses as Obj)) {
        const r = resolve(doc, response);
        lines.push(`### ${t.status(code)} {#response-${code}}`, '', cell(String(r.description ?? '')), '');
        const [rType, rMedia] = Object.entries((r.content as Obj | undefined) ?? {})[0] ?? [];
        if (!rType) continue;
        const schema = resolve(doc, (rMedia as Obj).schema);
        if (code.startsWith('2')) {
          if (schema.type === 'array') lines.push(t.bodyIsArray(typeOf(doc, schema.items)), '', ...fieldTable(doc, schema.items, t), '');
          else if (!String(code).startsWith('2') || schema.type === 'object' || schema.allOf || schema.properties) lines.push(...fieldTable(doc, (rMedia as Obj).schema, t), '');
          else if (schema.description) lines.push(cell(String(schema.description)), '');
        }
        const example = exampleOf(doc, rMedia as Obj);
        if (example !== undefined) {
          if (rType === 'text/event-stream') lines.push('```text', String(example).trim(), '```', '');
          else lines.push('```json', json(example), '```', '');
        }
      }
      const s = samples(doc, o);
      lines.push(`## ${t.samples} {#code-samples}`, '', s.sdk ? t.sdkNote : SDK_NOT_SHOWN.has(o.id) ? t.fetchOnlyNote : t.fetchNote, '', t.tabsNote, '');
      // One set of tabs (plugins/code-tabs): the reader's language choice holds on every API page.
      lines.push(`\`\`\`bash tab="curl" group="${API_TAB_GROUP}"`, s.curl, '```', '');
      lines.push(`\`\`\`typescript tab="${t.js}"`, s.js, '```', '');
      lines.push('```python tab="Python"', s.python, '```', '');
      lines.push(`## ${t.authTitle} {#authentication}`, '', t.auth, '');
      const others = tagOps.filter((x) => x !== o);
      if (others.length) {
        lines.push(`## ${t.related} {#related}`, '', t.relatedIntro(tag.display).replace('%TAGLINK%', tagLink), '');
        for (const x of others) lines.push(`- [${cell(String(x.op.summary))}](/docs/api/${tag.slug}/${x.slug}): \`${x.method.toUpperCase()} ${x.path}\``);
        lines.push('');
      }
      result.push({
        file: `api/${tag.slug}/${o.slug}.md`,
        content: `${frontMatter({
          title: String(o.op.summary),
          description: firstSentence(String(o.op.description ?? o.op.summary)),
          ...(keywordsOf(o.op).length ? {keywords: keywordsOf(o.op)} : {}),
          sidebar_position: opIndex + 1,
          tags: ['xpert', 'ai'],
          edition: 'community',
          // An operation that arrived after the rest of its group says so itself (`x-since` on the operation).
          ...(o.op['x-since'] ? {since: String(o.op['x-since'])} : tag.since ? {since: tag.since} : {}),
        })}\n${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`,
      });
    });
  });
  return result;
}

/** A schema with every `$ref` replaced by its target and the texts left out (the page shows them). */
function inlineSchema(doc: OpenApiDoc, node: Json | undefined, depth = 0): Json {
  if (depth > 12) return {};
  if (Array.isArray(node)) return node.map((n) => inlineSchema(doc, n, depth + 1));
  if (!isObj(node)) return node ?? {};
  const s = resolve(doc, node);
  const out: Obj = {};
  for (const [key, value] of Object.entries(s)) {
    if (['description', 'example', 'examples', 'title', 'x-displayName', 'contentSchema', 'contentMediaType'].includes(key)) continue;
    if (key === 'properties' && isObj(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineSchema(doc, v, depth + 1)]));
    } else if (['items', 'additionalProperties', 'not'].includes(key) || ['allOf', 'oneOf', 'anyOf'].includes(key)) {
      out[key] = inlineSchema(doc, value, depth + 1);
    } else out[key] = value;
  }
  return out;
}

/** What the console on each operation page needs (the type lives with the console, src/utils/apiConsole/request.ts). */
export function consoleOperations(doc: OpenApiDoc): ConsoleOperation[] {
  return operations(doc).map((o) => {
    const params = ((o.op.parameters as Json[] | undefined) ?? []).map((x) => resolve(doc, x));
    const {path: pathValues, query} = paramValues(doc, o.op);
    const statuses = Object.keys(o.op.responses as Obj).filter((s) => /^2\d\d$/.test(s)).map(Number).sort();
    const content = (resolve(doc, o.op.requestBody as Json).content as Obj | undefined) ?? {};
    const jsonMedia = content['application/json'] as Obj | undefined;
    let body: ConsoleOperation['body'];
    if ('multipart/form-data' in content) body = {kind: 'file', field: 'file'};
    else if (jsonMedia) body = {kind: 'json', schema: inlineSchema(doc, jsonMedia.schema as Json), example: exampleOf(doc, jsonMedia) ?? {}};
    return {
      id: o.id,
      slug: o.slug,
      method: o.method.toUpperCase(),
      path: o.path,
      success: statuses[0] ?? 200,
      stream: 'text/event-stream' in ((resolve(doc, (o.op.responses as Obj)[String(statuses[0])]).content as Obj | undefined) ?? {}),
      params: params
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: String(p.name),
          in: p.in as 'path' | 'query',
          required: Boolean(p.required),
          type: typeOf(doc, p.schema as Json),
          example: p.in === 'path' ? (pathValues[String(p.name)] ?? '') : (query.find(([k]) => k === p.name)?.[1] ?? ''),
        })),
      ...(body ? {body} : {}),
    };
  });
}
