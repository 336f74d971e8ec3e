import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { inFolder, section } from '../src/utils/sidebar';

/** Protocol reference: the overview first, then the current version (V3), the proving stack, and V2. */
export default {
  protocolSidebar: [
    'zkp2p-protocol',
    section('Protocol V3', 'v3/v3-overview', [
      section(
        'Smart contracts',
        'v3/v3-smart-contracts',
        inFolder('v3/smart-contracts', ['escrow/index', 'orchestrator', 'unified-payment-verifier']),
      ),
      ...inFolder('v3', ['v3-attestation-service', 'v3-deployments', 'v3-migration']),
    ]),
    section('Peer extension', 'peerauth-extension/index', ['peerauth-extension/zk-tls']),
    'gating-service',
    section('Protocol V2', 'v2/smart-contracts/index', [
      section('Escrow', 'v2/smart-contracts/escrow/index', ['v2/smart-contracts/escrow/v2-iescrow']),
      ...inFolder('v2/smart-contracts', ['v2-ipaymentverifier', 'v2-deployments']),
    ]),
  ],
} satisfies SidebarsConfig;
