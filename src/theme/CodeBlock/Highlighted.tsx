/**
 * The chunk that holds Prism: prism-react-renderer, the languages of `themeConfig.prism.
 * additionalLanguages` (registered here, as the classic theme's client module would have done at
 * startup), the site's own MDX query grammar (src/utils/prismMdx.ts) and the theme's own CodeBlock.
 * Loaded by ./index.tsx only when a code block needs it; the server bundle renders every code block
 * through this module too, so the server HTML and the live block colour ```mdx alike.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import {registerMdx} from '@site/src/utils/prismMdx';

prismIncludeLanguages(Prism);
registerMdx(Prism);

export default CodeBlock;
