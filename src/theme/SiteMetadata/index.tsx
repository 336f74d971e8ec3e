/**
 * Why this wrapper exists: Docusaurus derives the canonical link and og:url
 * from the address in the location bar, so /team and /team/ (and index docs,
 * whose permalink ends in "/") would announce two different canonical URLs.
 * This sets both to the one spelling the sitemap and llms.txt use: the path
 * without a trailing slash (src/utils/canonicalUrl.ts). A later <Head> wins in
 * react-helmet, so rendering after the original overrides its two tags.
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
