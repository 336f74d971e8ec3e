/**
 * The /blogs listing: a browsable page of cards, not the theme's column of
 * full post previews beside a sidebar. The blog plugin renders it through its
 * documented `blogListComponent` option (docusaurus.config.ts), with the
 * theme's props. It keeps the theme's page metadata (title "Blog", so the tab
 * reads "Blog | ZKP2P Docs"), search metadata, structured data and blog page
 * class names; it has no sidebar (it repeated the cards) and no paginator
 * (postsPerPage is 'ALL', so there is one page).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type { Props } from '@theme/BlogListPage';
import BlogPostCard from '@site/src/components/BlogPostCard';
import styles from './styles.module.css';

export default function BlogListPage(props: Props): ReactNode {
  const { metadata, items } = props;
  const rssUrl = useBaseUrl('/blogs/rss.xml');
  const atomUrl = useBaseUrl('/blogs/atom.xml');

  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title="Blog" description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <Layout>
        <main className={styles.page}>
          <header className={styles.header}>
            <Heading as="h1" className={styles.heading}>
              Blog
            </Heading>
            <p className={styles.lead}>
              Why ZKP2P exists and where it is going: launch notes, trade data and essays from the team at P2P Labs.
            </p>
            <p className={styles.feeds}>
              <span>Follow new posts:</span>
              <a href={rssUrl} className={styles.feed} type="application/rss+xml">
                RSS feed
              </a>
              <a href={atomUrl} className={styles.feed} type="application/atom+xml">
                Atom feed
              </a>
            </p>
          </header>
          <ul className={styles.grid} aria-label={`${items.length} posts, newest first`}>
            {items.map(({ content }, index) => (
              <li key={content.metadata.permalink} className={clsx(index === 0 && styles.wide)}>
                <BlogPostCard post={content} featured={index === 0} />
              </li>
            ))}
          </ul>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
