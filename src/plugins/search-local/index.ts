/**
 * Offline full-text search: @easyops-cn/docusaurus-search-local, with the
 * route map the spec asks for.
 *
 * The plugin builds a Lunr index of the four docs areas and the blog after
 * the build (a static, content-hashed JSON file) and adds a navbar search box
 * that loads it on first use. It also always adds a /search results page; the
 * spec allows no page outside its route list, so this wrapper drops that
 * route (/search shows the not-found page) and `src/theme/SearchBar` hides
 * the dropdown's "See all results" link that pointed at it. It also words the
 * empty state of the dropdown. Everything else is the plugin as published,
 * configured exactly like the original (same options, same validation).
 */
import type { LoadContext, Plugin, PluginContentLoadedActions } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import searchLocalPlugin, { validateOptions } from '@easyops-cn/docusaurus-search-local/dist/server/server/index.js';

export { validateOptions };

/** The component of the results page the plugin registers at /search. */
export const SEARCH_PAGE_COMPONENT = '@theme/SearchPage';

/** Our wording of the plugin's interface texts (its translation ids). */
export const searchMessages: Readonly<Record<string, string>> = {
  'theme.SearchBar.noResultsText': 'No matching pages. Try a contract, a payment app or a page title.',
};

export default function searchLocalWithoutResultsPage(context: LoadContext, options: PluginOptions): Plugin {
  const plugin = searchLocalPlugin(context, options);

  function withoutResultsPage(actions: PluginContentLoadedActions): PluginContentLoadedActions {
    return {
      ...actions,
      addRoute(route) {
        if (route.component !== SEARCH_PAGE_COMPONENT) {
          actions.addRoute(route);
        }
      },
    };
  }

  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.({ ...args, actions: withoutResultsPage(args.actions) });
    },
    async getDefaultCodeTranslationMessages() {
      const messages = (await plugin.getDefaultCodeTranslationMessages?.()) ?? {};
      return { ...messages, ...searchMessages };
    },
  };
}
