/**
 * Search quality, as a reader gets it in Chromium from the built site: for each query with the
 * page a reader wants, the rank of that page on the search page searching everything, and
 * searching only the section that page belongs to (its search context, `?ctx=`). Run it before and
 * after a change to what is indexed or how it is split, and compare.
 *
 * Usage: npx tsx scripts/search-quality.ts   (needs a build; ONLY=<regex> runs the matching
 * queries only). Prints a table; exits 1 when a wanted page is missing from its own section.
 */
import {startHarness, visit} from '../e2e/support/harness.ts';
import {SEARCH_CONTEXTS} from '../src/data/searchContexts.ts';

type Case = {locale: 'en' | 'zh-Hans'; query: string; want: string};

/** Queries with the page that answers them: every docs section, both locales, terms and phrases. */
export const CASES: Case[] = [
  {locale: 'en', query: 'recursion limit', want: '/en/docs/ai/troubleshooting/errors/recursion_limit'},
  {locale: 'en', query: 'knowledge pipeline', want: '/en/docs/ai/knowledge/pipeline/'},
  {locale: 'en', query: 'human in the loop', want: '/en/docs/ai/xpert/human-in-the-loop'},
  {locale: 'en', query: 'calendar dimension', want: '/en/docs/models/mdx-modeling/calendar-dimension'},
  {locale: 'en', query: 'calculated member', want: '/en/docs/models/mdx-modeling/calculated-member'},
  {locale: 'en', query: 'indicator market', want: '/en/docs/indicators/market/'},
  {locale: 'en', query: 'keycloak', want: '/en/docs/server/sso/keycloak'},
  {locale: 'en', query: 'StarRocks', want: '/en/docs/server/datasources/starrocks'},
  {locale: 'en', query: 'docker compose', want: '/en/docs/getting-started/community/docker'},
  {locale: 'en', query: 'environment variables', want: '/en/docs/getting-started/community/environments'},
  {locale: 'en', query: 'role permissions', want: '/en/docs/server/tenant/role-permissions'},
  {locale: 'en', query: 'MCP server', want: '/en/docs/ai/tool/mcp/'},
  {locale: 'en', query: 'backup', want: '/en/docs/getting-started/enterprise/k8s/backups'},
  {locale: 'en', query: 'stream run events', want: '/en/docs/api/runs/stream-run'},
  {locale: 'zh-Hans', query: '人工介入', want: '/docs/ai/xpert/human-in-the-loop'},
  {locale: 'zh-Hans', query: '环境变量', want: '/docs/getting-started/community/environments'},
  {locale: 'zh-Hans', query: '角色权限', want: '/docs/server/tenant/role-permissions'},
  {locale: 'zh-Hans', query: '备份', want: '/docs/getting-started/enterprise/k8s/backups'},
  {locale: 'zh-Hans', query: '知识流水线', want: '/docs/ai/knowledge/pipeline/create-knowledge-pipeline'},
  {locale: 'zh-Hans', query: '人机协同', want: '/docs/ai/xpert/human-in-the-loop'},
  {locale: 'zh-Hans', query: '沙箱', want: '/docs/ai/tool/sandbox/'},
  {locale: 'zh-Hans', query: '计算成员', want: '/docs/models/mdx-modeling/calculated-member'},
  {locale: 'zh-Hans', query: '日历维度', want: '/docs/models/mdx-modeling/calendar-dimension'},
  {locale: 'zh-Hans', query: '指标市场', want: '/docs/indicators/market/'},
  {locale: 'zh-Hans', query: '单点登录', want: '/docs/server/sso/'},
  {locale: 'zh-Hans', query: '达梦', want: '/docs/server/datasources/dameng'},
  {locale: 'zh-Hans', query: 'Docker Compose', want: '/docs/getting-started/community/docker'},
  {locale: 'zh-Hans', query: '创建线程', want: '/docs/api/threads/create-thread'},
];

/** The search context (`docs/ai`, ...) a page belongs to, or '' for none. */
export function contextOf(pathname: string): string {
  const relative = pathname.replace(/^\/(en\/)?/, '');
  const match = SEARCH_CONTEXTS.find((c) => relative === c.path || relative.startsWith(`${c.path}/`));
  return match?.path ?? '';
}

async function main(): Promise<void> {
  const h = await startHarness();
  let missing = 0;
  const rows: string[] = [];
  try {
    const page = await h.newPage({viewport: {width: 1280, height: 900}});
    const rank = async (c: Case, ctx: string): Promise<number | null> => {
      const prefix = c.locale === 'en' ? '/en' : '';
      const params = new URLSearchParams({q: c.query});
      if (ctx) params.set('ctx', ctx);
      await visit(page, h.baseUrl, `${prefix}/search?${params}`);
      const links = page.locator('article[class*="searchResultItem_"] h2 a');
      await links.first().waitFor({timeout: 15_000}).catch(() => undefined);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const index = hrefs.indexOf(c.want);
      return index < 0 ? null : index + 1;
    };
    rows.push('locale   query                          section               rank: everything  in section');
    for (const c of CASES.filter((x) => !process.env.ONLY || x.query.match(process.env.ONLY))) {
      const ctx = contextOf(c.want);
      const all = await rank(c, '');
      const inSection = ctx ? await rank(c, ctx) : all;
      if (inSection === null) missing += 1;
      rows.push(
        `${c.locale.padEnd(8)} ${JSON.stringify(c.query).padEnd(30)} ${(ctx || '(none)').padEnd(21)} ${String(all ?? '-').padStart(16)}  ${String(inSection ?? '-').padStart(10)}`,
      );
    }
  } finally {
    await h.close();
  }
  console.log(rows.join('\n'));
  if (missing) {
    console.error(`${missing} wanted page(s) not found in their own section`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
