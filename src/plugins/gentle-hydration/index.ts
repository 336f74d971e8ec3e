/**
 * Keeps the work that follows every page's hydration out of long tasks.
 *
 * Start-up is split once more: the entry's call to preload the page's modules
 * waits two tasks (./preload.ts), so evaluating the entry, creating the
 * collator the docs plugin sorts with, and evaluating the page are three
 * tasks, not one. Route prefetching, which Docusaurus starts for every link
 * in view, runs in idle time (./deferPrefetch.ts, a client module). And the
 * two re-renders that follow hydration become interruptible:
 *
 * Right after hydrating, Docusaurus flips its "in the browser" context to
 * true, and the theme's `useWindowSize` changes from "ssr" to "mobile" or
 * "desktop". Both are ordinary state updates, so React renders them in one
 * uninterrupted task: on a long docs page, 40 to 50 ms on this machine (about
 * 200 ms on the 4x slower phone Lighthouse models), mostly walking the whole
 * component tree for the context change and swapping the sidebar. Both live
 * inside Docusaurus's own modules, so no theme component can be swizzled to
 * change them. This plugin swaps those two modules (and `preload`) for stand-ins with the same
 * exports (./browserContext.tsx, ./useWindowSize.ts) that make those first
 * updates transitions, which React renders in slices of a few milliseconds,
 * yielding to input in between. The values are the same; they arrive a few
 * frames later.
 *
 * If a Docusaurus upgrade removes or renames one of the modules, the build fails
 * (see `gentleHydrationPlugin`): check that its replacement still has the
 * same exports before pointing this at the new one. If a module stays but one
 * of its importers reaches it another way, that importer would get the
 * original: for the browser context, a context nobody provides, so
 * `useIsBrowser()` would stay false. Every end-to-end test would then fail,
 * since each waits for `data-has-hydrated`, which Docusaurus sets from it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Docusaurus module (resolved, without extension) → the module used instead. */
export const replacements: Readonly<Record<string, string>> = {
  // Core has no main file, theme-common's is lib/index.js (and it hides package.json).
  [path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client/browserContext')]: path.join(
    __dirname,
    'browserContext.tsx',
  ),
  [path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks/useWindowSize')]: path.join(
    __dirname,
    'useWindowSize.ts',
  ),
  // Imported by the client and server entries, navigation and prefetching, always as './preload'.
  [path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client/preload')]: path.join(
    __dirname,
    'preload.ts',
  ),
};

/** The replacement for an import of `request` from a module in `context`, if it is one of those above. */
export function replacementFor(context: string, request: string): string | undefined {
  if (!request.startsWith('.')) return undefined;
  return replacements[path.resolve(context, request).replace(/\.js$/, '')];
}

/** Requests that may name one of the replaced modules (`replacementFor` decides), from their file names. */
export const REPLACED_REQUEST = new RegExp(
  `(^|/)(${Object.keys(replacements)
    .map((original) => path.basename(original))
    .join('|')})(\\.js)?$`,
);

export default function gentleHydrationPlugin(): Plugin {
  for (const original of Object.keys(replacements)) {
    if (!existsSync(`${original}.js`)) {
      throw new Error(
        `gentle-hydration: ${original}.js no longer exists; check the Docusaurus upgrade (src/plugins/gentle-hydration).`,
      );
    }
  }
  return {
    name: 'gentle-hydration',
    getClientModules() {
      return [path.join(__dirname, 'deferPrefetch.ts')];
    },
    configureWebpack(_config, _isServer, { currentBundler }) {
      const replace = new currentBundler.instance.NormalModuleReplacementPlugin(
        REPLACED_REQUEST,
        (data: { context?: string; request?: string }) => {
          const replacement = data.context && data.request ? replacementFor(data.context, data.request) : undefined;
          if (replacement) data.request = replacement;
        },
      );
      return { plugins: [replace] };
    },
  };
}
