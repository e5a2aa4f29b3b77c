import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import Catalog, {codeList, editionLabel, joinText, nameLink, type CatalogOption} from '@site/src/components/Catalog';
import {
  modelProviders,
  type ModelCapability,
  type ModelProviderInfo,
} from '@site/src/data/modelProviders';

function capabilityLabel(capability: ModelCapability): string {
  switch (capability) {
    case 'llm':
      return translate({id: 'docs.modelProviders.capability.llm', message: '对话（LLM）'});
    case 'text-embedding':
      return translate({id: 'docs.modelProviders.capability.textEmbedding', message: '文本向量'});
    case 'rerank':
      return translate({id: 'docs.modelProviders.capability.rerank', message: '重排序'});
    case 'speech2text':
      return translate({id: 'docs.modelProviders.capability.speech2text', message: '语音转文字'});
    case 'tts':
      return translate({id: 'docs.modelProviders.capability.tts', message: '文字转语音'});
    case 'moderation':
      return translate({id: 'docs.modelProviders.capability.moderation', message: '内容审核'});
    case 'vision':
      return translate({id: 'docs.modelProviders.capability.vision', message: '视觉'});
  }
}

/** The capabilities a reader can filter by (moderation: no provider implements it in 3.6.0). */
const FILTERS: ModelCapability[] = ['llm', 'text-embedding', 'rerank', 'speech2text', 'tts', 'vision'];

function statusLabel(provider: ModelProviderInfo): string {
  return provider.status === 'available'
    ? translate({id: 'docs.modelProviders.status.available', message: '可用'})
    : translate({id: 'docs.modelProviders.status.notImplemented', message: '仅列出，未实现'});
}

function setupLabel(provider: ModelProviderInfo): string {
  return provider.setup === 'provider'
    ? translate({id: 'docs.modelProviders.setup.provider', message: '提供商级（设置）'})
    : translate({id: 'docs.modelProviders.setup.model', message: '按模型（添加）'});
}

/** The overview page that holds this table: providers documented only there get no self-link. */
const OVERVIEW = '/docs/ai/models/';

type Props = {
  /** Only providers with this status; all of them when omitted. */
  status?: ModelProviderInfo['status'];
};

/** The filterable table of built-in model providers, rendered from `src/data/modelProviders.ts`. */
export default function ModelProviderTable({status}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const zh = i18n.currentLocale === 'zh-Hans';
  const providers = status ? modelProviders.filter((p) => p.status === status) : modelProviders;
  const options: CatalogOption[] = FILTERS.map((id) => ({id, label: capabilityLabel(id)}));
  return (
    <Catalog
      label={translate({id: 'docs.modelProviders.label', message: '模型提供商目录'})}
      legend={translate({id: 'docs.modelProviders.filter.legend', message: '模型类型'})}
      match="all"
      options={options}
      headers={[
        translate({id: 'docs.modelProviders.column.provider', message: '提供商'}),
        translate({id: 'docs.modelProviders.column.key', message: '标识'}),
        translate({id: 'docs.modelProviders.column.capabilities', message: '3.6.0 中可用的模型类型'}),
        translate({id: 'docs.modelProviders.column.credentials', message: '凭据字段'}),
        translate({id: 'docs.modelProviders.column.setup', message: '凭据填写位置'}),
        translate({id: 'docs.modelProviders.column.status', message: '状态'}),
        translate({id: 'docs.modelProviders.column.edition', message: '版本'}),
      ]}
      rows={providers.map((provider) => {
        const name = zh && provider.nameZh ? provider.nameZh : provider.name;
        return {
          key: provider.id,
          search: [provider.name, provider.nameZh ?? '', provider.id, ...provider.credentials].join(' '),
          tags: provider.capabilities,
          cells: [
            provider.docs === OVERVIEW ? name : nameLink(name, provider.docs),
            <code>{provider.id}</code>,
            provider.capabilities.length > 0 ? joinText(provider.capabilities.map(capabilityLabel), zh) : '—',
            codeList(provider.credentials),
            setupLabel(provider),
            statusLabel(provider),
            editionLabel(provider.edition),
          ],
        };
      })}
    />
  );
}
