/**
 * Change: renders src/components/NotFoundPage (the path asked for, "Did you
 * mean", a search box and the site's sections) instead of the theme's
 * heading and two stock paragraphs; the props (`className`) are the same.
 *
 * The theme shows this component on the site's not-found page and, inside a
 * docs area (/guides/nope), in the docs layout; there it comes without
 * metadata, so this also gives it the "Page Not Found | ZKP2P Docs" title
 * and noindex.
 */
import type { ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import type { Props } from '@theme/NotFound/Content';
import NotFoundPage from '@site/src/components/NotFoundPage';

export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <NotFoundPage className={className} />
    </>
  );
}
