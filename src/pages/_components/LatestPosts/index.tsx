import type { ReactNode } from 'react';
import useGlobalData from '@docusaurus/useGlobalData';
import { isLatestPostsData } from '@site/src/plugins/latest-posts/posts';
import PostList from './PostList';

/**
 * The newest blog posts, from the `latest-posts` plugin's global data (built
 * from the blog itself). Renders nothing when the plugin is not registered,
 * so the page never breaks; the section's link to /blogs stays either way.
 */
export default function LatestPosts(): ReactNode {
  const data = useGlobalData()['latest-posts']?.default;
  return isLatestPostsData(data) ? <PostList posts={data.posts} /> : null;
}
