/**
 * Wrapper: inside a docs area (/guides/nope) the not-found content comes without
 * metadata; this gives it the "Page Not Found | ZKP2P Docs" title and noindex.
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
