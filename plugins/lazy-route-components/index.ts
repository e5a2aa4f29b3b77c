/**
 * Route components built on first use, not all at startup: swaps `@docusaurus/ComponentCreator`
 * for ./client.tsx in the browser bundle (the server keeps Docusaurus' own).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserReplacementPlugin} from '../shared/browserBundle';

export const COMPONENT_CREATOR_REQUEST = /^@docusaurus[\\/]ComponentCreator$/;

export default function pluginLazyRouteComponents(): Plugin {
  return browserReplacementPlugin('lazy-route-components', COMPONENT_CREATOR_REQUEST, path.resolve(__dirname, 'client.tsx'));
}
