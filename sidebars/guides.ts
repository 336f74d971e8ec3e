import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** User guides, in the order a new buyer or seller learns them. */
export default {
  guidesSidebar: [
    'introduction/zkp2p',
    {
      type: 'category',
      label: 'For buyers',
      link: { type: 'doc', id: 'for-buyers/index' },
      items: [
        'for-buyers/complete-guide-to-onboarding',
        'for-buyers/handling-verification-issues',
        'for-buyers/guide-to-partial-release',
      ],
    },
    {
      type: 'category',
      label: 'For sellers',
      link: { type: 'doc', id: 'for-sellers/index' },
      items: [
        'for-sellers/provide-liquidity-sell-usdc',
        'for-sellers/provide-liquidity-diff-chain',
        'for-sellers/update-usdc-rates',
        'for-sellers/calculating-apr',
        'for-sellers/manual-releases',
      ],
    },
    {
      type: 'category',
      label: 'Privacy and safety',
      link: { type: 'doc', id: 'privacy-safety/index' },
      items: ['privacy-safety/privacy', 'privacy-safety/risks'],
    },
  ],
} satisfies SidebarsConfig;
