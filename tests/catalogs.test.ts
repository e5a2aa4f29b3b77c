/**
 * The three catalogs (data sources, model providers, workflow nodes): every row links to a docs
 * page that exists, every connector and node page has a row, the rows match the 3.6.0 source's
 * registries, and the filter matches what a reader types and ticks. Their component strings have
 * English text.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {dataSources} from '../src/data/dataSources.ts';
import {modelProviders} from '../src/data/modelProviders.ts';
import {workflowNodes} from '../src/data/workflowNodes.ts';
import {matchesOptions, matchesQuery} from '../src/components/Catalog/filter.ts';
import {docRoute} from '../scripts/checks/lib/content.ts';

const DOCS = path.resolve('docs');
const EN_DOCS = path.resolve('i18n/en/docusaurus-plugin-content-docs/current');

function docFiles(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return docFiles(full, root);
    return /\.mdx?$/.test(e.name) ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

const zhRoutes = new Set(docFiles(DOCS).map(docRoute));
const enRoutes = new Set(docFiles(EN_DOCS).map(docRoute));

/** Routes of the pages in a docs folder, its index page left out. */
function pagesUnder(folder: string): string[] {
  return docFiles(path.join(DOCS, folder))
    .map((rel) => docRoute(`${folder}/${rel}`))
    .filter((route) => route !== `/docs/${folder}/`);
}

function assertPagesExist(rows: {docs: string}[], what: string) {
  for (const row of rows) {
    assert.ok(zhRoutes.has(row.docs), `${what} ${JSON.stringify(row)}: no zh-Hans page ${row.docs}`);
    assert.ok(enRoutes.has(row.docs), `${what}: no English page ${row.docs}`);
  }
}

/** The types `register()`ed by the adapters exported from packages/adapter/src/index.ts at 3.6.0. */
const REGISTERED_3_6 = [
  'clickhouse', 'doris', 'hive', 'kingbase', 'mariadb', 'mssql', 'mysql', 'opengauss', 'pg',
  'presto', 'rds_mysql', 'redshift', 'sapbw', 'starrocks', 'trino', 'xmla',
].sort();

/** WorkflowNodeTypeEnum at 3.6.0 (packages/contracts/src/ai/xpert-workflow.model.ts), splitter commented out. */
const WORKFLOW_TYPES_3_6 = [
  'trigger', 'assigner', 'if-else', 'list-operator', 'variable-aggregator', 'iterating', 'answer',
  'code', 'http', 'knowledge', 'subflow', 'template', 'classifier', 'tool', 'agent-tool', 'note',
  'task', 'source', 'processor', 'chunker', 'understanding', 'knowledgebase',
].sort();

describe('data-source catalog', () => {
  it('has one row per type registered in 3.6.0, and the connectors without a type of their own', () => {
    const types = dataSources.flatMap((s) => (s.type ? [s.type] : []));
    assert.deepEqual([...types].sort(), REGISTERED_3_6);
    assert.equal(new Set(dataSources.map((s) => s.id)).size, dataSources.length, 'unique ids');
  });

  it('links every row to a page that exists in both locales', () => assertPagesExist(dataSources, 'data source'));

  it('has a row for every connector page', () => {
    const linked = new Set(dataSources.map((s) => s.docs));
    const pages = pagesUnder('server/datasources');
    assert.ok(pages.length >= 18, `found the connector pages (${pages.length})`);
    assert.deepEqual(pages.filter((page) => !linked.has(page)), []);
  });

  it('marks the connectors not in the open-source edition, and gives the shipped ones a release', () => {
    for (const s of dataSources) {
      if (s.type === null && s.protocol === 'sql') {
        assert.notEqual(s.edition, 'community', `${s.id} is commented out in 3.6.0`);
        assert.equal(s.since, undefined, s.id);
      } else {
        assert.equal(s.edition, 'community', s.id);
        assert.match(s.since ?? '', /^3\.\d(\.[1-9]\d*)?$/, s.id);
      }
      assert.ok(s.supports.length > 0, s.id);
      assert.equal(s.supports.includes('mdx'), s.protocol === 'xmla', `${s.id}: MDX only over XMLA`);
      assert.equal(s.supports.includes('sql-model'), s.protocol === 'sql', `${s.id}: SQL models only on SQL`);
    }
  });
});

