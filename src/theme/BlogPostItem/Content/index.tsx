/**
 * Wrapper: a post's own page gets the doc page actions and a rel="alternate"
 * link to its Markdown twin; the container (its id feeds RSS and Atom) stays upstream's.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import { markdownPath } from '@site/src/utils/canonicalUrl';

type Props = WrapperProps<typeof ContentType>;

function PostActions({ permalink }: { permalink: string }): ReactNode {
  const twin = useBaseUrl(markdownPath(permalink));
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <PageActions permalink={permalink} />
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
