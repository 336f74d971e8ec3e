import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { group } from '../src/utils/sidebar';

/**
 * Developer docs: the onramp integration first, then the APIs (current before
 * legacy), then providers. The API groups have no page of their own: the spec
 * fixes the area's routes, so a generated index page would be a route it does
 * not allow.
 */
export default {
  developerSidebar: [
    'integrate-zkp2p/integrate-redirect-onramp',
    group('API (V3)', ['api/v3/onramp', 'api/v3/offramp'], true),
    group('API (V2, history)', ['api/onramp-integration', 'api/offramp-integration']),
    'build-new-provider',
  ],
} satisfies SidebarsConfig;
