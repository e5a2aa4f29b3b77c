/**
 * The built-in AI model providers of Xpert AI 3.6.0, one entry per provider folder under
 * `packages/server-ai/src/ai-model/model_providers/` at tag 3.6.0 (24 folders, all registered in
 * that folder's `index.ts`). Plain data: the docs table (`src/components/ModelProviderTable`)
 * and the planned provider catalog map over it. Checked facts are in `docs-facts/new-providers.md`.
 *
 * - `capabilities`: model types that work in 3.6.0: declared in the provider's YAML manifest
 *   (`supported_model_types`) AND backed by a model class the provider module registers.
 *   `vision` is listed when the provider's predefined chat models declare the `vision` feature.
 * - `declared`: what the manifest lists; the app shows these as badges on the provider card,
 *   even where 3.6.0 has no implementation behind them.
 * - `status`: `not-implemented` where the manifest says `not_implemented: true`; the app then
 *   shows Contribute / Support instead of Setup / Add and the provider cannot be used.
 * - `setup`: `provider` when the manifest has a provider credential form (Setup button, one set
 *   of credentials for the provider); `model` when credentials are entered per model (Add button).
 * - `credentials`: the connection fields of that form (variable names, required ones first);
 *   per-model tuning fields such as `context_size` are left to the provider's own docs page.
 */

export type ModelCapability = 'llm' | 'text-embedding' | 'rerank' | 'speech2text' | 'tts' | 'moderation' | 'vision';

export type ModelProviderEdition = 'community' | 'enterprise' | 'enterprise-pro';

export type ModelProviderInfo = {
  /** The provider key (`provider:` in its manifest), as stored in the copilot's settings. */
  id: string;
  /** The label the app shows, English. */
  name: string;
  /** The label the app shows in Chinese, where the manifest has its own. */
  nameZh?: string;
  capabilities: ModelCapability[];
  declared: ModelCapability[];
  status: 'available' | 'not-implemented';
  setup: 'provider' | 'model';
  credentials: string[];
  edition: ModelProviderEdition;
  /** First release (major.minor) whose tag contains the provider. */
  since: string;
  /** Docs route that explains the provider (without locale prefix). */
  docs: string;
};

const OVERVIEW = '/docs/ai/models/';
const CHINA = '/docs/ai/models/chinese-providers';

