import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { LatestPost } from '@site/src/plugins/latest-posts';
import { formatPostDate, postDateAttribute } from '@site/src/components/BlogPostCard/format';
import styles from './styles.module.css';

type Props = {
  posts: readonly LatestPost[];
};

/** The newest posts as cards: date, title (the card's one link) and summary. */
export default function PostList({ posts }: Props): ReactNode {
  if (posts.length === 0) {
    return <p className={styles.empty}>No posts are published yet.</p>;
  }
  return (
    <ol className={styles.posts}>
      {posts.map((post) => (
        <li key={post.permalink} className={styles.post}>
          <time className={styles.date} dateTime={postDateAttribute(post.date)}>
            {formatPostDate(post.date)}
          </time>
          <h3 className={styles.title}>
            <Link to={post.permalink} className={styles.link}>
              {post.title}
            </Link>
          </h3>
          {post.description ? <p className={styles.description}>{post.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}
