import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { inFolder, section } from '../src/utils/sidebar';

/** User guides, in the order a new buyer or seller learns them. */
export default {
  guidesSidebar: [
    'introduction/zkp2p',
    section(
      'For buyers',
      'for-buyers/index',
      inFolder('for-buyers', [
        'complete-guide-to-onboarding',
        'handling-verification-issues',
        'guide-to-partial-release',
      ]),
    ),
    section(
      'For sellers',
      'for-sellers/index',
      inFolder('for-sellers', [
        'provide-liquidity-sell-usdc',
        'provide-liquidity-diff-chain',
        'update-usdc-rates',
        'calculating-apr',
        'manual-releases',
      ]),
    ),
    section('Privacy and safety', 'privacy-safety/index', inFolder('privacy-safety', ['privacy', 'risks'])),
  ],
} satisfies SidebarsConfig;
