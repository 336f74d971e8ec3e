/**
 * Wrapper: the page actions above every doc (src/components/PageActions) and a
 * rel="alternate" link to the page's Markdown twin; title and MDX stay upstream's.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import { markdownPath } from '@site/src/utils/canonicalUrl';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const twin = useBaseUrl(markdownPath(metadata.permalink));
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
