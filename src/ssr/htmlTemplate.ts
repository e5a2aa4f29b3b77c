/**
 * The HTML page every route is rendered into (Docusaurus `ssrTemplate`, an Eta template).
 *
 * It differs from Docusaurus' own template in one way: the entry scripts do not run before the
 * first paint. Docusaurus puts them in the head as `<script defer>`; when they arrive early (a fast
 * network, or from the cache on a return visit) the browser runs them, React hydrates the whole
 * page, and only then paints, so the reader waits for JavaScript to see text that is already in
 * the HTML. Here the head only preloads them at low priority (the download starts at once but
 * yields to the stylesheet, fonts and images), and a small inline script at the end of the body
 * adds them as ordered scripts right after the first frame has been painted.
 *
 * The head also holds the first paint until the parser has reached the page's main wrapper, the
 * element right after the navbar (`FIRST_PAINT_AFTER`): an HTML "expect" link with
 * blocking="render", Chromium 124 and later; Chromium lets the frame through once the element is
 * inserted. A slow phone otherwise paints a half-parsed navbar whose right-hand items (sign-in,
 * language, GitHub, colour mode, search) arrive one by one, each pushing the earlier ones left: a
 * layout shift e2e/diagrams.spec.ts saw on CI, and 4 of 10 loads of /docs/ai/workflow/ at a 4-8x
 * slower CPU here. Measured on this machine (Slow 4G, 4x CPU, 390 px, median of 8 loads), the wait
 * adds under 0.1 s to the first contentful paint; waiting for the whole page instead added 0.5-1 s,
 * so the rest of the page still paints as it arrives. Other browsers ignore the link.
 *
 * The loader reads the script URLs from the preload links, so its text never changes: the
 * Content-Security-Policy hash of it (scripts/build/postbuild.ts, deploy/nginx) stays valid across builds.
 */

import {EARLY_SEARCH_SHORTCUT} from '../theme/SearchBar/handover';

/**
 * Runs at the end of `<body>`, once per page. It adds the entry scripts when the browser reports
 * the first contentful paint (the Paint Timing API; a second animation frame where that API is
 * missing). A tab opened in the background paints nothing until it is shown, so there, and if no
 * paint is reported within 4 s, it adds them at once: the page then hydrates as it always did.
 */
export const ENTRY_LOADER = [
  '(function(){',
  'var d=document,w=window,P=w.PerformanceObserver,started=false;',
  'function load(){',
  'if(started)return;started=true;',
  'var links=d.querySelectorAll("link[data-entry-script]");',
  'for(var i=0;i<links.length;i++){var s=d.createElement("script");s.src=links[i].href;s.async=false;d.body.appendChild(s);}',
  '}',
  'if(d.visibilityState==="hidden")return load();',
  'd.addEventListener("visibilitychange",load);',
  'setTimeout(load,4000);',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(list,observer){',
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load,0);}',
  '}).observe({type:"paint",buffered:true});',
  '}else requestAnimationFrame(function(){requestAnimationFrame(load);});',
  '})();',
].join('');

/** The id of the element the first paint waits for: Docusaurus' main wrapper, after the navbar. */
export const FIRST_PAINT_AFTER = '__docusaurus_skipToContent_fallback';

// Ctrl/Cmd+K before hydration focuses the look-alike search box (src/theme/SearchBar/handover.ts).
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <link rel="expect" href="#${FIRST_PAINT_AFTER}" blocking="render">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" data-entry-script href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${ENTRY_LOADER}${EARLY_SEARCH_SHORTCUT}</script>
  </body>
</html>
`;
