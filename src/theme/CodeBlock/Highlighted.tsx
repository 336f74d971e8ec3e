/**
 * The theme's own code block with Prism and the site's extra languages
 * (themeConfig.prism.additionalLanguages). It is its own chunk: only pages
 * that show code load it, and only when a block is about to be used (see
 * ./index.tsx).
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type { ComponentType } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

const HighlightedCodeBlock: ComponentType<Props> = CodeBlock;

export default HighlightedCodeBlock;
