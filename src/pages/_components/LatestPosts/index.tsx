import type { ReactNode } from 'react';
import { isLatestPostsData } from '@site/src/plugins/latest-posts/posts';
import PostList from './PostList';

/**
 * The newest blog posts, as the `latest-posts` plugin gives them to the home
 * route (built from the blog itself). Renders nothing when the data is
 * missing or malformed, so the page never breaks; the section's link to
 * /blogs stays either way.
 */
export default function LatestPosts({ data }: { data: unknown }): ReactNode {
  return isLatestPostsData(data) ? <PostList posts={data.posts} /> : null;
}
