/**
 * Why this wrapper exists: under "Edit this page", a blog post offers "Report
 * a problem with this page" (src/components/ReportProblem), a new GitHub issue
 * on the docs repository that names the post. Only on the post's own page;
 * the footer itself stays upstream's.
 */
import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import ReportProblem from '@site/src/components/ReportProblem';
import { canonicalUrl } from '@site/src/utils/canonicalUrl';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && (
        <ReportProblem title={metadata.title} url={canonicalUrl(siteConfig.url, metadata.permalink)} />
      )}
    </>
  );
}
