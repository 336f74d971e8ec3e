/**
 * Why this wrapper exists: inside a docs area (e.g. /guides/nope) Docusaurus
 * renders only the not-found content, without page metadata, so the tab would
 * read "ZKP2P Docs" instead of "Page Not Found | ZKP2P Docs". Setting the title
 * (and noindex) here gives every not-found page the same title format.
 */
import type { ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Content {...props} />
    </>
  );
}
