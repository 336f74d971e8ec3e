/** Server twin of ./highlighter.ts: the component is always there. */
import Highlighted from './Highlighted';
import type { Highlighter } from './highlighter';

export function loadedHighlighter(): Highlighter {
  return Highlighted;
}

export function loadHighlighter(): Promise<Highlighter> {
  return Promise.resolve(Highlighted);
}
