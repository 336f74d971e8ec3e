/**
 * Why this wrapper exists: a blog post gets the same page actions as a doc
 * above its text (src/components/PageActions), pointing at the Markdown twin
 * src/plugins/llms-markdown writes for it, and announces that twin with a
 * rel="alternate" link. Only on the post's own page; wrapping keeps the
 * post's container (its id feeds the RSS and Atom feeds) exactly upstream's.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import useMarkdownTwin from '@site/src/hooks/useMarkdownTwin';

type Props = WrapperProps<typeof ContentType>;

function PostActions({ permalink }: { permalink: string }): ReactNode {
  const twin = useMarkdownTwin(permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin.url} />
      </Head>
      <PageActions markdownUrl={twin.url} markdownAbsoluteUrl={twin.absoluteUrl} />
    </>
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PostActions permalink={metadata.permalink} />}
      <Content {...props} />
    </>
  );
}
