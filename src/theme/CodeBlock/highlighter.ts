/**
 * The highlighting code block, fetched on demand in the browser (its own
 * chunk, with Prism). The server build uses ./highlighter.server.ts instead
 * (swapped in by src/plugins/lazy-prism), so every page is rendered in one
 * pass, without a Suspense boundary (its code as plain text: ./Line).
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

export type Highlighter = ComponentType<Props>;

let loaded: Highlighter | undefined;

/** The component, if its chunk has arrived. */
export function loadedHighlighter(): Highlighter | undefined {
  return loaded;
}

export function loadHighlighter(): Promise<Highlighter> {
  return import('./Highlighted').then((module) => (loaded = module.default));
}
