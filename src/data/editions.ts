/**
 * One source for "which edition has this feature": each feature, the lowest edition that has it,
 * the release that brought it (when after 2.0 and known), the pricing comparison row that states it,
 * and the docs pages that document it. Plain data, no React: the content check, the unit tests and
 * the site can all import it.
 *
 * The rule (same as a docs page's `edition` front matter): `community` is what the open-source
 * repository xpert-ai/xpert ships at the release the docs describe (DOCS_RELEASE); a feature that is
 * not there (a commented-out export or strategy) takes the edition the pricing table names for it,
 * or `enterprise` when the table names none. `source` says where that was read.
 *
 * tests/editions.test.ts fails when a docs page's `edition` (or `since`) disagrees with this map, or
 * when the pricing table's row says otherwise.
 */
import type {DocEdition} from './site.ts';
import type {ComparedEdition} from './pricing.ts';

export type EditionFeature = {
  id: string;
  /** The lowest edition that has the feature. */
  edition: DocEdition;
  /** The release that brought it, 'major.minor', only when after 2.0 and checked in the tags. */
  since?: string;
  /**
   * The row of the pricing comparison (src/data/pricing.ts) that states it. By default the row's
   * lowest edition marked included (`true`) must be `edition`; with `partial`, the row's lowest
   * edition that has any of it (`true` or a text such as "Feishu only").
   */
  pricing?: {row: string; partial?: boolean};
  /** Docs pages (paths under docs/, without extension) that document the feature. */
  docs: string[];
  /** Where the edition was settled in the product's source. */
  source: string;
};

export const editionFeatures: EditionFeature[] = [
  {
    id: 'semantic-models-stories-indicators',
    edition: 'community',
    pricing: {row: 'bi'},
    docs: ['models/index', 'stories/index', 'indicators/index'],
    source: 'packages/analytics/src/{model,story,indicator} @ 3.6.0',
  },
  {
    id: 'xpert-workflow-knowledge',
    edition: 'community',
    pricing: {row: 'ai'},
    docs: ['ai/xpert/index', 'ai/workflow/index', 'ai/knowledge/index', 'chatbi/index'],
    source: 'packages/server-ai/src/{xpert,knowledgebase} @ 3.6.0',
  },
  {
    id: 'toolsets-mcp-plugins',
    edition: 'community',
    pricing: {row: 'plugins'},
    docs: ['ai/tool/index', 'ai/tool/mcp/index', 'plugin/index'],
    source: 'packages/server-ai/src/{xpert-toolset,mcp}, packages/server/src/plugin @ 3.6.0',
  },
  {
    id: 'role-permissions',
    edition: 'community',
    pricing: {row: 'roles'},
    docs: ['server/tenant/role-permissions'],
    source: 'packages/server/src/{role,role-permission}, packages/analytics/src/model/role @ 3.6.0',
  },
  {
    id: 'smtp-and-scheduled-tasks',
    edition: 'community',
    pricing: {row: 'smtp'},
    docs: ['server/tenant/smtp'],
    source: 'packages/server/src/custom-smtp, packages/server-ai/src/xpert-task, packages/plugins/trigger-schedule @ 3.6.0',
  },
  {
    id: 'tenants-and-organizations',
    edition: 'community',
    pricing: {row: 'multi-tenant'},
    docs: ['server/tenant/index', 'server/tenant/manage', 'server/tenant/organization', 'server/organization/index'],
    source: 'packages/server/src/{tenant,organization,user-organization} @ 3.6.0',
  },
  {
    id: 'feishu-sign-in',
    edition: 'community',
    pricing: {row: 'sso', partial: true},
    docs: ['server/sso/feishu'],
    source: 'FeishuStrategy in packages/auth/src/internal.ts @ 3.6.0',
  },
  {
    id: 'keycloak-sso',
    edition: 'enterprise',
    pricing: {row: 'sso'},
    docs: ['server/sso/keycloak'],
    source: 'KeycloakStrategy commented out in packages/auth/src/internal.ts @ 3.6.0',
  },
  {
    id: 'sap-bw',
    edition: 'community',
    pricing: {row: 'sap', partial: true},
    docs: ['server/datasources/sap-bw/index'],
    source: "export of './adapters/sap-bw' in packages/adapter/src/index.ts @ 3.6.0",
  },
  {
    id: 'sap-hana',
    edition: 'enterprise-pro',
    pricing: {row: 'sap'},
    docs: ['server/datasources/sap-hana'],
    source: "export of './adapters/sap-hana' commented out in packages/adapter/src/index.ts @ 3.6.0",
  },
  {
    id: 'dameng',
    edition: 'enterprise',
    docs: ['server/datasources/dameng'],
    source: "export of './adapters/dameng/index' commented out in packages/adapter/src/index.ts @ 3.6.0; no pricing row names it",
  },
  {
    id: 'indicator-certification-business-areas',
    edition: 'community',
    pricing: {row: 'governance'},
    docs: ['indicators/certification', 'indicators/business-area', 'server/organization/certification', 'server/organization/business-area'],
    source: 'packages/analytics/src/{certification,business-area} @ 3.6.0',
  },
  {
    id: 'agent-middleware',
    edition: 'community',
    since: '3.7',
    docs: ['ai/middleware/index', 'ai/middleware/built-in', 'ai/middleware/custom', 'ai/workflow/middleware'],
    source: 'packages/contracts/src/ai/middleware.model.ts first in 3.7.0 (absent at 3.6.0 and 3.6.8)',
  },
];

/** The docs edition a pricing column stands for; `small-business` has none (the docs never name it). */
export function docEditionOfPricing(edition: ComparedEdition): DocEdition | undefined {
  return edition === 'small-business' ? undefined : edition;
}

const ORDER: Record<DocEdition, number> = {community: 0, enterprise: 1, 'enterprise-pro': 2};

/** The lowest of several editions (a page documenting features of several editions takes it). */
export function lowestEdition(editions: DocEdition[]): DocEdition | undefined {
  return [...editions].sort((a, b) => ORDER[a] - ORDER[b])[0];
}

/** The edition each mapped docs page must state: the lowest edition among the features it documents. */
export function expectedPageEditions(features: EditionFeature[] = editionFeatures): Map<string, DocEdition> {
  const byPage = new Map<string, DocEdition[]>();
  for (const feature of features) {
    for (const page of feature.docs) byPage.set(page, [...(byPage.get(page) ?? []), feature.edition]);
  }
  return new Map([...byPage].map(([page, list]) => [page, lowestEdition(list)!]));
}
