/**
 * Why this wrapper exists: the server writes code as plain text. A line
 * without highlighting or a line number is its text and a line break, with no
 * element of its own: in a `<pre>` that looks the same as the theme's line
 * (a `<div>` with an inline colour and a `<br>`), and on the V3 onramp page
 * it removes 326 of those and their 326 inline styles, a third of the page's
 * elements, from the work the browser does before the first paint. React's
 * server renderer separates neighbouring lines with `<!-- -->` markers
 * (comment nodes: a few bytes each, nothing to style or lay out). Other lines
 * keep the theme's element (its classes carry the highlight or the number),
 * with their tokens joined into one first, for the same reason (./Token says
 * why tokens are plain text there). In the browser (live blocks, the dev
 * server, client-side navigation) lines are the theme's.
 */
import type { ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Line from '@theme-original/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';

export default function CodeBlockLine(props: Props): ReactNode {
  if (ExecutionEnvironment.canUseDOM) return <Line {...props} />;
  const text = props.line.map((token) => token.content).join('');
  if (!props.showLineNumbers && !props.classNames?.length) {
    // The theme empties a line that is only a line break (its <br> is the break).
    return `${text === '\n' ? '' : text}\n`;
  }
  return <Line {...props} line={[{ types: ['plain'], content: text }]} />;
}
