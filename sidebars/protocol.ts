import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** Protocol reference: the overview first, then the current version (V3), the proving stack, and V2. */
export default {
  protocolSidebar: [
    'zkp2p-protocol',
    {
      type: 'category',
      label: 'Protocol V3',
      link: { type: 'doc', id: 'v3/v3-overview' },
      items: [
        {
          type: 'category',
          label: 'Smart contracts',
          link: { type: 'doc', id: 'v3/v3-smart-contracts' },
          items: [
            'v3/smart-contracts/escrow/index',
            'v3/smart-contracts/orchestrator',
            'v3/smart-contracts/unified-payment-verifier',
          ],
        },
        'v3/v3-attestation-service',
        'v3/v3-deployments',
        'v3/v3-migration',
      ],
    },
    {
      type: 'category',
      label: 'PeerAuth extension',
      link: { type: 'doc', id: 'peerauth-extension/index' },
      items: ['peerauth-extension/zk-tls'],
    },
    'gating-service',
    {
      type: 'category',
      label: 'Protocol V2',
      link: { type: 'doc', id: 'v2/smart-contracts/index' },
      items: [
        {
          type: 'category',
          label: 'Escrow',
          link: { type: 'doc', id: 'v2/smart-contracts/escrow/index' },
          items: ['v2/smart-contracts/escrow/v2-iescrow'],
        },
        'v2/smart-contracts/v2-ipaymentverifier',
        'v2/smart-contracts/v2-deployments',
      ],
    },
  ],
} satisfies SidebarsConfig;
