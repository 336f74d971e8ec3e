/**
 * latest-posts: creates the home route (`/`, the page in `src/pages/_home/`)
 * with the three newest blog posts as its `latestPosts` prop, so the home page
 * lists them from the blog itself instead of a hand-kept list.
 *
 * Docusaurus writes route props to a data module of that route, so no other
 * page downloads them (global data would put them into every page's
 * `main.js`). The pages plugin skips `_home/`, as it skips every `_`-prefixed
 * folder, so the route exists once.
 */
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadContext, Plugin } from '@docusaurus/types';

export type LatestPost = {
  title: string;
  /** Path of the post, e.g. /blog/intro-zkp2p-v3. */
  permalink: string;
  /** Publication date, ISO 8601 (UTC). */
  date: string;
  description: string;
};

export type LatestPostsData = { posts: LatestPost[] };

/** The home page component, outside the pages plugin's reach (`_`-prefixed folder). */
export const HOME_COMPONENT = '@site/src/pages/_home/index.tsx';

export default function latestPostsPlugin(context: LoadContext): Plugin {
  return {
    name: 'latest-posts',
    async allContentLoaded({ allContent, actions }) {
      // The blog plugin lists its posts newest first.
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent;
      const posts = blog.blogPosts
        .filter(({ metadata }) => !metadata.unlisted)
        .slice(0, 3)
        .map(({ metadata }) => ({
          title: metadata.title,
          permalink: metadata.permalink,
          date: metadata.date.toISOString(),
          description: metadata.description,
        }));
      const latestPosts: LatestPostsData = { posts };
      actions.addRoute({ path: context.baseUrl, exact: true, component: HOME_COMPONENT, props: { latestPosts } });
    },
  };
}
