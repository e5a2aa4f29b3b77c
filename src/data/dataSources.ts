/**
 * The data-source connectors of Xpert AI 3.6.0: one entry per type registered in
 * `packages/adapter/src/index.ts` at tag 3.6.0 (16 types), plus the two connectors whose export
 * is commented out there (SAP HANA, Dameng: not in the open-source edition) and Kyligence, which
 * is reached through the generic XMLA type. Plain data: the catalog on the data sources' index
 * page (`src/components/DataSourceCatalog`) maps over it. Facts checked: `docs-facts/catalogs.md`.
 *
 * - `type`: the key the adapter registers (`register('<type>', …)`), stored on the data source;
 *   `null` when no type of its own exists in 3.6.0.
 * - `protocol`: the adapter's `protocol` (`sql` or `xmla`); `syntax`, the query language it speaks.
 * - `driver`: the Node.js package the adapter uses to reach the database (from the adapter's
 *   imports and `packages/adapter/package.json`).
 * - `versions`: what the adapter's code says about server versions; empty when it says nothing.
 * - `supports`:
 *   - `sql-model`: a semantic model can be built on it, queried with SQL the platform generates;
 *   - `mdx`: it answers MDX itself, over XMLA;
 *   - `upload`: the adapter implements `import` (files uploaded into a new table); the other
 *     adapters inherit a no-op;
 *   - `local-agent`: the data source form's **Use local agent** switch applies to it (shown when
 *     the deployment sets `ENABLE_LOCAL_AGENT`, off in `docker/.env.example`).
 */
import type {ModelProviderEdition as Edition} from './modelProviders';

export type DataSourceCapability = 'sql-model' | 'mdx' | 'upload' | 'local-agent';

export type DataSourceInfo = {
  /** Stable id of the row (the docs page's slug). */
  id: string;
  name: string;
  nameZh?: string;
  type: string | null;
  protocol: 'sql' | 'xmla';
  syntax: 'sql' | 'mdx';
  driver: string;
  versions?: {en: string; zh: string};
  supports: DataSourceCapability[];
  edition: Edition;
  /** First release (major.minor) whose tag registers the type; none for connectors not shipped. */
  since?: string;
  /** Docs route of the connector's page (without locale prefix). */
  docs: string;
};

const SQL_ALL: DataSourceCapability[] = ['sql-model', 'upload', 'local-agent'];
const SQL_READ: DataSourceCapability[] = ['sql-model', 'local-agent'];
const MDX: DataSourceCapability[] = ['mdx', 'local-agent'];

export const dataSources: DataSourceInfo[] = [
  {
    id: 'aws-redshift',
    name: 'AWS Redshift',
    type: 'redshift',
    protocol: 'sql',
    syntax: 'sql',
    driver: '@aws-sdk/client-redshift-data',
    supports: SQL_READ,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/aws-redshift',
  },
  {
    id: 'clickhouse',
    name: 'ClickHouse',
    type: 'clickhouse',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'clickhouse',
    supports: SQL_ALL,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/clickhouse',
  },
  {
    id: 'dameng',
    name: 'Dameng (DM8)',
    nameZh: '达梦（DM8）',
    type: null,
    protocol: 'sql',
    syntax: 'sql',
    driver: 'odbc',
    supports: ['sql-model'],
    edition: 'enterprise',
    docs: '/docs/server/datasources/dameng',
  },
  {
    id: 'doris',
    name: 'Apache Doris',
    type: 'doris',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'mysql',
    supports: SQL_ALL,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/doris',
  },
  {
    id: 'hive',
    name: 'Hive',
    type: 'hive',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'hive-driver',
    versions: {
      en: 'HiveServer2 that accepts client protocol V10',
      zh: '支持客户端协议 V10 的 HiveServer2',
    },
    supports: SQL_READ,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/hive',
  },
  {
    id: 'kingbase',
    name: 'KingbaseES',
    nameZh: '人大金仓 KingbaseES',
    type: 'kingbase',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'pg',
    supports: SQL_ALL,
    edition: 'community',
    since: '3.3.4',
    docs: '/docs/server/datasources/kingbase',
  },
  {
    id: 'kyligence',
    name: 'Kyligence',
    type: null,
    protocol: 'xmla',
    syntax: 'mdx',
    driver: 'axios (XMLA)',
    supports: MDX,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/kyligence',
  },
  {
    id: 'mariadb',
    name: 'MariaDB',
    type: 'mariadb',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'mysql2',
    supports: SQL_ALL,
    edition: 'community',
    since: '3.3.4',
    docs: '/docs/server/datasources/mariadb',
  },
  {
    id: 'mssql',
    name: 'SQL Server',
    type: 'mssql',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'mssql',
    supports: SQL_ALL,
    edition: 'community',
    since: '3.1.4',
    docs: '/docs/server/datasources/mssql',
  },
  {
    id: 'mysql',
    name: 'MySQL',
    type: 'mysql',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'mysql2',
    supports: SQL_ALL,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/mysql',
  },
  {
    id: 'rds-mysql',
    name: 'MySQL (Amazon RDS)',
    type: 'rds_mysql',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'mysql2',
    supports: SQL_ALL,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/mysql',
  },
  {
    id: 'opengauss',
    name: 'openGauss',
    type: 'opengauss',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'pg',
    supports: SQL_ALL,
    edition: 'community',
    since: '3.3.4',
    docs: '/docs/server/datasources/opengauss',
  },
  {
    id: 'postgres',
    name: 'PostgreSQL',
    type: 'pg',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'pg',
    supports: SQL_ALL,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/postgres',
  },
  {
    id: 'presto',
    name: 'Presto',
    type: 'presto',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'presto-client',
    supports: SQL_READ,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/presto',
  },
  {
    id: 'sap-bw',
    name: 'SAP BW',
    type: 'sapbw',
    protocol: 'xmla',
    syntax: 'mdx',
    driver: 'axios (XMLA)',
    supports: MDX,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/sap-bw/',
  },
  {
    id: 'sap-hana',
    name: 'SAP HANA',
    type: null,
    protocol: 'sql',
    syntax: 'sql',
    driver: '@sap/hana-client',
    supports: ['sql-model'],
    edition: 'enterprise-pro',
    docs: '/docs/server/datasources/sap-hana',
  },
  {
    id: 'starrocks',
    name: 'StarRocks',
    type: 'starrocks',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'mysql',
    versions: {
      en: 'Version field: below 3, the platform strips CSV header rows itself',
      zh: '“版本”字段：低于 3 时由平台自行去掉 CSV 表头行',
    },
    supports: SQL_ALL,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/starrocks',
  },
  {
    id: 'trino',
    name: 'Trino',
    type: 'trino',
    protocol: 'sql',
    syntax: 'sql',
    driver: 'presto-client',
    supports: SQL_READ,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/trino',
  },
  {
    id: 'xmla',
    name: 'XMLA',
    type: 'xmla',
    protocol: 'xmla',
    syntax: 'mdx',
    driver: 'axios (XMLA)',
    supports: MDX,
    edition: 'community',
    since: '3.0',
    docs: '/docs/server/datasources/xmla',
  },
];
