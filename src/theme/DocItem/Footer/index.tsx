/**
 * Why this wrapper exists: under "Edit this page", every doc offers "Report a
 * problem with this page" (src/components/ReportProblem), a new GitHub issue
 * on the docs repository that names the page. The footer itself, with "Edit
 * this page" and the last-updated date, stays upstream's.
 */
import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import ReportProblem from '@site/src/components/ReportProblem';
import { canonicalUrl } from '@site/src/utils/canonicalUrl';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <Footer {...props} />
      <ReportProblem title={metadata.title} url={canonicalUrl(siteConfig.url, metadata.permalink)} />
    </>
  );
}
