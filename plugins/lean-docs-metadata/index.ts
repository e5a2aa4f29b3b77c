/**
 * The docs plugin, with a lighter version metadata prop. This module *is* the classic preset's
 * docs plugin (same name, options, content, translations, global data); only the routes it adds
 * go through ./transform.ts, which leaves the docs' descriptions out of the prop that every docs
 * page loads (and fails the build on a page that would show doc cards, which read them). Used from docusaurus.config.ts in
 * place of the preset's `docs` entry (which is `false` there).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {assertUpstream} from '../shared/upstream';
import {leanDocsRoute, mentionsDocCards, type RouteLike} from './transform';

export {validateOptions};

export default async function pluginLeanDocs(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  // Fails the build if the upstream text this rewrite needs has moved (plugins/shared/upstream.ts).
  assertUpstream('lean-docs-metadata', context.siteDir);
  const plugin = await pluginContentDocs(context, options);
  const rendersDocCards = (source: string): boolean => {
    const file = source.startsWith('@site/') ? path.join(context.siteDir, source.slice('@site/'.length)) : source;
    return mentionsDocCards(readFileSync(file, 'utf8'));
  };
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) =>
        args.actions.addRoute(leanDocsRoute(route as RouteLike, {rendersDocCards}) as RouteConfig);
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}
