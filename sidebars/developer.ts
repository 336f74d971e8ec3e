import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * Developer docs: the quickest integration first, then the APIs (current before
 * legacy), then providers. The API categories have no `link`: the spec fixes the
 * area's routes, so a generated index page would be a route it does not allow.
 */
export default {
  developerSidebar: [
    'integrate-zkp2p/integrate-redirect-onramp',
    {
      type: 'category',
      label: 'API (V3)',
      collapsed: false,
      items: ['api/v3/onramp', 'api/v3/offramp'],
    },
    {
      type: 'category',
      label: 'API (V2)',
      items: ['api/onramp-integration', 'api/offramp-integration'],
    },
    'build-new-provider',
  ],
} satisfies SidebarsConfig;
