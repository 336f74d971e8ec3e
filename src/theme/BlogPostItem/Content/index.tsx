/**
 * Wrapper: a post's own page gets the doc page actions (src/components/PageActions,
 * which also links the post's Markdown twin); the container (its id feeds RSS
 * and Atom) stays upstream's.
 */
import type { ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PageActions permalink={metadata.permalink} />}
      <Content {...props} />
    </>
  );
}