export const modelProviders: ModelProviderInfo[] = [
  {
    id: 'openai',
    name: 'OpenAI',
    capabilities: ['llm', 'text-embedding', 'vision'],
    declared: ['llm', 'text-embedding', 'speech2text', 'moderation', 'tts'],
    status: 'available',
    setup: 'provider',
    credentials: ['openai_api_key', 'openai_organization', 'openai_api_base'],
    edition: 'community',
    since: '3.0',
    docs: OVERVIEW,
  },
  {
    id: 'anthropic',
    name: 'Anthropic',
    capabilities: ['llm', 'vision'],
    declared: ['llm'],
    status: 'available',
    setup: 'provider',
    credentials: ['anthropic_api_key', 'anthropic_api_url'],
    edition: 'community',
    since: '3.0',
    docs: OVERVIEW,
  },
  {
    id: 'x',
    name: 'xAI',
    capabilities: ['llm', 'vision'],
    declared: ['llm'],
    status: 'available',
    setup: 'provider',
    credentials: ['api_key', 'endpoint_url'],
    edition: 'community',
    since: '3.0',
    docs: OVERVIEW,
  },
  {
    id: 'google',
    name: 'Google',
    capabilities: ['llm', 'vision'],
    declared: ['llm'],
    status: 'available',
    setup: 'provider',
    credentials: ['google_api_key', 'google_base_url'],
    edition: 'community',
    since: '3.0',
    docs: OVERVIEW,
  },
  {
    id: 'openrouter',
    name: 'OpenRouter',
    capabilities: ['llm', 'vision'],
    declared: ['llm'],
    status: 'available',
    setup: 'provider',
    credentials: ['api_key'],
    edition: 'community',
    since: '3.0',
    docs: OVERVIEW,
  },
  {
    id: 'ollama',
    name: 'Ollama',
    capabilities: ['llm', 'text-embedding'],
    declared: ['llm', 'text-embedding'],
    status: 'available',
    setup: 'provider',
    credentials: ['base_url'],
    edition: 'community',
    since: '3.0',
    docs: '/docs/ai/models/ollama',
  },
  {
    id: 'xinference',
    name: 'Xorbits Inference',
    capabilities: ['llm', 'text-embedding'],
    declared: ['llm', 'text-embedding', 'rerank', 'speech2text', 'tts'],
    status: 'available',
    setup: 'model',
    credentials: ['server_url', 'api_key'],
    edition: 'community',
    since: '3.1',
    docs: '/docs/ai/models/xinference',
  },
  {
    id: 'zhipuai',
    name: 'ZHIPU AI',
    nameZh: '智谱 AI',
    capabilities: ['llm', 'text-embedding', 'vision'],
    declared: ['llm', 'text-embedding'],
    status: 'available',
    setup: 'provider',
    credentials: ['api_key'],
    edition: 'community',
    since: '3.0',
    docs: CHINA,
  },
  {
    id: 'tongyi',
    name: 'TONGYI',
    nameZh: '通义千问',
    capabilities: ['llm', 'text-embedding', 'rerank', 'tts', 'vision'],
    declared: ['llm', 'tts', 'text-embedding', 'rerank'],
    status: 'available',
    setup: 'provider',
    credentials: ['dashscope_api_key'],
    edition: 'community',
    since: '3.0',
    docs: CHINA,
  },
  {
    id: 'jina',
    name: 'Jina AI',
    capabilities: ['text-embedding'],
    declared: ['text-embedding', 'rerank'],
    status: 'available',
    setup: 'provider',
    credentials: ['api_key'],
    edition: 'community',
    since: '3.1',
    docs: OVERVIEW,
  },
  {
    id: 'openai_api_compatible',
    name: 'OpenAI-API-compatible',
    capabilities: ['llm', 'text-embedding'],
    declared: ['llm', 'text-embedding', 'speech2text', 'rerank', 'tts'],
    status: 'available',
    setup: 'model',
    credentials: ['endpoint_url', 'api_key'],
    edition: 'community',
    since: '3.0',
    docs: '/docs/ai/models/openai-compatible',
  },
  {
    id: 'deepseek',
    name: 'deepseek',
    nameZh: '深度求索',
    capabilities: ['llm'],
    declared: ['llm'],
    status: 'available',
    setup: 'provider',
    credentials: ['api_key', 'endpoint_url'],
    edition: 'community',
    since: '3.0',
    docs: CHINA,
  },
  // Listed in the app with `not_implemented: true` in 3.6.0: no working model class behind them.
  {
    id: 'cohere',
    name: 'Cohere',
    capabilities: [],
    declared: ['llm', 'text-embedding', 'rerank'],
    status: 'not-implemented',
    setup: 'provider',
    credentials: ['api_key', 'base_url'],
    edition: 'community',
    since: '3.0',
    docs: OVERVIEW,
  },
  {
    id: 'togetherai',
    name: 'together.ai',
    capabilities: [],
    declared: ['llm'],
    status: 'not-implemented',
    setup: 'model',
    credentials: ['api_key'],
    edition: 'community',
    since: '3.0',
    docs: OVERVIEW,
  },
  {
    id: 'mistralai',
    name: 'MistralAI',
    capabilities: [],
    declared: ['llm'],
    status: 'not-implemented',
    setup: 'provider',
    credentials: ['api_key'],
    edition: 'community',
    since: '3.0',
    docs: OVERVIEW,
  },
  {
    id: 'groq',
    name: 'GroqCloud',
    capabilities: [],
    declared: ['llm', 'speech2text'],
    status: 'not-implemented',
    setup: 'provider',
    credentials: ['api_key'],
    edition: 'community',
    since: '3.0',
    docs: OVERVIEW,
  },
  {
    id: 'huggingface_hub',
    name: 'Hugging Face Model',
    capabilities: [],
    declared: ['llm', 'text-embedding'],
    status: 'not-implemented',
    setup: 'model',
    credentials: ['huggingfacehub_api_type', 'huggingfacehub_api_token', 'huggingfacehub_endpoint_url'],
    edition: 'community',
    since: '3.0',
    docs: OVERVIEW,
  },
  {
    id: 'baichuan',
    name: 'Baichuan',
    capabilities: [],
    declared: ['llm', 'text-embedding'],
    status: 'not-implemented',
    setup: 'provider',
    credentials: ['api_key'],
    edition: 'community',
    since: '3.0',
    docs: CHINA,
  },
  {
    id: 'spark',
    name: 'iFLYTEK SPARK',
    nameZh: '讯飞星火',
    capabilities: [],
    declared: ['llm'],
    status: 'not-implemented',
    setup: 'provider',
    credentials: ['app_id', 'api_secret', 'api_key'],
    edition: 'community',
    since: '3.1',
    docs: CHINA,
  },
  {
    id: 'moonshot',
    name: 'Moonshot',
    nameZh: '月之暗面',
    capabilities: [],
    declared: ['llm'],
    status: 'not-implemented',
    setup: 'provider',
    credentials: ['api_key', 'endpoint_url'],
    edition: 'community',
    since: '3.0',
    docs: CHINA,
  },
  {
    id: 'volcengine_maas',
    name: 'Volcengine',
    capabilities: [],
    declared: ['llm', 'text-embedding'],
    status: 'not-implemented',
    setup: 'model',
    credentials: [
      'auth_method',
      'volc_access_key_id',
      'volc_secret_access_key',
      'volc_api_key',
      'volc_region',
      'api_endpoint_host',
      'endpoint_id',
    ],
    edition: 'community',
    since: '3.1',
    docs: CHINA,
  },
  {
    id: 'hunyuan',
    name: 'Hunyuan',
    nameZh: '腾讯混元',
    capabilities: [],
    declared: ['llm', 'text-embedding'],
    status: 'not-implemented',
    setup: 'provider',
    credentials: ['secret_id', 'secret_key'],
    edition: 'community',
    since: '3.0',
    docs: CHINA,
  },
  {
    id: 'siliconflow',
    name: 'SiliconFlow',
    nameZh: '硅基流动',
    capabilities: [],
    declared: ['llm', 'text-embedding', 'rerank', 'speech2text', 'tts'],
    status: 'not-implemented',
    setup: 'provider',
    credentials: ['api_key'],
    edition: 'community',
    since: '3.1',
    docs: CHINA,
  },
  {
    id: 'azure_ai_studio',
    name: 'Azure AI Studio',
    capabilities: [],
    declared: ['llm', 'rerank'],
    status: 'not-implemented',
    setup: 'model',
    credentials: ['endpoint', 'api_key', 'jwt_token'],
    edition: 'community',
    since: '3.0',
    docs: OVERVIEW,
  },
];
