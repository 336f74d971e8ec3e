/**
 * Wrapper: the canonical link and og:url use the sitemap's spelling (no trailing
 * slash, src/utils/canonicalUrl.ts), not the location bar's, so /team and /team/
 * announce one URL. Rendered after the original, this <Head> wins.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SiteMetadata from '@theme-original/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type { WrapperProps } from '@docusaurus/types';
import { canonicalUrl } from '@site/src/utils/canonicalUrl';

type Props = WrapperProps<typeof SiteMetadataType>;

export default function SiteMetadataWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const href = canonicalUrl(siteConfig.url, pathname);
  return (
    <>
      <SiteMetadata {...props} />
      <Head>
        <meta property="og:url" content={href} />
        <link rel="canonical" href={href} />
      </Head>
    </>
  );
}
