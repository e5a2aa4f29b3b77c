/**
 * The chunk that holds Prism: prism-react-renderer, the languages of `themeConfig.prism.
 * additionalLanguages` (registered here, as the classic theme's client module would have done at
 * startup) and the theme's own CodeBlock. Loaded by ./index.tsx only when a code block needs it.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
