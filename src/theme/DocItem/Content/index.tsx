/**
 * Why this wrapper exists: every doc gets a "Copy page" button and a "View as
 * Markdown" link above its content (src/components/CopyPage), pointing at the
 * Markdown twin that src/plugins/llms-markdown writes beside the page at build
 * time, and announces that twin to machines with a rel="alternate" link.
 * Wrapping keeps the title and MDX rendering exactly upstream's.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import { markdownPath } from '@site/src/utils/canonicalUrl';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const markdownUrl = useBaseUrl(markdownPath(metadata.permalink));
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <CopyPage markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
}
