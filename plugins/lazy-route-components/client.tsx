/**
 * Stands in for `@docusaurus/ComponentCreator` in the browser bundle (./index.ts). The generated
 * route table calls it once per route (about 400 per locale) while main.js is evaluated, and
 * each call builds a react-loadable component from the route's chunk names and the registry,
 * all before the first page can hydrate. Here each route gets a small component that builds its
 * loadable on first use: when the route is preloaded (before hydration or a navigation) or
 * rendered. What it renders and how it loads are Docusaurus' own.
 *
 * Imports by `@site/` path: the bundler resolves a replacement module's relative imports from the
 * folder of the module it replaces.
 */
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator.js';
import {lazyRoute, type RouteComponent} from '@site/plugins/lazy-route-components/lazyRoute';

export default function LazyComponentCreator(path: string, hash: string): RouteComponent {
  return lazyRoute(() => ComponentCreator(path, hash) as unknown as RouteComponent);
}
