/** Wrapper: "Report a problem with this page" under a post's own page footer. */
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
