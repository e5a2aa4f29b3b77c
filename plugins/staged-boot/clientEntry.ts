/**
 * Stands in for Docusaurus' `@docusaurus/core/lib/client/clientEntry.js` in the production browser
 * bundle (./index.ts). The original imports everything statically, so the browser evaluates React
 * DOM, the router, the route table, the client modules and the app shell in the one task that runs
 * main.js (over 300 ms on a mid-range phone), and the page ignores taps for all of it. Here the
 * same modules are imported eagerly (they stay in main.js: no extra request) but evaluated a group
 * at a time, one task per group, so input and paint get a turn between them. What is rendered and
 * how it hydrates are unchanged: same tree, same `preload` of the route first, same
 * `startTransition`.
 *
 * Imports by package path: the bundler resolves a replacement module's relative imports from the
 * folder of the module it replaces.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {runSteps} from '@site/plugins/staged-boot/steps';

import type {Root} from 'react-dom/client';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

async function boot(container: HTMLElement) {
  let React!: typeof import('react');
  let ReactDOM!: typeof import('react-dom/client');
  let App!: React.ComponentType;
  let HelmetProvider!: React.ComponentType<{children?: React.ReactNode}>;
  let BrowserRouter!: React.ComponentType<{children?: React.ReactNode}>;
  let HashRouter!: React.ComponentType<{children?: React.ReactNode}>;
  let useHashRouter = false;
  let preload!: (pathname: string) => Promise<unknown>;
  let routes!: import('react-router-config').RouteConfig[];

  await runSteps([
    {
      name: 'react-dom',
      run: async () => {
        React = await import(/* webpackMode: "eager" */ 'react');
        ReactDOM = await import(/* webpackMode: "eager" */ 'react-dom/client');
      },
    },
    {
      name: 'router',
      run: async () => {
        ({BrowserRouter, HashRouter} = (await import(/* webpackMode: "eager" */ 'react-router-dom')) as never);
        ({HelmetProvider} = (await import(/* webpackMode: "eager" */ 'react-helmet-async')) as never);
        const {default: siteConfig} = await import(/* webpackMode: "eager" */ '@generated/docusaurus.config');
        useHashRouter = siteConfig.future.experimental_router === 'hash';
      },
    },
    {
      name: 'routes',
      run: async () => {
        ({default: routes} = await import(/* webpackMode: "eager" */ '@generated/routes'));
      },
    },
    {
      // `window.docusaurus` (prefetch and preload for links), before any link
      // renders. Its own weight is the chunk-name table of every route.
      name: 'prefetch',
      run: async () => {
        ({default: window.docusaurus} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'));
      },
    },
    {name: 'client modules', run: () => import(/* webpackMode: "eager" */ '@generated/client-modules')},
    {
      name: 'app',
      run: async () => {
        ({default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'));
        ({default: preload} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'));
      },
    },
    {
      // Matching compiles a regular expression per route it tries (hundreds before a docs page);
      // react-router caches them, so `preload` below matches again at no cost.
      name: 'route match',
      run: async () => {
        const {matchRoutes} = await import(/* webpackMode: "eager" */ 'react-router-config');
        matchRoutes(routes, window.location.pathname);
      },
    },
    // The route's own chunks, as the original entry does before it renders.
    {name: 'route chunks', run: () => preload(window.location.pathname)},
  ]);

  const h = React.createElement;
  const Router = useHashRouter ? HashRouter : BrowserRouter;
  const app = h(HelmetProvider, null, h(Router, null, h(App)));
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  React.startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
    } else if (hydrate) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

if (ExecutionEnvironment.canUseDOM) {
  const container = document.getElementById('__docusaurus');
  if (container) {
    boot(container).catch((error: unknown) => {
      console.error('Docusaurus failed to start; the page stays as the server rendered it.', error);
    });
  }
}
