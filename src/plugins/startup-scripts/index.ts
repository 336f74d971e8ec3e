/**
 * Shapes the scripts every page runs at start-up so that none of them is one
 * long task.
 *
 * - React DOM gets a script of its own (about half of the entry). Each script
 *   is compiled in its own task, so the entry's start-up task no longer
 *   compiles React DOM too.
 * - Webpack's runtime goes into the entry instead of a file of its own: the
 *   entry changes with every build anyway (it holds the route table), and one
 *   response fewer saves its headers (about 1 KiB) on every first view.
 * - The start-up scripts carry V8's explicit compile hint,
 *   `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints):
 *   almost every function in them runs while the page hydrates, and compiling
 *   them with the file (off the main thread when the browser streams the
 *   script) is cheaper than compiling each one lazily, in the middle of
 *   evaluating the entry and of hydration, the first time it is called.
 *   Browsers without the hint read it as a comment.
 *
 * The hint is added after minification (which drops comments) and before the
 * content hash is computed, so file names still change with their bytes.
 */
import type { Plugin } from '@docusaurus/types';

/** Name of the chunk holding React DOM and its scheduler. */
export const REACT_DOM_CHUNK = 'react-dom';

/** The magic comment, on a line of its own at the top of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Output files that run on every page: the entry (with webpack's runtime) and React DOM. */
export const STARTUP_SCRIPT = new RegExp(`^assets/js/(main|${REACT_DOM_CHUNK})\\.[0-9a-f]+\\.js$`);

export default function startupScriptsPlugin(): Plugin {
  return {
    name: 'startup-scripts',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        optimization: {
          runtimeChunk: false,
          splitChunks: {
            cacheGroups: {
              [REACT_DOM_CHUNK]: {
                name: REACT_DOM_CHUNK,
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                chunks: 'initial',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: STARTUP_SCRIPT,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
