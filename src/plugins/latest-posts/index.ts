/**
 * latest-posts: creates the home route (`/`, the page in
 * `src/pages/_home/`) with the newest blog posts as its data, so the home
 * page lists them from the blog itself instead of a hand-kept list.
 *
 * After every plugin has loaded its content, it reads the blog plugin's posts
 * (`docusaurus-plugin-content-blog`, instance `default`) and adds the route
 * with `{ posts: LatestPost[] }` as its `latestPosts` prop: Docusaurus writes
 * route props to a data module of that route, so no other page downloads it. (Global data would put it into every page's `main.js`.) The
 * pages plugin skips `_home/`, as it skips every `_`-prefixed folder, so the
 * route exists once.
 *
 * Register in docusaurus.config.ts `plugins`: `['./src/plugins/latest-posts/index.ts', { count: 3 }]`.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { newestPosts, postMetadataOf } from './posts';
import type { LatestPostsData } from './posts';

export type Options = {
  /** How many posts to show; 3 by default. */
  count?: number;
};

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** The home page component, outside the pages plugin's reach (`_`-prefixed folder). */
export const HOME_COMPONENT = '@site/src/pages/_home/index.tsx';

export default function latestPostsPlugin(context: LoadContext, options: Options = {}): Plugin {
  const count = options.count ?? 3;
  return {
    name: 'latest-posts',
    async allContentLoaded({ allContent, actions }) {
      const blog = allContent[BLOG_PLUGIN]?.default;
      const latestPosts: LatestPostsData = { posts: newestPosts(postMetadataOf(blog), count) };
      // Route props: Docusaurus writes them to a data module of this route and passes them to the page.
      actions.addRoute({ path: context.baseUrl, exact: true, component: HOME_COMPONENT, props: { latestPosts } });
    },
  };
}