describe('model-provider catalog', () => {
  it('links every row to a page that exists in both locales', () => assertPagesExist(modelProviders, 'provider'));

  it('has a row for every provider page', () => {
    const linked = new Set(modelProviders.map((p) => p.docs));
    assert.deepEqual(pagesUnder('ai/models').filter((page) => !linked.has(page)), []);
  });
});

describe('workflow-node catalog', () => {
  it('has a row for every node type of 3.6.0 and the agent, toolset and external-expert nodes', () => {
    const types = workflowNodes.map((n) => n.type);
    assert.equal(new Set(types).size, types.length, 'unique types');
    assert.deepEqual(types.filter((t) => !['agent', 'toolset', 'xpert'].includes(t)).sort(), WORKFLOW_TYPES_3_6);
  });

  it('links every row to its own page under docs/ai/workflow in both locales', () => {
    assertPagesExist(workflowNodes, 'node');
    for (const n of workflowNodes) assert.match(n.docs, /^\/docs\/ai\/workflow\/[a-z-]+$/, n.type);
    assert.equal(new Set(workflowNodes.map((n) => n.docs)).size, workflowNodes.length, 'one page per node');
  });

  it('names inputs in both languages and a release no later than 3.6', () => {
    for (const n of workflowNodes) {
      assert.ok(n.inputs.en && n.inputs.zh && n.name.en && n.name.zh, n.type);
      // 'x.y' for an x.y.0 release, the full version for a patch release (assigner: 3.3.1).
      assert.match(n.since, /^3\.[0-6](\.[1-9]\d*)?$/, n.type);
    }
  });
});

describe('catalog filter', () => {
  it('matches every typed term, case-insensitively, anywhere in the row text', () => {
    assert.ok(matchesQuery('PostgreSQL pg pg', ''));
    assert.ok(matchesQuery('PostgreSQL pg pg', '  postgres '));
    assert.ok(matchesQuery('HTTP request http status_code body', 'STATUS http'));
    assert.ok(!matchesQuery('HTTP request http status_code', 'status xml'));
    assert.ok(matchesQuery('达梦（DM8） odbc', '达梦'));
  });

  it('keeps rows with all ticked capabilities, or any ticked family', () => {
    assert.ok(matchesOptions(['sql-model'], [], 'all'));
    assert.ok(matchesOptions(['sql-model', 'upload'], ['upload', 'sql-model'], 'all'));
    assert.ok(!matchesOptions(['sql-model'], ['upload', 'sql-model'], 'all'));
    assert.ok(matchesOptions(['flow'], ['agent', 'flow'], 'any'));
    assert.ok(!matchesOptions(['data'], ['agent', 'flow'], 'any'));
  });

  it('finds the rows a reader would expect', () => {
    const uploads = dataSources.filter((s) => matchesOptions(s.supports, ['upload'], 'all')).map((s) => s.id);
    assert.ok(uploads.includes('mysql') && !uploads.includes('hive'));
    const vision = modelProviders.filter((p) => matchesOptions(p.capabilities, ['vision', 'text-embedding'], 'all'));
    assert.ok(vision.length > 0 && vision.every((p) => p.capabilities.includes('vision')));
    const http = workflowNodes.filter((n) => matchesQuery([n.type, ...n.outputs].join(' '), 'status_code'));
    assert.deepEqual(http.map((n) => n.type), ['http']);
  });
});

describe('catalog strings', () => {
  it('has English text for every id the catalog components use', () => {
    const english: Record<string, {message: string}> = JSON.parse(fs.readFileSync('i18n/en/code.json', 'utf8'));
    const files = ['Catalog/index.tsx', 'DataSourceCatalog/index.tsx', 'WorkflowNodeCatalog/index.tsx', 'ModelProviderTable/index.tsx'];
    const ids = files.flatMap((file) =>
      [...fs.readFileSync(path.join('src/components', file), 'utf8').matchAll(/\bid:\s*'([\w.]+)'/g)].map((m) => m[1]!),
    );
    assert.ok(ids.length > 30, `found the ids (${ids.length})`);
    assert.deepEqual(ids.filter((id) => !english[id]), []);
    assert.deepEqual(ids.filter((id) => /[\u3400-\u9fff]/.test(english[id]!.message)), []);
    assert.deepEqual(ids.filter((id) => !/^(catalog|docs\.(dataSources|modelProviders|workflowNodes))\./.test(id)), []);
  });
});
