/**
 * latest-posts: publishes the newest blog posts as global data, so the home
 * page lists them from the blog itself instead of a hand-kept list.
 *
 * After every plugin has loaded its content, it reads the blog plugin's posts
 * (`docusaurus-plugin-content-blog`, instance `default`) and sets
 * `{ posts: LatestPost[] }`; the page reads it with
 * `useGlobalData()['latest-posts']?.default`.
 *
 * Register in docusaurus.config.ts `plugins`: `['./src/plugins/latest-posts/index.ts', { count: 3 }]`.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { newestPosts, postMetadataOf } from './posts';
import type { LatestPostsData } from './posts';

export type Options = {
  /** How many posts to publish; 3 by default. */
  count?: number;
};

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

export default function latestPostsPlugin(_context: LoadContext, options: Options = {}): Plugin {
  const count = options.count ?? 3;
  return {
    name: 'latest-posts',
    async allContentLoaded({ allContent, actions }) {
      const blog = allContent[BLOG_PLUGIN]?.default;
      const data: LatestPostsData = { posts: newestPosts(postMetadataOf(blog), count) };
      actions.setGlobalData(data);
    },
  };
}
