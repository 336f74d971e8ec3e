/**
 * One post on the /blogs listing: date and reading time, the title as the
 * card's only link (the whole card is clickable through it), the summary the
 * author wrote above `<!-- truncate -->` (its links shown as text), and the
 * author line. An admonition above the summary (an editor's note added since)
 * shows in the card as its title alone, one short line: the note itself is
 * read on the post, and the card keeps room for the post's own summary.
 */
import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import { MDXProvider } from '@mdx-js/react';
import { processAdmonitionProps } from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type { Content } from '@theme/BlogPostPage';
import { formatAuthors, formatPostDate, formatReadingTime, postDateAttribute } from './format';
import styles from './styles.module.css';

/**
 * Inside a card, links in the summary read as plain text: the title is the
 * card's one link, and the post itself keeps its links.
 */
function SummaryLink({ children }: ComponentProps<'a'>): ReactNode {
  return <span>{children}</span>;
}

/** An admonition in the summary: its title, as a line above the summary; an untitled one shows nothing. */
function SummaryNote(props: { title?: ReactNode; children: ReactNode }): ReactNode {
  const { title } = processAdmonitionProps(props);
  return title ? <p className={styles.note}>{title}</p> : null;
}

const summaryComponents = { a: SummaryLink, admonition: SummaryNote };

type Props = {
  /** The post's truncated MDX content, with its metadata. */
  post: Content;
  /** The newest post gets the wide card at the top of the grid. */
  featured?: boolean;
};

export default function BlogPostCard({ post, featured = false }: Props): ReactNode {
  const { metadata } = post;
  const Summary = post;
  const date = String(metadata.date);
  const readingTime = formatReadingTime(metadata.readingTime);
  const authors = formatAuthors(metadata.authors.map((author) => author.name ?? ''));
  const initial = authors.charAt(0) || '·';

  return (
    <article className={clsx(styles.card, featured && styles.featured)} data-testid="blog-post-card">
      {featured ? <p className={styles.badge}>Latest</p> : null}
      <p className={styles.meta}>
        <time dateTime={postDateAttribute(date)}>{formatPostDate(date)}</time>
        {readingTime ? (
          <>
            <span aria-hidden="true" className={styles.dot}>
              ·
            </span>
            <span data-testid="reading-time">{readingTime}</span>
          </>
        ) : null}
      </p>
      <Heading as="h2" className={styles.title}>
        <Link to={metadata.permalink} className={styles.titleLink}>
          {metadata.title}
        </Link>
      </Heading>
      <div className={styles.summary} data-testid="blog-post-summary">
        <MDXContent>
          <MDXProvider components={summaryComponents}>
            <Summary />
          </MDXProvider>
        </MDXContent>
      </div>
      <footer className={styles.footer}>
        {authors ? (
          <p className={styles.author}>
            <span aria-hidden="true" className={styles.avatar}>
              {initial}
            </span>
            <span>
              <span className="sr-only">Written by </span>
              <span data-testid="blog-post-author">{authors}</span>
            </span>
          </p>
        ) : null}
        <span aria-hidden="true" className={styles.more}>
          Read post →
        </span>
      </footer>
    </article>
  );
}
