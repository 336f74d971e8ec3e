/**
 * Moves syntax highlighting out of the bundle every page loads.
 *
 * The classic theme registers a client module that imports
 * prism-react-renderer (Prism and its languages, about 30 KiB gzip) into the
 * main bundle, so the home page, the team page and every guide without a
 * line of code paid for it. This plugin stubs that client module out; the
 * CodeBlock wrapper (src/theme/CodeBlock) registers the extra languages
 * instead, so Prism arrives with the first page that shows a code block.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The request Docusaurus generates for the theme's client module (no extension). */
export const prismClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic')),
  'prism-include-languages',
);

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack() {
      return { resolve: { alias: { [prismClientModule]: false } } };
    },
  };
}
