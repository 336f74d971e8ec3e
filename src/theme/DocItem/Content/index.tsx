/**
 * Why this wrapper exists: every doc gets its page actions above the content
 * (src/components/PageActions: copy the page as Markdown, view it, open it in
 * an assistant), all pointing at the Markdown twin that
 * src/plugins/llms-markdown writes beside the page at build time, and
 * announces that twin to machines with a rel="alternate" link. Wrapping keeps
 * the title and MDX rendering exactly upstream's.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import useMarkdownTwin from '@site/src/hooks/useMarkdownTwin';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const twin = useMarkdownTwin(metadata.permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin.url} />
      </Head>
      <PageActions markdownUrl={twin.url} markdownAbsoluteUrl={twin.absoluteUrl} />
      <Content {...props} />
    </>
  );
}
