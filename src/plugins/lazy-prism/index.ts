/**
 * Moves syntax highlighting out of the bundle every page loads.
 *
 * The classic theme registers a client module that imports
 * prism-react-renderer (Prism and its languages, about 30 KiB gzip) into the
 * main bundle, so the home page, the team page and every guide without a
 * line of code paid for it. This plugin stubs that client module out; the
 * CodeBlock wrapper (src/theme/CodeBlock) registers the extra languages
 * instead, so Prism arrives with the first page that shows a code block.
 *
 * In the server build it also swaps src/theme/CodeBlock/highlighter.ts (which
 * fetches the highlighting block on demand) for its twin that imports it
 * directly: pages are rendered in one pass (their code as plain text in the
 * theme's block, src/theme/CodeBlock/Line), instead of as Suspense boundaries
 * that React would stream out of place and move back with inline scripts.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The request Docusaurus generates for the theme's client module (no extension). */
export const prismClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic')),
  'prism-include-languages',
);

/** Requests of the on-demand highlighter module (from src/theme/CodeBlock). */
export const HIGHLIGHTER_REQUEST = /^\.\/highlighter$/;

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, { currentBundler }) {
      const plugins = isServer
        ? [new currentBundler.instance.NormalModuleReplacementPlugin(HIGHLIGHTER_REQUEST, './highlighter.server')]
        : [];
      return { resolve: { alias: { [prismClientModule]: false } }, plugins };
    },
  };
}
