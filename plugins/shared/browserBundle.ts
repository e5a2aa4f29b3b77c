/**
 * The two ways our plugins change the browser bundle only (the server bundle keeps Docusaurus'
 * modules as they ship, so the HTML it renders is unchanged):
 * - `browserLoaderPlugin`: a loader of the plugin's own runs over the modules a rule matches;
 * - `browserReplacementPlugin`: requests a pattern matches resolve to a module of the plugin's own.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';

export type BrowserLoaderRule = {
  test: RegExp;
  include?: string[];
  /** The module type after the loader, where it changes (a JSON file the loader turns into JavaScript). */
  type?: string;
  options?: Record<string, unknown>;
};

/** A short hash of the loader's file: part of its options, so an edit of the loader invalidates the
 * bundler's persistent cache, which tracks a loader's options but not its source. */
export function loaderVersion(loaderFile: string): string {
  return createHash('sha256').update(readFileSync(loaderFile)).digest('hex').slice(0, 16);
}

export function browserLoaderPlugin(name: string, loaderFile: string, rule: BrowserLoaderRule): Plugin {
  const version = loaderVersion(loaderFile);
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: rule.test,
              ...(rule.include ? {include: rule.include} : {}),
              ...(rule.type ? {type: rule.type} : {}),
              use: [{loader: loaderFile, options: {...rule.options, version}}],
            },
          ],
        },
      };
    },
  };
}

type Replacement = string | ((resolveData: {request: string; contextInfo?: {issuer?: string}}) => void);

export function browserReplacementPlugin(
  name: string,
  pattern: RegExp,
  replacement: Replacement,
  {productionOnly = false}: {productionOnly?: boolean} = {},
): Plugin {
  return {
    name,
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || (productionOnly && config.mode !== 'production')) return {};
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(pattern, replacement)]};
    },
  };
}
