/**
 * Why this wrapper exists: in the server-rendered HTML a code token is its
 * text alone, not a `<span>` of its own. Pages are sent with their code
 * blocks as plain text in the theme's block (lines, title, layout all the
 * same); ../../index.tsx makes a block the live, highlighted theme component
 * as it comes into view. The V3 onramp page had 2,836 token spans, 60% of its
 * elements: the browser styled and laid them all out while the page was still
 * loading (the largest blocking work left on that page after its scripts), and
 * they were a third of its HTML. In the browser (live blocks, the dev server,
 * client-side navigation) tokens are the theme's, coloured by
 * src/css/code-tokens.css.
 */
import type { ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Token from '@theme-original/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line/Token';

export default function CodeBlockLineToken(props: Props): ReactNode {
  if (!ExecutionEnvironment.canUseDOM) return props.children;
  return <Token {...props} />;
}
