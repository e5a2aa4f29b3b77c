/**
 * Route components built on first use, not all at startup: swaps `@docusaurus/ComponentCreator`
 * for ./client.tsx in the browser bundle (the server keeps Docusaurus' own).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const COMPONENT_CREATOR_REQUEST = /^@docusaurus[\\/]ComponentCreator$/;

export default function pluginLazyRouteComponents(): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(COMPONENT_CREATOR_REQUEST, path.resolve(__dirname, 'client.tsx'))],
      };
    },
  };
}
