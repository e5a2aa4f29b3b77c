// The browser bundle's `@server-only/highlighted-code-block`: nothing. The browser loads the
// highlighter on demand (src/theme/CodeBlock/index.tsx); only the server renders it up front.
export default null;
