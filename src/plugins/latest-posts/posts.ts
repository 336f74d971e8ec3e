/**
 * The newest blog posts, as the home page shows them. The plugin (index.ts)
 * picks them at build time and gives them to the home route as a prop.
 */

export type LatestPost = {
  title: string;
  /** Path of the post, e.g. /blog/intro-zkp2p-v3. */
  permalink: string;
  /** Publication date, ISO 8601 (UTC). */
  date: string;
  description: string;
};

export type LatestPostsData = { posts: LatestPost[] };

/** The fields of a blog post's metadata this plugin reads. */
export type PostMetadata = {
  title: string;
  permalink: string;
  date: Date | string;
  description: string;
  unlisted?: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The blog plugin's loaded content reduced to what we need, or [] when it is not a blog's content. */
export function postMetadataOf(content: unknown): PostMetadata[] {
  if (!isRecord(content) || !Array.isArray(content.blogPosts)) return [];
  return content.blogPosts.flatMap((post: unknown): PostMetadata[] => {
    const metadata = isRecord(post) ? post.metadata : undefined;
    if (!isRecord(metadata)) return [];
    const { title, permalink, date, description, unlisted } = metadata;
    if (typeof title !== 'string' || typeof permalink !== 'string') return [];
    if (!(date instanceof Date) && typeof date !== 'string') return [];
    return [
      {
        title,
        permalink,
        date,
        description: typeof description === 'string' ? description : '',
        unlisted: unlisted === true,
      },
    ];
  });
}

/** The `count` newest listed posts, newest first; posts with an unreadable date are left out. */
export function newestPosts(posts: readonly PostMetadata[], count: number): LatestPost[] {
  return posts
    .filter((post) => !post.unlisted)
    .map((post) => ({ post, time: new Date(post.date).getTime() }))
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => b.time - a.time || a.post.permalink.localeCompare(b.post.permalink))
    .slice(0, Math.max(0, Math.floor(count)))
    .map(({ post, time }) => ({
      title: post.title,
      permalink: post.permalink,
      date: new Date(time).toISOString(),
      description: post.description,
    }));
}
