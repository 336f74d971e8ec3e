/**
 * Why this wrapper exists: with ./Token, the server writes a code line as
 * plain text. React's server renderer separates neighbouring text pieces with
 * `<!-- -->` markers, so each line's tokens are joined into one here first
 * (server only; in the browser lines are the theme's). See ./Token.
 */
import type { ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Line from '@theme-original/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';

export default function CodeBlockLine(props: Props): ReactNode {
  if (ExecutionEnvironment.canUseDOM) return <Line {...props} />;
  const text = props.line.map((token) => token.content).join('');
  return <Line {...props} line={[{ types: ['plain'], content: text }]} />;
}
