/**
 * Every route of the site: the pages, docs and posts the site promises.
 * One source of truth: the end-to-end tests, the sitemap test and the link
 * checks all read this list, so a route is added or removed here once.
 */

export type DocArea = 'guides' | 'protocol' | 'developer' | 'brand-kit';
export type RouteArea = 'page' | 'blog' | DocArea;

export type SiteRoute = {
  /** Clean path as a reader types it, without a trailing slash (except "/"). */
  path: string;
  area: RouteArea;
};

const pages: readonly string[] = ['/', '/blogs', '/team'];

/** The seven posts, newest first: the order /blogs lists them in (tests check it against their dates). */
export const blogSlugs: readonly string[] = [
  'intro-zkp2p-v3',
  'speed-doesnt-always-need-to-cost',
  'max-account-abstraction',
  'zkp2p-x-hyperliquid',
  'zkp2p-and-banking',
  'airbnb-but-for-your-money',
  'intro-zkp2p-v2',
];

const docs: Readonly<Record<DocArea, readonly string[]>> = {
  'brand-kit': [''],
  developer: [
    'api/offramp-integration',
    'api/onramp-integration',
    'build-new-provider',
    'developer/api/v3/offramp',
    'developer/api/v3/onramp',
    'integrate-zkp2p/integrate-redirect-onramp',
  ],
  guides: [
    'introduction/zkp2p',
    'for-buyers',
    'for-buyers/complete-guide-to-onboarding',
    'for-buyers/guide-to-partial-release',
    'for-buyers/handling-verification-issues',
    'for-sellers',
    'for-sellers/calculating-apr',
    'for-sellers/manual-releases',
    'for-sellers/provide-liquidity-diff-chain',
    'for-sellers/provide-liquidity-sell-usdc',
    'for-sellers/update-usdc-rates',
    'privacy-safety',
    'privacy-safety/privacy',
    'privacy-safety/risks',
  ],
  protocol: [
    'zkp2p-protocol',
    'gating-service',
    'peerauth-extension',
    'peerauth-extension/zk-tls',
    'v2/smart-contracts',
    'v2/smart-contracts/escrow',
    'v2/smart-contracts/escrow/v2-iescrow',
    'v2/smart-contracts/v2-deployments',
    'v2/smart-contracts/v2-ipaymentverifier',
    'v3/smart-contracts/escrow',
    'v3/smart-contracts/orchestrator',
    'v3/smart-contracts/unified-payment-verifier',
    'v3/v3-attestation-service',
    'v3/v3-deployments',
    'v3/v3-migration',
    'v3/v3-overview',
    'v3/v3-smart-contracts',
  ],
};

/** The main doc of each docs area: where its sidebar's root link goes. */
export const mainDocPaths: Readonly<Record<DocArea, string>> = {
  guides: '/guides/introduction/zkp2p',
  protocol: '/protocol/zkp2p-protocol',
  developer: '/developer/integrate-zkp2p/integrate-redirect-onramp',
  'brand-kit': '/brand-kit',
};

export const docAreas: readonly DocArea[] = ['guides', 'protocol', 'developer', 'brand-kit'];

export const siteRoutes: readonly SiteRoute[] = [
  ...pages.map((path): SiteRoute => ({ path, area: 'page' })),
  ...blogSlugs.map((slug): SiteRoute => ({ path: `/blog/${slug}`, area: 'blog' })),
  ...docAreas.flatMap((area) =>
    docs[area].map((rest): SiteRoute => ({ path: rest ? `/${area}/${rest}` : `/${area}`, area })),
  ),
];

export const docRoutes: readonly SiteRoute[] = siteRoutes.filter(
  (route) => route.area !== 'page' && route.area !== 'blog',
);
