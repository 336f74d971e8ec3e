/** Wrapper: "Report a problem with this page" under every doc's footer ("Edit this page"). */
import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import ReportProblem from '@site/src/components/ReportProblem';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <Footer {...props} />
      <ReportProblem title={metadata.title} permalink={metadata.permalink} />
    </>
  );
}
