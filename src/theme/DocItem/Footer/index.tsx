/** Wrapper: "Report a problem with this page" under every doc's footer ("Edit this page"). */
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
