import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import Catalog, {editionLabel, joinText, nameLink} from '@site/src/components/Catalog';
import {dataSources, type DataSourceCapability} from '@site/src/data/dataSources';

function capabilityLabel(capability: DataSourceCapability): string {
  switch (capability) {
    case 'sql-model':
      return translate({id: 'docs.dataSources.capability.sqlModel', message: 'SQL 模型'});
    case 'mdx':
      return translate({id: 'docs.dataSources.capability.mdx', message: 'MDX / XMLA'});
    case 'upload':
      return translate({id: 'docs.dataSources.capability.upload', message: '上传数据'});
    case 'local-agent':
      return translate({id: 'docs.dataSources.capability.localAgent', message: '本地代理'});
  }
}

const CAPABILITIES: DataSourceCapability[] = ['sql-model', 'mdx', 'upload', 'local-agent'];

/** The filterable catalog of data-source connectors, rendered from `src/data/dataSources.ts`. */
export default function DataSourceCatalog(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const zh = i18n.currentLocale === 'zh-Hans';
  return (
    <Catalog
      label={translate({id: 'docs.dataSources.label', message: '数据源目录'})}
      legend={translate({id: 'docs.dataSources.filter.legend', message: '支持'})}
      match="all"
      options={CAPABILITIES.map((id) => ({id, label: capabilityLabel(id)}))}
      headers={[
        translate({id: 'docs.dataSources.column.name', message: '数据源'}),
        translate({id: 'docs.dataSources.column.type', message: '类型'}),
        translate({id: 'docs.dataSources.column.protocol', message: '协议 / 查询语言'}),
        translate({id: 'docs.dataSources.column.driver', message: '驱动'}),
        translate({id: 'docs.dataSources.column.versions', message: '版本要求'}),
        translate({id: 'docs.dataSources.column.supports', message: '支持'}),
        translate({id: 'docs.dataSources.column.edition', message: '产品版本'}),
        translate({id: 'docs.dataSources.column.since', message: '起始版本'}),
      ]}
      rows={dataSources.map((source) => {
        const name = zh && source.nameZh ? source.nameZh : source.name;
        return {
          key: source.id,
          search: [source.name, source.nameZh ?? '', source.type ?? '', source.protocol, source.syntax, source.driver].join(' '),
          tags: source.supports,
          cells: [
            nameLink(name, source.docs),
            source.type ? <code>{source.type}</code> : '—',
            `${source.protocol.toUpperCase()} / ${source.syntax.toUpperCase()}`,
            <code>{source.driver}</code>,
            source.versions ? source.versions[zh ? 'zh' : 'en'] : '—',
            joinText(source.supports.map(capabilityLabel), zh),
            editionLabel(source.edition),
            source.since ?? '—',
          ],
        };
      })}
    />
  );
}
