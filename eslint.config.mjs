// ESLint 9 flat config: TypeScript, React hooks, accessibility and Docusaurus' i18n rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'bench/results/', 'bench/.stock/', 'bench/.builds/', 'bench/.ablation/', '.tmp/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    // CommonJS on purpose (scripts/checks/lib/search-sim-constants.cjs: Node's require() path needs it).
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // Every visible string of pages and shared components goes through the translation table.
    files: ['src/pages/**/*.tsx', 'src/components/**/*.tsx'],
    rules: {
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: ['Xpert AI', '·', '—', ':', '✓', '✕']}],
    },
  },
);
