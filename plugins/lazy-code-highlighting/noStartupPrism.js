// Stands in for the classic theme's `prism-include-languages` client module: Prism and its
// languages are loaded with the code blocks instead (src/theme/CodeBlock/Highlighted.tsx).
export {};
