/**
 * The official blog plugin, with the site's blog routes: posts at /blog/<slug>
 * and their listing at /blogs. Every other route the blog plugin would add
 * (tags, archive, authors, pagination) is dropped, so those paths show the
 * not-found page. The plugin keeps its name and its options validation, so it
 * is configured exactly like the original.
 *
 * Feeds: a twin of the plugin configured with the listing path writes the RSS
 * and Atom files under /blogs/ and injects their <link rel="alternate"> tags, so
 * the channel links point at the listing that exists, not at /blog.
 */
import pluginContentBlog, { validateOptions } from '@docusaurus/plugin-content-blog';
import type { BlogContent, PluginOptions } from '@docusaurus/plugin-content-blog';
import type { LoadContext, Plugin, PluginContentLoadedActions } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';

export { validateOptions };

const LISTING_BASE_PATH = 'blogs';

export default async function blogListingPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const blog = await pluginContentBlog(context, options);
  const feeds = await pluginContentBlog(context, { ...options, routeBasePath: LISTING_BASE_PATH });

  const { baseUrl } = context.siteConfig;
  const blogPath = normalizeUrl([baseUrl, options.routeBasePath]);
  const listingPath = normalizeUrl([baseUrl, LISTING_BASE_PATH]);

  function routeActions(actions: PluginContentLoadedActions): PluginContentLoadedActions {
    return {
      ...actions,
      addRoute(route) {
        if (route.component === options.blogPostComponent) {
          actions.addRoute(route);
        } else if (route.component === options.blogListComponent && route.path === blogPath) {
          // The listing's metadata names its permalink: the listing path.
          const metadata = { ...(route.props?.metadata as object), permalink: listingPath };
          actions.addRoute({ ...route, path: listingPath, props: { ...route.props, metadata } });
        }
      },
      createData(name, data) {
        // The blog metadata module tells post pages where their blog lives
        // (structured data, "part of" links): that is the listing.
        if (name.startsWith('blogMetadata-') && typeof data === 'object' && data !== null) {
          return actions.createData(name, { ...data, blogBasePath: listingPath });
        }
        return actions.createData(name, data);
      },
    };
  }

  return {
    ...blog,
    async contentLoaded(args) {
      await blog.contentLoaded?.({ ...args, actions: routeActions(args.actions) });
    },
    postBuild: feeds.postBuild,
    injectHtmlTags: feeds.injectHtmlTags,
  };
}
