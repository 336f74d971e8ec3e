/**
 * Why this wrapper exists: it registers the site's extra Prism languages
 * (themeConfig.prism.additionalLanguages) when the first code block is
 * rendered, instead of in a client module of the main bundle. See
 * src/plugins/lazy-prism, which removes that client module. The component
 * itself is the theme's own, unchanged.
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
