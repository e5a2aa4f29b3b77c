import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
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

type Props = {
  /** Only providers with this status; all of them when omitted. */
  status?: ModelProviderInfo['status'];
};

/** The table of built-in model providers, rendered from `src/data/modelProviders.ts`. */
export default function ModelProviderTable({status}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const zh = i18n.currentLocale === 'zh-Hans';
  const rows = status ? modelProviders.filter((p) => p.status === status) : modelProviders;
  return (
    <table>
      <thead>
        <tr>
          <th>{translate({id: 'docs.modelProviders.column.provider', message: '提供商'})}</th>
          <th>{translate({id: 'docs.modelProviders.column.key', message: '标识'})}</th>
          <th>{translate({id: 'docs.modelProviders.column.capabilities', message: '3.6.0 中可用的模型类型'})}</th>
          <th>{translate({id: 'docs.modelProviders.column.credentials', message: '凭据字段'})}</th>
          <th>{translate({id: 'docs.modelProviders.column.setup', message: '凭据填写位置'})}</th>
          <th>{translate({id: 'docs.modelProviders.column.status', message: '状态'})}</th>
          <th>{translate({id: 'docs.modelProviders.column.edition', message: '版本'})}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((provider) => {
          const name = zh && provider.nameZh ? provider.nameZh : provider.name;
          return (
            <tr key={provider.id} data-provider={provider.id}>
              <td>{provider.docs === '/docs/ai/models/' ? name : <Link to={provider.docs}>{name}</Link>}</td>
              <td>
                <code>{provider.id}</code>
              </td>
              <td>
                {provider.capabilities.length > 0
                  ? provider.capabilities.map(capabilityLabel).join(zh ? '、' : ', ')
                  : '—'}
              </td>
              <td>
                {provider.credentials.map((field, index) => (
                  <span key={field}>
                    {index > 0 && ' '}
                    <code>{field}</code>
                  </span>
                ))}
              </td>
              <td>{setupLabel(provider)}</td>
              <td>{statusLabel(provider)}</td>
              <td>
                {provider.edition === 'community'
                  ? translate({id: 'docs.modelProviders.edition.community', message: '社区版'})
                  : provider.edition}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
